import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessTokenOn } from "../support/access-token.js";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { callServer, demoFixture, workOrderIdOf, workOrdersTitled } from "./calls.js";
import { type CrashData, prepareCrashData } from "./crash-data.js";

/** Every start of the server answers for this address, so one token serves them all. */
const PUBLIC_URL = "http://crash.example.test";
const PREFIX = "crash-test ";
const ROUNDS = 2;
const WRITERS = 6;
/** Acknowledged writes a round waits for before the kill. */
const ACKED_BEFORE_KILL = 20;

interface WriteRequest {
  key: string;
  body: { title: string; description: string; equipmentId: string };
}
interface Write extends WriteRequest {
  id: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(onEngine("a server killed with SIGKILL under concurrent writes"), () => {
  let data: CrashData;
  let server: ServerProcess | undefined;
  let token: string;
  let machineId: string;
  let organizationId: string;
  beforeAll(async () => {
    data = await prepareCrashData();
    await data.withDatabase(async (db) => {
      const fixture = await demoFixture(db, "SHOP_FOREMAN");
      machineId = fixture.machineId;
      organizationId = fixture.user.organizationId;
      token = await signAccessTokenOn(db, PUBLIC_URL, fixture.user);
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await data?.remove();
  });

  const start = async () => {
    server = await startServerProcess({ ...data.env, PUBLIC_URL, SEED_DEMO: "false" });
    await server.ready();
    return server;
  };

  /** WRITERS loops creating work orders with Idempotency-Keys until the server is killed under them. */
  async function writeUntilKilled(target: ServerProcess, round: number) {
    const acked: Write[] = [];
    const cutOff: WriteRequest[] = [];
    const unexpected: string[] = [];
    let killed = false;
    const writer = async (writerId: number) => {
      for (let i = 0; !killed; i++) {
        const key = `${PREFIX}${round}-${writerId}-${i}`;
        const body = { title: key, description: "Written just before a SIGKILL", equipmentId: machineId };
        try {
          const answer = await callServer(target.url, "POST", "/api/v1/work-orders", {
            token,
            idempotencyKey: key,
            body,
          });
          const id = workOrderIdOf(answer);
          if (answer.status === 201 && id) acked.push({ key, id, body });
          else unexpected.push(`${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
        } catch {
          // The connection died with the server: this write was never acknowledged.
          cutOff.push({ key, body });
          killed = true;
        }
      }
    };
    const writing = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
    const deadline = Date.now() + 60_000;
    while (acked.length < ACKED_BEFORE_KILL && unexpected.length === 0 && Date.now() < deadline)
      await sleep(5);
    // Not in step with the writes: the kill lands anywhere in a request, a transaction or a commit.
    await sleep(Math.random() * 50);
    killed = true;
    await target.kill("SIGKILL");
    await Promise.all(writing);
    return { acked, cutOff, unexpected };
  }

  /** Each acknowledged write, sent again with its key: its first answer, nothing written again. */
  async function expectReplayed(target: ServerProcess, writes: readonly Write[]) {
    for (const write of writes) {
      const answer = await callServer(target.url, "POST", "/api/v1/work-orders", {
        token,
        idempotencyKey: write.key,
        body: write.body,
      });
      expect(answer.status, write.key).toBe(201);
      expect(answer.headers.get("idempotent-replayed"), write.key).toBe("true");
      expect(workOrderIdOf(answer), write.key).toBe(write.id);
    }
  }

  /**
   * The writes the kill cut off, sent again with their keys as a client does: each is applied now (201), or was
   * applied before the kill (its first answer, or 409 IDEMPOTENCY_KEY_APPLIED when that answer was lost), or is
   * still held by the dead request (409 IDEMPOTENCY_IN_PROGRESS, for 2 minutes). Never applied twice.
   */
  async function resendCutOff(target: ServerProcess, requests: readonly WriteRequest[]): Promise<Write[]> {
    const applied: Write[] = [];
    for (const request of requests) {
      const answer = await callServer(target.url, "POST", "/api/v1/work-orders", {
        token,
        idempotencyKey: request.key,
        body: request.body,
      });
      const id = workOrderIdOf(answer);
      if (answer.status === 201 && id) applied.push({ ...request, id });
      else {
        expect(answer.status, request.key).toBe(409);
        expect(["IDEMPOTENCY_KEY_APPLIED", "IDEMPOTENCY_IN_PROGRESS"]).toContain(answer.body?.code);
      }
    }
    return applied;
  }

  it("keeps every acknowledged write exactly once and whole, over two kills and restarts", async () => {
    const acked: Write[] = [];
    let cutOff: WriteRequest[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const running = await start();
      await expectReplayed(running, acked);
      acked.push(...(await resendCutOff(running, cutOff)));
      const result = await writeUntilKilled(running, round);
      expect(result.unexpected).toEqual([]);
      expect(result.acked.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
      acked.push(...result.acked);
      cutOff = result.cutOff;
    }
    const last = await start();
    acked.push(...(await resendCutOff(last, cutOff)));
    await expectReplayed(last, acked);
    // Stopped before the data is read: PGlite's folder is one process's at a time.
    await last.kill("SIGTERM");

    await data.withDatabase(async (db) => {
      const rows = await workOrdersTitled(db, PREFIX);
      // Whole: every work order with its one history line ('Work order created'), in the same transaction.
      expect(rows.filter((row) => Number(row.history) !== 1)).toEqual([]);
      // Once: no request (acknowledged, or cut off by the kill) made two.
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      // Every acknowledged write, with the id it was acknowledged with.
      const idOf = new Map(rows.map((row) => [row.title, row.id]));
      expect(acked.filter((write) => idOf.get(write.key) !== write.id).map((write) => write.key)).toEqual([]);
      // The counters kept by triggers in the same transactions agree with the rows.
      const counts = await db.one<{ total: number; actual: number }>(
        `SELECT c.total, (SELECT count(*) FROM work_orders w WHERE w.organization_id = c.organization_id) AS actual
         FROM work_order_counts c WHERE c.organization_id = $1`,
        [organizationId],
      );
      expect(Number(counts?.total)).toBe(Number(counts?.actual));
      const keys = await db.query<{ status_code: number | null }>(
        "SELECT status_code FROM idempotency_keys WHERE key = ANY($1::text[])",
        [acked.map((write) => write.key)],
      );
      expect(keys.map((key) => key.status_code)).toEqual(acked.map(() => 201));
    });
  }, 240_000);
});
