#!/bin/sh
# deploy/pgbouncer.ini with its ${...} filled in, as the topology test does (for deploy/compose.yaml).
set -eu
sed -e "s|\${MNX_PG_HOST}|postgres|" -e "s|\${MNX_PG_PORT}|5432|" -e "s|\${MNX_PGBOUNCER_ADDR}|0.0.0.0|" \
    -e "s|\${MNX_PGBOUNCER_PORT}|6432|" -e "s|\${MNX_PGBOUNCER_AUTH_TYPE}|scram-sha-256|" \
    -e "s|\${MNX_PGBOUNCER_AUTH_FILE}|/etc/pgbouncer/userlist.txt|" /template.ini > /etc/pgbouncer/pgbouncer.ini
printf '"%s" "%s"\n' "$POSTGRES_USER" "$POSTGRES_PASSWORD" > /etc/pgbouncer/userlist.txt
