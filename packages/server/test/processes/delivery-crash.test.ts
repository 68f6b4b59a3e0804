import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOBS } from "../../src/jobs/job-names.js";
import { signAccessTokenOn } from "../support/access-token.js";
import { createScratchDatabase } from "../support/scratch-database.js";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { callServer, demoFixture, workOrderIdOf } from "./calls.js";

const PUBLIC_URL = "http://delivery-crash.example.test";
/** How soon a job taken by a dead process runs again (JOB_RESCUE_SECONDS; 60 by default). */
const RESCUE_SECONDS = "4";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(100);
  }
}

/**
 * docs/decisions/035: a server killed in the middle of a delivery job (SIGKILL while the job's transaction
 * waits inside the notifications table) writes nothing; the job, still marked as taken by the dead process,
 * is taken again after the rescue time by the next server, and the mechanic is told once.
 */
describe.runIf(process.env.TEST_DB === "postgres")(onEngine("a delivery job whose server is killed"), () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  const env = () => ({
    DATABASE_URL: scratch.url ?? "",
    PUBLIC_URL,
    SEED_DEMO: "true",
    JOB_RESCUE_SECONDS: RESCUE_SECONDS,
  });
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    first = await startServerProcess(env());
    await first.ready();
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.kill("SIGKILL"), second?.kill("SIGTERM")]);
    await scratch?.drop();
  });

  it("runs once after a restart: nothing half-written, the mechanic told once", async () => {
    const server = first as ServerProcess;
    const foreman = await demoFixture(scratch.db, "SHOP_FOREMAN");
    const { user: mechanic } = await demoFixture(scratch.db, "MECHANIC");
    const token = await signAccessTokenOn(scratch.db, PUBLIC_URL, foreman.user);

    // The delivery will wait inside its transaction: nobody may write notifications until the lock goes.
    const blocker = scratch.open();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = blocker.transaction(async (tx) => {
      await tx.query("LOCK TABLE notifications IN SHARE MODE");
      locked();
      await released;
    });
    await isLocked;

    const answer = await callServer(server.url, "POST", "/api/v1/work-orders", {
      token,
      body: {
        title: "Told once",
        description: "Assigned just before the crash",
        equipmentId: foreman.machineId,
        mechanicId: mechanic.id,
      },
    });
    expect(answer.status).toBe(201);
    const orderId = workOrderIdOf(answer);
    const event = await scratch.db.one<{ id: number }>(
      "SELECT id FROM events WHERE subject_id = $1 AND kind = 'WORK_ORDER_ASSIGNED'",
      [orderId],
    );
    const jobOf = () =>
      scratch.db.one<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM (
           SELECT state, retry_count, data FROM pgboss.job WHERE name = $1
           UNION ALL SELECT state, retry_count, data FROM pgboss.archive WHERE name = $1) j
         WHERE (data->>'eventId')::bigint = $2`,
        [JOBS.deliverEvent, event?.id],
      );
    // Taken by the first server, and its statement waiting on the lock.
    await waitFor("the delivery job", jobOf, (job) => job?.state === "active");
    await waitFor(
      "a statement waiting on the notifications table",
      () =>
        scratch.db.one<{ n: number }>(
          `SELECT count(*) AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
           WHERE c.relname = 'notifications' AND NOT l.granted`,
        ),
      (row) => Number(row?.n) > 0,
    );

    await server.kill("SIGKILL");
    release();
    await holding;
    const toldOf = () =>
      scratch.db.one<{ n: number }>(
        "SELECT count(*) AS n FROM notifications WHERE event_id = $1 AND user_id = $2",
        [event?.id, mechanic.id],
      );
    // The dead server's transaction never committed: nothing was written, and the job is still 'taken'.
    await sleep(1_000);
    expect(Number((await toldOf())?.n)).toBe(0);
    expect((await jobOf())?.state).toBe("active");

    const restartedAt = Date.now();
    second = await startServerProcess(env());
    await second.ready();
    await waitFor("the mechanic's notification", toldOf, (row) => Number(row?.n) > 0);
    const after = Date.now() - restartedAt;
    // Given time to run twice, it still told the mechanic once, and the job ran once more.
    await sleep(3_000);
    expect(Number((await toldOf())?.n)).toBe(1);
    expect(await jobOf()).toMatchObject({ state: "completed", retry_count: 1 });
    console.log(`delivered ${after} ms after the restart (rescue time ${RESCUE_SECONDS} s)`);
  });
});
