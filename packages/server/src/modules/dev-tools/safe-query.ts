import { type DatabaseQueryResult, DB_QUERY_MAX_ROWS } from "@mnx/domain";
import type { ArrayResult, Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { asReader } from "./database-reader.js";
import { GRANTED_TABLES } from "./exposed-tables.js";
import { queryError } from "./query-errors.js";
import { type PlanNode, planBound } from "./query-plan-bound.js";
import { assertReaderSafe } from "./reader-safety.js";
import { rowsAsObjects, uniqueColumnNames } from "./sql-values.js";

export interface QueryLimits {
  statementTimeoutMs: number;
  maxCost: number;
}

const CURSOR = "mnx_dev_tools_query";
/**
 * The user's text only ever follows this prefix, and nothing follows it: the grammar of DECLARE ... CURSOR FOR
 * accepts a SELECT, VALUES or TABLE query and nothing else (no INSERT/UPDATE/DELETE, no data-modifying WITH,
 * no SET ROLE, COPY or DDL), and the extended protocol refuses a second statement.
 */
const DECLARE = `DECLARE ${CURSOR} NO SCROLL CURSOR FOR `;
const EXPLAIN = `EXPLAIN (FORMAT JSON) ${DECLARE}`;

async function run(tx: Database, sql: string, prefixLength: number, timeoutMs: number): Promise<ArrayResult> {
  try {
    return await tx.queryArrays(sql);
  } catch (error) {
    throw queryError(error, prefixLength, timeoutMs);
  }
}

/** Refuses what the planner cannot bound or estimates above the limit, before anything runs. */
function assertBounded(explained: ArrayResult, maxCost: number): number {
  const document = explained.rows[0]?.[0] as [{ Plan: PlanNode }] | undefined;
  const plan = document?.[0]?.Plan;
  if (!plan) throw new Error("EXPLAIN answered no plan");
  const bound = planBound(plan, DB_QUERY_MAX_ROWS + 1);
  if (bound.unbounded.length) {
    throw new AppError(
      "QUERY_TOO_EXPENSIVE",
      `This query cannot be bounded before it runs: ${bound.unbounded.join("; ")} are not allowed here.`,
    );
  }
  if (bound.cost > maxCost) {
    throw new AppError(
      "QUERY_TOO_EXPENSIVE",
      `This query would do too much work (estimated cost ${Math.round(bound.cost)}, limit ${maxCost}). ` +
        "Narrow it with WHERE or LIMIT.",
    );
  }
  return Math.round(bound.cost * 100) / 100;
}

/**
 * The cost limit trusts the planner, and the planner needs statistics: without them it guesses that the
 * row-level policy keeps 0.5% of a table, and a cross join looks free. PGlite never analyzes on its own
 * (no autovacuum, and no activity counters to tell how much changed), so a granted table is analyzed first,
 * as the server, when it never was (reltuples < 0) or when it has grown past twice the pages its statistics
 * saw (a table analyzed empty by a migration and filled since would otherwise look empty).
 */
async function ensureStatistics(db: Database): Promise<void> {
  const missing = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY ($1::text[])
       AND (c.reltuples < 0
            OR pg_relation_size(c.oid) / current_setting('block_size')::int > 2 * c.relpages + 8)`,
    [GRANTED_TABLES.map((table) => table.name)],
  );
  // Names come from GRANTED_TABLES, never from a request.
  for (const { name } of missing) await db.query(`ANALYZE "${name}"`);
}

async function typeNames(tx: Database, fields: ArrayResult["fields"]): Promise<Map<number, string>> {
  const ids = [...new Set(fields.map((field) => field.typeId))];
  const rows = await tx.query<{ oid: number; name: string }>(
    "SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY ($1::oid[])",
    [ids],
  );
  return new Map(rows.map((row) => [row.oid, row.name]));
}

/**
 * POST /api/dev/database {action: 'safe-query'}: one read-only query over the caller's organization
 * (DECISIONS.md 'Developer tools'). As the reader, in a rolled-back READ ONLY transaction: EXPLAIN first
 * (cost limit, no unbounded constructs), then a cursor, of which at most DB_QUERY_MAX_ROWS + 1 rows are
 * fetched (the extra one only says the answer was cut).
 */
export async function runSafeQuery(
  db: Database,
  organizationId: string,
  query: string,
  limits: QueryLimits,
): Promise<DatabaseQueryResult> {
  await assertReaderSafe(db, true);
  await ensureStatistics(db);
  const started = performance.now();
  const timeout = limits.statementTimeoutMs;
  return asReader(db, organizationId, timeout, async (tx) => {
    const estimatedCost = assertBounded(
      await run(tx, EXPLAIN + query, EXPLAIN.length, timeout),
      limits.maxCost,
    );
    await run(tx, DECLARE + query, DECLARE.length, timeout);
    const fetched = await run(tx, `FETCH ${DB_QUERY_MAX_ROWS + 1} FROM ${CURSOR}`, 0, timeout);
    const executionTime = Math.round((performance.now() - started) * 10) / 10;
    const types = await typeNames(tx, fetched.fields);
    const rows = fetched.rows.slice(0, DB_QUERY_MAX_ROWS);
    const names = fetched.fields.map((field) => field.name);
    const keys = uniqueColumnNames(names);
    return {
      query,
      columns: fetched.fields.map((field, index) => ({
        name: keys[index] ?? field.name,
        type: types.get(field.typeId) ?? "unknown",
      })),
      rows: rowsAsObjects(names, rows),
      rowCount: rows.length,
      truncated: fetched.rows.length > DB_QUERY_MAX_ROWS,
      maxRows: DB_QUERY_MAX_ROWS,
      executionTime,
      estimatedCost,
    };
  });
}
