import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import type { Database } from "../../src/db/database.js";
import { pgliteOptions, wrapPglite } from "../../src/db/pglite.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";

let current: Promise<Database> | undefined;

/**
 * The test file's database, opened on first use and shared by every app the file builds: the run's
 * PostgreSQL database, or a PGlite instance loaded from the run's snapshot (so each file starts from the
 * seeded state). close-database-after-file.ts closes it.
 */
export function testDatabase(): Promise<Database> {
  if (!current) {
    const prepared = inject("testDatabase");
    current =
      prepared.kind === "postgres"
        ? Promise.resolve(createPostgresDatabase(prepared.location, { max: 5 }))
        : PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([readFileSync(prepared.location)]) }).then(
            wrapPglite,
          );
  }
  return current;
}

/**
 * On PostgreSQL every file shares the run's database and its job queue: a file's jobs still waiting (events
 * it recorded last, a retry's next try) would be worked by the next file's app first and hold up its own
 * deliveries past the tests' waits. Each file leaves the queue as it found it.
 */
async function dropUnfinishedJobs(db: Database): Promise<void> {
  const [queue] = await db.query<{ ready: boolean }>("SELECT to_regclass('pgboss.job') IS NOT NULL AS ready");
  if (queue?.ready) await db.query("DELETE FROM pgboss.job WHERE state IN ('created', 'retry', 'active')");
}

export async function closeTestDatabase(): Promise<void> {
  const open = current;
  current = undefined;
  if (!open) return;
  const db = await open;
  if (inject("testDatabase").kind === "postgres") await dropUnfinishedJobs(db);
  await db.close();
}
