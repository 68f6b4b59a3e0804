import type { Database } from "./database.js";

/** PostgreSQL accepts at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

export type Row = Record<string, unknown>;

/**
 * Inserts rows with multi-row INSERT statements (one round trip per ~60,000 values). Every row must have
 * the same keys, which are trusted column names (never user input); undefined becomes NULL.
 */
export async function insertRows(db: Database, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const slots = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${slots.join(", ")})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")}`, params);
  }
}
