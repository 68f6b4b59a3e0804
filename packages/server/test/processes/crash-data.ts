import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import type { Database } from "../../src/db/database.js";
import { migrate } from "../../src/db/migrate.js";
import { createPgliteDatabase, pgliteOptions, wrapPglite } from "../../src/db/pglite.js";
import { seedDemo } from "../../src/db/seed.js";
import { createScratchDatabase } from "../support/scratch-database.js";

export interface CrashData {
  /** DATA_DIR or DATABASE_URL for the server process. */
  env: Record<string, string>;
  /**
   * Runs `use` on the data. PGlite: only while no server has the folder open (one process at a time);
   * PostgreSQL: any time.
   */
  withDatabase: <T>(use: (db: Database) => Promise<T>) => Promise<T>;
  remove: () => Promise<void>;
}

/**
 * The seeded demo data where a server process keeps it, on the run's engine: a PGlite data folder (made from
 * the run's snapshot), or a new PostgreSQL database (migrated and seeded here).
 */
export async function prepareCrashData(): Promise<CrashData> {
  const prepared = inject("testDatabase");
  if (prepared.kind === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "mnx-crash-"));
    const loaded = await PGlite.create(join(dataDir, "pglite"), {
      ...pgliteOptions,
      loadDataDir: new Blob([readFileSync(prepared.location)]),
    });
    await (await wrapPglite(loaded)).close();
    return {
      env: { DATA_DIR: dataDir },
      withDatabase: async (use) => {
        const db = await createPgliteDatabase(dataDir);
        try {
          return await use(db);
        } finally {
          await db.close();
        }
      },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase();
  await migrate(scratch.db);
  await seedDemo(scratch.db);
  return {
    env: { DATABASE_URL: scratch.url ?? "" },
    withDatabase: (use) => use(scratch.db),
    remove: scratch.drop,
  };
}
