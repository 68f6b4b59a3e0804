#!/bin/sh
# Runs once, when the primary's data folder is created (the postgres image's /docker-entrypoint-initdb.d):
# a role the replica streams with, allowed to replicate from the compose network.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
