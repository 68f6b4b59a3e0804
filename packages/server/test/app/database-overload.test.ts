import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/database.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import { createLogger } from "../../src/logger.js";
import { onEngine, testConfig } from "../support/test-app.js";

/**
 * One heavy call cannot hold the pool: PostgreSQL cuts a statement at the statement timeout, and a request
 * that gets no connection in time is answered at once; both are 503 with a code, and logged. (PGlite has no
 * statement timeout and no pool: docs/decisions/013-scale.md.)
 */
describe.runIf(process.env.TEST_DB === "postgres")(onEngine("a database that cannot answer in time"), () => {
  const lines: string[] = [];
  const opened: { app: FastifyInstance; db: Database }[] = [];

  /** An app on its own small pool, with a route that runs a slow statement. */
  async function appWith(options: Parameters<typeof createPostgresDatabase>[1]) {
    const db = createPostgresDatabase(inject("testDatabase").location, options);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      db,
      logger: createLogger({ logLevel: "info" }, sink),
    });
    app.get("/api/v1/test-only/slow", async () => {
      await app.db.query("SELECT pg_sleep(1)");
      return { success: true };
    });
    opened.push({ app, db });
    // Ready (its job queue installed and started) before a test takes the pool's connections away.
    await app.ready();
    return { app, db };
  }

  beforeAll(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    for (const { app, db } of opened) {
      await app.close();
      await db.close();
    }
  });

  it("cuts a statement at the statement timeout: 503 DATABASE_TIMEOUT, logged", async () => {
    const { app } = await appWith({ max: 2, statementTimeoutMs: 100 });
    const response = await app.inject({ method: "GET", url: "/api/v1/test-only/slow" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: "DATABASE_TIMEOUT" });
    expect(response.headers["retry-after"]).toBe("1");
    const logged = lines.join("");
    expect(logged).toContain('"code":"DATABASE_TIMEOUT"');
    expect(logged).toContain("statement timeout");
    // The connection is free again for the next call.
    expect((await app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
  });

  it("answers 503 DATABASE_BUSY when no connection becomes free in time", async () => {
    const { app, db } = await appWith({ max: 1, connectionTimeoutMs: 100, statementTimeoutMs: 5_000 });
    // The only connection is taken (not merely asked for) before the call, and held until it is answered.
    let taken!: () => void;
    let release!: () => void;
    const connectionTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = db.transaction(async (tx) => {
      await tx.query("SELECT 1");
      taken();
      await released;
    });
    await connectionTaken;
    const response = await app.inject({ method: "GET", url: "/api/v1/test-only/slow" });
    release();
    await holding;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: "DATABASE_BUSY" });
    expect(lines.join("")).toContain('"code":"DATABASE_BUSY"');
  });
});
