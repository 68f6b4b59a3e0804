#!/bin/sh
# The streaming replica: on first start, a base backup of the primary that follows it (-R writes
# primary_conninfo and standby.signal); then PostgreSQL as usual, answering reads (hot standby).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres -U "$POSTGRES_USER"; do sleep 1; done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h postgres -U replicator -D "$PGDATA" -R -X stream
  chmod 700 "$PGDATA"
fi
exec postgres
