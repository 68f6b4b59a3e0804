import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../../src/db/database.js";
import { type ApiClient, apiClient, ROLE_EMAILS } from "../equipment/fixtures.js";

export const SUPER_ADMIN = ROLE_EMAILS.SUPER_ADMIN;
/** The second demo organization's super admin: a super admin who must never see Summit Ridge's rows. */
export const OTHER_SUPER_ADMIN = "super.admin@northwind.example";

export interface Answer<T = unknown> {
  status: number;
  body: {
    success: boolean;
    data: T;
    error?: string;
    code?: string;
    details?: { path: string; message: string }[];
  };
}

const answer = <T>(response: LightMyRequestResponse): Answer<T> => ({
  status: response.statusCode,
  body: response.json(),
});

/** The developer tools' four calls, as a seeded user (the demo super admin by default). */
export function devTools(app: FastifyInstance) {
  const api: ApiClient = apiClient(app);
  return {
    api,
    query: async <T = QueryData>(query: string, who = SUPER_ADMIN) =>
      answer<T>(await api(who, "POST", "/api/dev/database", { action: "safe-query", query })),
    database: async <T = unknown>(search = "", who = SUPER_ADMIN) =>
      answer<T>(await api(who, "GET", `/api/dev/database${search}`)),
    explorer: async <T = unknown>(who = SUPER_ADMIN) =>
      answer<T>(await api(who, "GET", "/api/dev/api-explorer")),
    call: async <T = CallData>(payload: Record<string, unknown>, who = SUPER_ADMIN) =>
      answer<T>(await api(who, "POST", "/api/dev/api-explorer", payload)),
  };
}

export interface QueryData {
  rows: Record<string, unknown>[];
  columns: { name: string; type: string }[];
  rowCount: number;
  truncated: boolean;
  maxRows: number;
}

export interface CallData {
  request: {
    endpoint: string;
    method: string;
    body: unknown;
    headers: Record<string, string>;
    ignoredHeaders: string[];
  };
  response: {
    ok: boolean;
    status: number;
    statusText: string;
    headers: Record<string, string>;
    data: { success?: boolean; code?: string; data?: unknown } & Record<string, unknown>;
    responseTime: number;
    timestamp: string;
  };
}

/**
 * Everything a hostile query could change, read back from the database: every table's rows (as an md5 of
 * their text), the tables, views, functions and policies that exist, the roles and their memberships, the
 * reader's rights, the function privileges, large objects, and settings.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, unknown>> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const fingerprint: Record<string, unknown> = {};
  for (const { name } of tables) {
    fingerprint[`rows of ${name}`] = await db.one(
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
    );
  }
  const catalog = {
    relations: `SELECT string_agg(relname || ':' || relkind::text || ':' || relrowsecurity::text, ',' ORDER BY relname) AS v
                FROM pg_class WHERE relnamespace = 'public'::regnamespace`,
    policies: `SELECT string_agg(tablename || '.' || policyname || ':' || qual, ',' ORDER BY tablename, policyname) AS v
               FROM pg_policies`,
    functions: `SELECT count(*) AS v FROM pg_proc WHERE pronamespace NOT IN ('pg_catalog'::regnamespace,
                'information_schema'::regnamespace)`,
    roles: `SELECT string_agg(rolname || ':' || rolsuper::text || rolbypassrls::text || rolcanlogin::text, ',' ORDER BY rolname) AS v
            FROM pg_roles WHERE rolname LIKE 'mnx%'`,
    memberships: `SELECT count(*) AS v FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member
                  WHERE r.rolname = 'mnx_dev_tools_reader'`,
    tableRights: `SELECT string_agg(c.relname || ':' || coalesce(c.relacl::text, ''), ',' ORDER BY c.relname) AS v
                  FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace`,
    functionRights: `SELECT string_agg(p.oid::regprocedure::text || ':' || coalesce(p.proacl::text, ''), ','
                     ORDER BY p.oid::regprocedure::text) AS v FROM pg_proc p
                     WHERE p.proname IN ('set_config', 'pg_sleep', 'query_to_xml', 'pg_read_file', 'lo_import')`,
    largeObjects: "SELECT count(*) AS v FROM pg_largeobject_metadata",
    extensions: "SELECT string_agg(extname, ',' ORDER BY extname) AS v FROM pg_extension",
    settings: `SELECT current_setting('statement_timeout') || ',' || current_user || ',' ||
               current_setting('default_transaction_read_only') AS v`,
  };
  for (const [name, sql] of Object.entries(catalog))
    fingerprint[name] = (await db.one<{ v: unknown }>(sql))?.v;
  return fingerprint;
}
