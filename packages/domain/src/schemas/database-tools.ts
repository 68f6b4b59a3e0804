import { z } from "zod";
import { DB_BROWSE_MAX_ROWS, DB_BROWSE_ROW_LIMIT } from "../constants.js";
import { EMPTY_QUERY_MESSAGE } from "../dev-tools-messages.js";

/**
 * Developer tool shapes (part 2, 3 and 7): the database tools. Rows are objects with a catchall, not z.record:
 * zod's record type would join the sign-in page's bundle, where zod lives (docs/decisions/015).
 */

export const DB_QUERY_MAX_LENGTH = 10_000;

/** POST /api/dev/database {action: 'safe-query', query}; the database itself enforces read-only. */
export const databaseQuerySchema = z.object({
  action: z.literal("safe-query", { error: "Unknown action: use safe-query" }),
  query: z
    .string({ error: EMPTY_QUERY_MESSAGE })
    .trim()
    .min(1, EMPTY_QUERY_MESSAGE)
    .max(DB_QUERY_MAX_LENGTH, `Query must be ${DB_QUERY_MAX_LENGTH} characters or less`),
});
export type DatabaseQuery = z.output<typeof databaseQuerySchema>;

export const DATABASE_INFO_ACTIONS = ["schema", "table-schema", "table-info"] as const;

/** GET /api/dev/database: the overview (no action), the schema, one table's schema, or its first rows. */
export const databaseInfoQuerySchema = z
  .object({
    action: z.enum(DATABASE_INFO_ACTIONS, { error: "Unknown action" }).optional(),
    table: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "Unknown table")
      .optional(),
    limit: z.coerce.number().int().min(1).max(DB_BROWSE_MAX_ROWS).default(DB_BROWSE_ROW_LIMIT),
  })
  .refine((q) => q.table !== undefined || (q.action !== "table-schema" && q.action !== "table-info"), {
    message: "Table is required",
    path: ["table"],
  });
export type DatabaseInfoQuery = z.output<typeof databaseInfoQuerySchema>;

const count = z.number().int().min(0);

export const databaseColumnSchema = z.object({
  name: z.string(),
  /** The SQL type as PostgreSQL writes it ('uuid', 'character varying(255)', 'timestamp with time zone'). */
  type: z.string(),
  isPrimaryKey: z.boolean(),
  isRequired: z.boolean(),
  isUnique: z.boolean(),
  isForeignKey: z.boolean(),
  defaultValue: z.string().nullable(),
});
export type DatabaseColumn = z.output<typeof databaseColumnSchema>;

/** many-to-one: this table's column refers to another; one-to-many: another table's column refers to this one. */
export const databaseRelationshipSchema = z.object({
  type: z.enum(["many-to-one", "one-to-many"]),
  fromColumn: z.string(),
  toTable: z.string(),
  toColumn: z.string(),
});
export type DatabaseRelationship = z.output<typeof databaseRelationshipSchema>;

/** Table descriptor: name, displayName, records, description (records: the organization's rows). */
export const databaseTableDescriptorSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  records: count,
  description: z.string(),
});
export type DatabaseTableDescriptor = z.output<typeof databaseTableDescriptorSchema>;

/** Table schema: name, recordCount, columns, relationships. */
export const databaseTableSchemaSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  recordCount: count,
  columns: z.array(databaseColumnSchema),
  relationships: z.array(databaseRelationshipSchema),
});
export type DatabaseTableSchema = z.output<typeof databaseTableSchemaSchema>;

/** Table info: name, recordCount, sampleData (the first `limit` rows, 10 by default). */
export const databaseTableInfoSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  recordCount: count,
  limit: z.number().int(),
  columns: z.array(z.string()),
  sampleData: z.array(z.object({}).catchall(z.unknown())),
});
export type DatabaseTableInfo = z.output<typeof databaseTableInfoSchema>;

export const databaseCapabilitySchema = z.object({
  name: z.string(),
  description: z.string(),
  /** An icon name for the page ('table', 'rows', 'terminal', 'shield'). */
  icon: z.string(),
  /** The tab it opens, or null. */
  tab: z.enum(["schema", "data", "query"]).nullable(),
});

/** GET /api/dev/database: data {type, connection, statistics, health, capabilities} and more. */
export const databaseOverviewSchema = z.object({
  type: z.enum(["PGlite", "PostgreSQL"]),
  /** server_version, e.g. '15.20' or '18.6'. */
  version: z.string(),
  connection: z.object({
    status: z.literal("connected"),
    database: z.string(),
    /** 'embedded' for PGlite; host:port for PostgreSQL (never credentials). */
    host: z.string(),
  }),
  /** The caller's organization's record counts. */
  statistics: z.object({ organizations: count, users: count, equipment: count, workOrders: count }),
  tables: z.array(databaseTableDescriptorSchema),
  health: z.object({ connected: z.boolean(), responseTime: z.number() }),
  capabilities: z.array(databaseCapabilitySchema),
  /** How the Data and Query tabs are confined (docs/decisions/015-developer-tools.md). */
  isolation: z.object({
    role: z.string(),
    readOnly: z.literal(true),
    rowLevelSecurity: z.literal(true),
    maxRows: z.number().int(),
    maxCost: z.number(),
    /** null on PGlite, which cannot interrupt a statement (the cost limit bounds the work there). */
    statementTimeoutMs: z.number().int().nullable(),
  }),
});
export type DatabaseOverview = z.output<typeof databaseOverviewSchema>;

/** GET /api/dev/database?action=schema: data.tables. */
export const databaseSchemaListSchema = z.object({ tables: z.array(databaseTableSchemaSchema) });

/** POST /api/dev/database (safe-query): rows as objects, at most DB_QUERY_MAX_ROWS. */
export const databaseQueryResultSchema = z.object({
  query: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  rows: z.array(z.object({}).catchall(z.unknown())),
  rowCount: count,
  /** True when the query had more rows than maxRows (only the first maxRows are answered). */
  truncated: z.boolean(),
  maxRows: z.number().int(),
  /** Milliseconds, measured on the server. */
  executionTime: z.number(),
  /** The planner's estimate of the work (EXPLAIN), checked against isolation.maxCost before running. */
  estimatedCost: z.number(),
});
export type DatabaseQueryResult = z.output<typeof databaseQueryResultSchema>;
