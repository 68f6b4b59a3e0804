import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/database.js";
import { migrate } from "../../src/db/migrate.js";
import { createPostgresDatabase, type PostgresOptions } from "../../src/db/postgres.js";
import { seedDemo } from "../../src/db/seed.js";
import { createScratchDatabase } from "../support/scratch-database.js";
import { createTestApp, onEngine, testConfig } from "../support/test-app.js";
import { apiClient } from "./fixtures.js";

/**
 * One person's heavy searches never make the others' calls answer 503 (docs/decisions/029-worst-case-lists.md):
 * searches run on their own small pool with a shorter statement timeout. Shown on a database of its own whose
 * work_orders table is made slow (another session holds an exclusive lock on it, so every search waits):
 * twelve searches at once beside ten ordinary calls. With the searches' pool the ordinary calls all answer
 * 200; with searches on the main pool (SEARCH_POOL_SIZE=0, as before) they wait for it and answer 503.
 */
describe.runIf(process.env.TEST_DB === "postgres")(onEngine("a slow search beside ordinary calls"), () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const opened: { app: FastifyInstance; db: Database }[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    await migrate(scratch.db);
    await seedDemo(scratch.db);
  }, 120_000);
  afterAll(async () => {
    for (const { app, db } of opened) {
      await app.close();
      await db.close();
    }
    await scratch.drop();
  });

  async function appWith(options: PostgresOptions) {
    const db = createPostgresDatabase(scratch.url ?? "", options);
    const app = await buildApp({ config: testConfig(), db, logger: pino({ level: "silent" }) });
    opened.push({ app, db });
    return app;
  }

  /** Twelve searches and ten ordinary calls at once while work_orders is locked; answers their statuses. */
  async function searchesBesideOrdinaryCalls(app: FastifyInstance) {
    const call = apiClient(app);
    // Signed in (and the session cached) before the table is made slow.
    expect((await call("FLEET_MANAGER", "GET", "/api/v1/users?limit=5")).statusCode).toBe(200);
    let locked!: () => void;
    let unlock!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    const holder = scratch.db.transaction(async (tx) => {
      await tx.exec("LOCK TABLE work_orders IN ACCESS EXCLUSIVE MODE");
      locked();
      await unlocked;
    });
    await isLocked;
    try {
      const searches = Array.from({ length: 12 }, (_, i) =>
        call("FLEET_MANAGER", "GET", `/api/v1/work-orders?search=hydraulic${i}&priority=HIGH`),
      );
      // The ordinary calls start once the searches are waiting on the table.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const ordinary = await Promise.all(
        Array.from({ length: 10 }, () => call("FLEET_MANAGER", "GET", "/api/v1/users?limit=20")),
      );
      // The table stays slow until every search has answered.
      const searched = await Promise.all(searches);
      return {
        ordinary: ordinary.map((response) => response.statusCode),
        searches: searched.map((response) => `${response.statusCode} ${response.json().code}`),
      };
    } finally {
      unlock();
      await holder;
    }
  }

  const pools = { max: 2, connectionTimeoutMs: 400, statementTimeoutMs: 1_500 };

  it("with the searches' own pool, the ordinary calls answer 200 and the searches 503 on their own budget", async () => {
    const app = await appWith({ ...pools, searchPoolSize: 1, searchStatementTimeoutMs: 1_000 });
    const { ordinary, searches } = await searchesBesideOrdinaryCalls(app);
    expect(ordinary).toEqual(Array(10).fill(200));
    // The search holding the searches' connection is cut at 1 s; the others found it busy.
    expect(searches.filter((answer) => answer === "503 DATABASE_TIMEOUT")).toHaveLength(1);
    expect(searches.filter((answer) => answer === "503 DATABASE_BUSY")).toHaveLength(11);
  });

  it("with searches on the main pool (SEARCH_POOL_SIZE=0), the same searches starve the ordinary calls", async () => {
    const app = await appWith({ ...pools, searchPoolSize: 0 });
    const { ordinary } = await searchesBesideOrdinaryCalls(app);
    expect(ordinary.filter((status) => status === 503).length).toBeGreaterThan(0);
  });
});

/** PGlite answers one statement at a time in-process: no pool, no timeout; searches run on the database itself. */
describe.runIf(process.env.TEST_DB !== "postgres")(onEngine("the searches' database"), () => {
  it("is the database itself", async () => {
    const t = await createTestApp();
    try {
      expect(t.app.db.searches).toBe(t.app.db);
    } finally {
      await t.close();
    }
  });
});
