import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import { signAccessTokenOn } from "../support/access-token.js";
import {
  databaseUrlOf,
  type PrivatePostgres,
  privatePostgresAvailable,
  startPrivatePostgres,
  startStreamingReplica,
} from "../support/private-postgres.js";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { callServer, demoFixture } from "./calls.js";

const PUBLIC_URL = "http://fleet.example.test";
/** The replica applies every change this long after the primary: a read it answers misses newer writes. */
const APPLY_DELAY_MS = 1_500;

/** The work orders a list call answered. */
const listed = (answer: { body?: { data?: unknown } }) =>
  (answer.body?.data as { workOrders?: unknown[] } | undefined)?.workOrders ?? [];

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A server with DATABASE_READ_URL on a real streaming replica (pg_basebackup -R) that applies changes 1.5 s late
 * (docs/decisions/045): lists are read from it, a person's own write is seen at once (their reads go to the
 * primary until the replica has replayed it), and a stopped replica changes nothing but /health.
 */
describe.runIf(process.env.TEST_DB === "postgres" && privatePostgresAvailable())(
  onEngine("a read replica"),
  () => {
    let primary: PrivatePostgres;
    let replica: PrivatePostgres;
    let server: ServerProcess;
    let db: Database;
    let replicaDb: Database;

    beforeAll(async () => {
      primary = await startPrivatePostgres();
      const admin = createPostgresDatabase(primary.url, { max: 1, searchPoolSize: 0 });
      await admin.exec("CREATE DATABASE mnx");
      await admin.close();
      replica = await startStreamingReplica(primary.url, { applyDelayMs: APPLY_DELAY_MS });
      db = createPostgresDatabase(databaseUrlOf(primary, "mnx"), { max: 2, searchPoolSize: 0 });
      replicaDb = createPostgresDatabase(databaseUrlOf(replica, "mnx"), { max: 1, searchPoolSize: 0 });
      server = await startServerProcess({
        DATABASE_URL: databaseUrlOf(primary, "mnx"),
        DATABASE_READ_URL: databaseUrlOf(replica, "mnx"),
        PUBLIC_URL,
        SEED_DEMO: "true",
      });
      await server.ready();
    }, 240_000);
    afterAll(async () => {
      await server?.kill("SIGTERM");
      await db?.close();
      await replicaDb?.close();
      await replica?.destroy();
      await primary?.destroy();
    });

    const health = async () =>
      (await callServer(server.url, "GET", "/api/v1/health")).body as {
        data?: { replica?: { status: string; lagMs: number | null } };
      };

    it("lists come from the replica; a person's own write is in their next read at once, not yet in another's", async () => {
      await eventually(health, (answer) => answer.data?.replica?.status === "ok");
      const manager = await demoFixture(db, "FLEET_MANAGER");
      const foreman = await demoFixture(db, "SHOP_FOREMAN");
      const managerToken = await signAccessTokenOn(db, PUBLIC_URL, manager.user);
      const foremanToken = await signAccessTokenOn(db, PUBLIC_URL, foreman.user);
      // Both sessions have reached the replica (the foreman's reads are checked there).
      await new Promise((resolve) => setTimeout(resolve, APPLY_DELAY_MS + 1_000));

      for (let round = 0; round < 5; round++) {
        const title = `replica-read-${round}-${Date.now()}`;
        const written = await callServer(server.url, "POST", "/api/v1/work-orders", {
          token: managerToken,
          idempotencyKey: title,
          body: { title, description: "Read your writes", equipmentId: manager.machineId },
        });
        expect(written.status, JSON.stringify(written.body)).toBe(201);
        const search = `/api/v1/work-orders?search=${title}`;
        const mine = await callServer(server.url, "GET", search, { token: managerToken });
        expect(mine.body?.data, "the writer sees their write at once").toMatchObject({
          workOrders: [{ title }],
        });
        // Another person's list is the replica's: 1.5 s behind, it has not applied the write yet.
        const theirs = await callServer(server.url, "GET", search, { token: foremanToken });
        expect(theirs.status).toBe(200);
        expect(listed(theirs)).toEqual([]);
        await eventually(
          () => callServer(server.url, "GET", search, { token: foremanToken }),
          (answer) => listed(answer).length === 1,
          10_000,
        );
      }
      // The replica's own statistics show the reads it answered.
      const scans = await replicaDb.one<{ scans: number }>(
        `SELECT (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int AS scans
         FROM pg_stat_user_tables WHERE relname = 'work_orders'`,
      );
      expect(scans?.scans).toBeGreaterThan(0);
    }, 120_000);

    it("a stopped replica changes nothing a person sees but /health; started again, it is used again", async () => {
      const manager = await demoFixture(db, "FLEET_MANAGER");
      const token = await signAccessTokenOn(db, PUBLIC_URL, manager.user);
      await replica.stop();
      await eventually(health, (answer) => answer.data?.replica?.status === "down");
      const title = `replica-down-${Date.now()}`;
      const written = await callServer(server.url, "POST", "/api/v1/work-orders", {
        token,
        idempotencyKey: title,
        body: { title, description: "Replica stopped", equipmentId: manager.machineId },
      });
      expect(written.status).toBe(201);
      for (const path of [
        `/api/v1/work-orders?search=${title}`,
        "/api/v1/work-orders/stats",
        "/api/v1/reports",
      ]) {
        const answer = await callServer(server.url, "GET", path, { token });
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      await replica.start();
      await eventually(health, (answer) => answer.data?.replica?.status === "ok", 60_000);
    }, 120_000);
  },
);
