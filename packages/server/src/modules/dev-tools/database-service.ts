import {
  type DatabaseOverview,
  type DatabaseTableInfo,
  type DatabaseTableSchema,
  DB_QUERY_MAX_ROWS,
} from "@mnx/domain";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { organizationRecordCounts, tableSchemas } from "./database-catalog.js";
import { asReader, READER_ROLE } from "./database-reader.js";
import { GRANTED_TABLES, type GrantedTable, grantedTable } from "./exposed-tables.js";
import { assertReaderSafe } from "./reader-safety.js";
import { rowsAsObjects } from "./sql-values.js";

type Limits = Pick<Config, "devToolsQueryTimeoutMs" | "devToolsMaxQueryCost">;

const CAPABILITIES: DatabaseOverview["capabilities"] = [
  {
    name: "Schema browser",
    description: "Tables, columns and their keys, and how the tables relate",
    icon: "table",
    tab: "schema",
  },
  {
    name: "Data browser",
    description: "The first rows of each table of your organization",
    icon: "rows",
    tab: "data",
  },
  {
    name: "Read-only SQL",
    description: `One SELECT at a time, at most ${DB_QUERY_MAX_ROWS} rows, checked by the database itself`,
    icon: "terminal",
    tab: "query",
  },
  {
    name: "Organization isolation",
    description:
      "Row-level security shows your organization's rows only; sign-in records and secrets are never readable",
    icon: "shield",
    tab: null,
  },
];

/** Which table a request names, or 404: a table not granted (sessions...) is as unknown as one that does not exist. */
function requireTable(name: string): GrantedTable {
  const table = grantedTable(name);
  if (!table) throw new AppError("TABLE_NOT_FOUND", `Unknown table: ${name}`, 404);
  return table;
}

async function pingMs(db: Database): Promise<number> {
  const started = performance.now();
  await db.one("SELECT 1");
  return Math.round((performance.now() - started) * 10) / 10;
}

/** GET /api/dev/database: engine, connection, health, the organization's record counts, the limits. */
export async function databaseOverview(
  db: Database,
  organizationId: string,
  limits: Limits,
): Promise<DatabaseOverview> {
  await assertReaderSafe(db, false);
  const responseTime = await pingMs(db);
  const { about, counts } = await asReader(db, organizationId, limits.devToolsQueryTimeoutMs, async (tx) => ({
    about: await tx.one<{ version: string; database: string; host: string | null }>(
      `SELECT current_setting('server_version') AS version, current_database() AS database,
              coalesce(host(inet_server_addr()), 'local socket') || ':' || inet_server_port() AS host`,
    ),
    counts: await organizationRecordCounts(tx),
  }));
  const count = (table: string) => counts.get(table) ?? 0;
  return {
    type: db.kind === "pglite" ? "PGlite" : "PostgreSQL",
    version: about?.version ?? "",
    // PGlite runs inside this process: it has no address.
    connection: {
      status: "connected",
      database: about?.database ?? "",
      host: db.kind === "pglite" ? "embedded" : (about?.host ?? ""),
    },
    statistics: {
      organizations: count("organizations"),
      users: count("users"),
      equipment: count("equipment"),
      workOrders: count("work_orders"),
    },
    tables: GRANTED_TABLES.map((table) => ({
      name: table.name,
      displayName: table.displayName,
      records: count(table.name),
      description: table.description,
    })),
    health: { connected: true, responseTime },
    capabilities: CAPABILITIES,
    isolation: {
      role: READER_ROLE,
      readOnly: true,
      rowLevelSecurity: true,
      maxRows: DB_QUERY_MAX_ROWS,
      maxCost: limits.devToolsMaxQueryCost,
      statementTimeoutMs: db.kind === "postgres" ? limits.devToolsQueryTimeoutMs : null,
    },
  };
}

/** ?action=schema: every granted table. */
export async function databaseSchema(
  db: Database,
  organizationId: string,
  limits: Limits,
): Promise<DatabaseTableSchema[]> {
  await assertReaderSafe(db, false);
  return asReader(db, organizationId, limits.devToolsQueryTimeoutMs, (tx) => tableSchemas(tx));
}

/** ?action=table-schema&table=: one granted table. */
export async function tableSchema(
  db: Database,
  organizationId: string,
  limits: Limits,
  tableName: string,
): Promise<DatabaseTableSchema> {
  const table = requireTable(tableName);
  await assertReaderSafe(db, false);
  const [schema] = await asReader(db, organizationId, limits.devToolsQueryTimeoutMs, (tx) =>
    tableSchemas(tx, [table]),
  );
  if (!schema) throw new AppError("TABLE_NOT_FOUND", `Unknown table: ${tableName}`, 404);
  return schema;
}

/** ?action=table-info&table=&limit=: the table's first rows, as the reader reads them. */
export async function tableInfo(
  db: Database,
  organizationId: string,
  limits: Limits,
  tableName: string,
  limit: number,
): Promise<DatabaseTableInfo> {
  const table = requireTable(tableName);
  await assertReaderSafe(db, false);
  return asReader(db, organizationId, limits.devToolsQueryTimeoutMs, async (tx) => {
    const result = await tx.queryArrays(`SELECT * FROM "${table.name}" LIMIT $1`, [limit]);
    const counts = await organizationRecordCounts(tx, [table]);
    const columns = result.fields.map((field) => field.name);
    return {
      name: table.name,
      displayName: table.displayName,
      recordCount: counts.get(table.name) ?? 0,
      limit,
      columns,
      sampleData: rowsAsObjects(columns, result.rows),
    };
  });
}
