-- 005: the database tools' reader (DECISIONS.md 'Developer tools', docs/decisions/015-developer-tools.md).
-- The Data and Query tabs run as mnx_dev_tools_reader, inside a READ ONLY transaction that is always rolled
-- back: SELECT on the organization's tables only, each behind a row-level security policy comparing the
-- organization with the setting mnx.dev_tools_organization_id, which the server sets (SET LOCAL) before it
-- switches role. Tables holding sessions, refresh tokens, sign-in states, one-time codes, idempotency records
-- or secrets are not granted.
--
-- EVERY TABLE IS EITHER GRANTED WITH A POLICY OR LISTED AS NOT GRANTED, in
-- src/modules/dev-tools/exposed-tables.ts; test/dev-tools/table-exposure.test.ts fails otherwise. A later
-- migration that adds a table with organization_id grants it like this (or lists it as not granted):
--   GRANT SELECT ON new_table TO mnx_dev_tools_reader;
--   ALTER TABLE new_table ENABLE ROW LEVEL SECURITY;
--   CREATE POLICY dev_tools_organization ON new_table FOR SELECT TO mnx_dev_tools_reader
--     USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
-- A table without organization_id goes through its parent, whose own policy then applies:
--     USING (user_id IN (SELECT id FROM users))

-- Roles belong to the whole cluster, which several databases (and test runs) share: create it once,
-- race-free, never drop it. Its attributes are checked at run time (dev-tools/reader-safety.ts).
DO $$
BEGIN
  CREATE ROLE mnx_dev_tools_reader NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN
    NULL; -- another database or server created it first
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION 'Maintenance Nexus needs the role mnx_dev_tools_reader for its database tools.'
      USING HINT = format('As a superuser, run: CREATE ROLE mnx_dev_tools_reader NOLOGIN; '
        'GRANT mnx_dev_tools_reader TO %I; then start the server again.', current_user);
END
$$;

-- A server that is not a superuser switches to the role only as a member of it.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT mnx_dev_tools_reader TO %I', current_user);
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN
    RAISE WARNING 'Could not make % a member of mnx_dev_tools_reader; the database tools will say so.', current_user;
END
$$;

-- Functions that would let one SELECT escape (set_config of the role or of the organization setting, SQL run
-- from a string), wait or lock (pg_sleep, advisory locks), reach the server's files, large objects or
-- administration, or build huge values from nothing. Privileges on pg_catalog live in each database. Only a
-- superuser can revoke them; the server's own user (and the database's owner, when a superuser runs this block
-- for a server that is not one) keeps its right to them: migrations and services take advisory locks.
DO $$
DECLARE
  fn regprocedure;
  keeper name;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.pronamespace = 'pg_catalog'::regnamespace
      AND (p.proname IN (
            'set_config',
            'pg_sleep', 'pg_sleep_for', 'pg_sleep_until',
            'pg_read_file', 'pg_read_binary_file', 'pg_stat_file', 'loread', 'lowrite',
            'pg_terminate_backend', 'pg_cancel_backend', 'pg_reload_conf', 'pg_rotate_logfile',
            'pg_switch_wal', 'pg_create_restore_point', 'pg_promote', 'pg_backup_start', 'pg_backup_stop',
            'pg_log_backend_memory_contexts', 'pg_wal_replay_pause', 'pg_wal_replay_resume', 'pg_notify',
            'pg_current_logfile', 'pg_import_system_collations', 'pg_drop_replication_slot',
            'pg_replication_slot_advance', 'pg_export_snapshot',
            'ts_stat',
            'repeat', 'lpad', 'rpad', 'array_fill')
        OR p.proname LIKE '%advisory%'
        OR p.proname LIKE 'lo\_%'
        OR p.proname LIKE 'pg\_ls\_%'
        OR p.proname LIKE '%\_to\_xml%'
        OR p.proname LIKE 'pg\_stat\_reset%'
        OR p.proname LIKE 'pg\_logical\_%'
        OR p.proname LIKE 'pg\_replication\_origin\_%'
        OR p.proname LIKE 'pg\_create\_%\_replication\_slot'
        OR p.proname LIKE 'pg\_copy\_%\_replication\_slot')
  LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);
    FOR keeper IN
      SELECT DISTINCT r.rolname FROM pg_roles r
      WHERE NOT r.rolsuper
        AND (r.rolname = current_user
             OR r.oid = (SELECT d.datdba FROM pg_database d WHERE d.datname = current_database()))
    LOOP
      EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', fn, keeper);
    END LOOP;
  END LOOP;
END
$$;

-- The organization's own data, each table behind its policy.
GRANT SELECT ON organizations, users, equipment, equipment_assignments, work_orders, work_order_history
  TO mnx_dev_tools_reader;

ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON organizations FOR SELECT TO mnx_dev_tools_reader
  USING (id = current_setting('mnx.dev_tools_organization_id')::uuid);

ALTER TABLE users ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON users FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

ALTER TABLE equipment ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON equipment FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

ALTER TABLE equipment_assignments ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON equipment_assignments FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

ALTER TABLE work_orders ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON work_orders FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

ALTER TABLE work_order_history ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON work_order_history FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

-- Not granted (and never listed): app_secrets, login_states, sessions, refresh_tokens, auth_codes,
-- idempotency_keys (secrets and sign-in machinery), schema_migrations (not the organization's data).
