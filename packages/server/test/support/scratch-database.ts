import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import type { Database } from "../../src/db/database.js";
import { pgliteOptions, wrapPglite } from "../../src/db/pglite.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import { adminDatabaseUrl } from "./test-database-kind.js";

/**
 * An EMPTY database of the run's engine (no migrations), dropped by `drop()`: a throw-away PostgreSQL
 * database, or a new in-memory PGlite instance. For migration tests only; it is slow on PGlite (~4 s).
 */
export async function createScratchDatabase(): Promise<{
  db: Database;
  open: () => Database;
  /** PostgreSQL: its connection string, for a server started in another process. */
  url?: string;
  drop: () => Promise<void>;
}> {
  if (inject("testDatabase").kind === "pglite") {
    const db = await wrapPglite(await PGlite.create(pgliteOptions));
    return { db, open: () => db, drop: () => db.close() };
  }
  const name = `mnx_scratch_${randomBytes(5).toString("hex")}`;
  const admin = createPostgresDatabase(adminDatabaseUrl(), { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = () => {
    const db = createPostgresDatabase(url.href, { max: 2 });
    opened.push(db);
    return db;
  };
  const db = open();
  return {
    db,
    open,
    url: url.href,
    drop: async () => {
      for (const each of opened) await each.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
