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

export async function closeTestDatabase(): Promise<void> {
  const open = current;
  current = undefined;
  if (open) await (await open).close();
}
