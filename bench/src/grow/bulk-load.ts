import type { Queryable } from "./grow-organization.js";

/**
 * Bulk-loading practice: the tables' secondary indexes are dropped for the load and built again from their
 * own definitions afterwards, which is many times faster than maintaining them row by row (three of them are
 * trigram indexes over free text). Unique indexes stay: the load relies on them. The result is the same
 * schema the migrations made.
 */
export async function withSecondaryIndexesRebuilt<T>(
  db: Queryable,
  tables: readonly string[],
  load: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
       AND NOT i.indisunique AND NOT i.indisprimary`,
    [tables],
  );
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`);
  try {
    return await load();
  } finally {
    // Also when the load failed: a kept database keeps its schema.
    const started = performance.now();
    for (const index of indexes) await db.query(index.definition);
    log(`  ${indexes.length} indexes built again in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}
