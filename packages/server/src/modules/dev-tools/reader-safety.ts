import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { READER_ROLE } from "./database-reader.js";
import { GRANTED_TABLES } from "./exposed-tables.js";

/**
 * Functions whose EXECUTE right would let one SELECT escape the reader's confinement (set_config of the role
 * or of the organization setting, SQL run from a string) or stall the server (sleep, locks). Migration 005
 * revokes them from PUBLIC, which only a superuser can do.
 */
export const ESCAPE_FUNCTIONS = [
  "set_config",
  "query_to_xml",
  "table_to_xml",
  "cursor_to_xml",
  "ts_stat",
  "pg_sleep",
  "pg_advisory_lock",
  "pg_read_file",
  "lo_import",
] as const;

interface ReaderRow {
  unsafe_attributes: string[];
  member_of: string[];
  executable: string[];
  readable: string[];
}

/**
 * What would make the reader unsafe, read from the catalog: a missing role, an attribute that bypasses its
 * limits, membership of another role, a table it can read that is not a granted table behind row-level
 * security, and (for SQL the user writes) an escape function it may execute. Empty when all hold.
 */
export async function readerProblems(db: Database, forUserSql: boolean): Promise<string[]> {
  const row = await db.one<ReaderRow>(
    `SELECT
       array_remove(ARRAY[
         CASE WHEN r.rolsuper THEN 'SUPERUSER' END, CASE WHEN r.rolbypassrls THEN 'BYPASSRLS' END,
         CASE WHEN r.rolcanlogin THEN 'LOGIN' END, CASE WHEN r.rolcreaterole THEN 'CREATEROLE' END,
         CASE WHEN r.rolcreatedb THEN 'CREATEDB' END, CASE WHEN r.rolreplication THEN 'REPLICATION' END
       ], NULL) AS unsafe_attributes,
       ARRAY(SELECT g.rolname::text FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid
             WHERE m.member = r.oid ORDER BY 1) AS member_of,
       ARRAY(SELECT DISTINCT p.proname::text FROM pg_proc p
             WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname = ANY ($2::text[])
               AND has_function_privilege(r.oid, p.oid, 'EXECUTE') ORDER BY 1) AS executable,
       ARRAY(SELECT c.relname::text FROM pg_class c
             WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
               AND c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
               AND has_any_column_privilege(r.oid, c.oid, 'SELECT')
               AND NOT (c.relname = ANY ($3::text[]) AND c.relrowsecurity
                        AND c.relnamespace = 'public'::regnamespace)
             ORDER BY 1) AS readable
     FROM pg_roles r WHERE r.rolname = $1`,
    [READER_ROLE, ESCAPE_FUNCTIONS, GRANTED_TABLES.map((table) => table.name)],
  );
  if (!row) return [`the role ${READER_ROLE} does not exist`];
  const problems: string[] = [];
  if (row.unsafe_attributes.length) problems.push(`${READER_ROLE} has ${row.unsafe_attributes.join(", ")}`);
  if (row.member_of.length) problems.push(`${READER_ROLE} is a member of ${row.member_of.join(", ")}`);
  if (row.readable.length) {
    problems.push(`${READER_ROLE} can read ${row.readable.join(", ")} without row-level security`);
  }
  if (forUserSql && row.executable.length) {
    problems.push(
      `${READER_ROLE} may execute ${row.executable.join(", ")} (a superuser must REVOKE EXECUTE ... FROM PUBLIC)`,
    );
  }
  return problems;
}

/** 503 DEV_TOOLS_UNSAFE unless the reader is confined as migration 005 leaves it. */
export async function assertReaderSafe(db: Database, forUserSql: boolean): Promise<void> {
  const problems = await readerProblems(db, forUserSql);
  if (problems.length) {
    throw new AppError(
      "DEV_TOOLS_UNSAFE",
      `The database tools are turned off because their isolation does not hold: ${problems.join("; ")}.`,
      503,
    );
  }
}
