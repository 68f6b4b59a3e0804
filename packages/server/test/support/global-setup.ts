import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import type { Database } from "../../src/db/database.js";
import { migrate } from "../../src/db/migrate.js";
import { pgliteOptions, wrapPglite } from "../../src/db/pglite.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import { seedDemo } from "../../src/db/seed.js";
import { installJobQueue } from "../../src/jobs/job-queue.js";
import { adminDatabaseUrl, type PreparedTestDatabase, testDatabaseKind } from "./test-database-kind.js";

async function prepare(db: Database) {
  await migrate(db);
  await installJobQueue(db);
  await seedDemo(db);
}

/**
 * Once per run: a fresh database, migrated and seeded. PostgreSQL: CREATE DATABASE mnx_test_<random>,
 * dropped at the end. PGlite: an in-memory instance whose data folder is dumped once; every test file
 * loads that snapshot (about a second) instead of initialising and seeding a new one (about five).
 */
export default async function setup(project: TestProject) {
  const kind = testDatabaseKind();
  const started = performance.now();
  const run = `mnx_test_${randomBytes(5).toString("hex")}`;
  let prepared: PreparedTestDatabase;
  let teardown: () => Promise<void>;
  if (kind === "postgres") {
    const admin = createPostgresDatabase(adminDatabaseUrl(), { max: 1 });
    await admin.exec(`CREATE DATABASE ${run}`);
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${run}`;
    const db = createPostgresDatabase(url.href, { max: 2 });
    await prepare(db).finally(() => db.close());
    prepared = { kind, location: url.href };
    teardown = async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    const pg = await PGlite.create(pgliteOptions);
    await prepare(await wrapPglite(pg));
    const snapshot = join(tmpdir(), `${run}.tar.gz`);
    writeFileSync(snapshot, Buffer.from(await (await pg.dumpDataDir("gzip")).arrayBuffer()));
    await pg.close();
    prepared = { kind, location: snapshot };
    teardown = async () => rmSync(snapshot, { force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n[${kind}] test database ready in ${seconds} s (${kind === "postgres" ? run : "PGlite snapshot"})\n`,
  );
  project.provide("testDatabase", prepared);
  return teardown;
}
