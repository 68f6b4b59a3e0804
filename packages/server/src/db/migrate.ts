import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.js";

/** src/db/migrations under tsx/vitest; dist/db/migrations after the build (scripts/copy-migrations.mjs). */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Any constant shared by every server: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 7_240_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file.replace(/\.sql$/, ""),
      sql: readFileSync(`${dir}/${file}`, "utf8"),
    }));
}

/**
 * Applies the pending migrations in order, each in its own transaction that first takes an advisory lock,
 * so two servers starting together apply each file exactly once. Answers the names applied now.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
      // Building an index on a large table takes longer than any request may.
      await tx.exec("SET LOCAL statement_timeout = 0");
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = await tx.one("SELECT 1 FROM schema_migrations WHERE version = $1", [migration.version]);
      if (done) return false;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return applied;
}
