import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessTokenOn } from "../support/access-token.js";
import { openLiveStream } from "../support/live-stream.js";
import { createScratchDatabase } from "../support/scratch-database.js";
import { type ServerProcess, startServerProcess } from "../support/server-process.js";
import { onEngine } from "../support/test-app.js";
import { callServer, demoFixture, workOrderIdOf } from "./calls.js";

/** The address the servers answer for, as behind a load balancer (PUBLIC_URL); nothing listens there. */
const PUBLIC_URL = "http://fleet.example.test";
const ORDERS = 20;

/**
 * docs/decisions/035: server A runs the job queue's workers in process; server B does not
 * (JOBS_IN_SERVER=false) and a worker process W runs them beside A. A browser's live stream on B sees a
 * change written through A within 2 s (PostgreSQL's LISTEN/NOTIFY), and each event is delivered once
 * although two queue workers (A and W) take jobs from one queue.
 */
describe.runIf(process.env.TEST_DB === "postgres")(
  onEngine("live screens and delivery across server processes"),
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let a: ServerProcess;
    let b: ServerProcess;
    let w: ServerProcess;
    beforeAll(async () => {
      scratch = await createScratchDatabase();
      const env = { DATABASE_URL: scratch.url ?? "", PUBLIC_URL, SEED_DEMO: "true", LOG_LEVEL: "info" };
      a = await startServerProcess(env);
      await a.ready();
      [b, w] = await Promise.all([
        startServerProcess({ ...env, JOBS_IN_SERVER: "false" }),
        startServerProcess({ ...env, JOBS_IN_SERVER: "false" }, "src/worker.ts"),
      ]);
      await Promise.all([b.ready(), w.ready()]);
    }, 180_000);
    afterAll(async () => {
      await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM"), w?.kill("SIGTERM")]);
      await scratch?.drop();
    });

    it("a change through A reaches a live stream on B within 2 s; every event is delivered once", async () => {
      const foreman = await demoFixture(scratch.db, "SHOP_FOREMAN");
      const { user: mechanic } = await demoFixture(scratch.db, "MECHANIC");
      const foremanToken = await signAccessTokenOn(scratch.db, PUBLIC_URL, foreman.user);
      const mechanicToken = await signAccessTokenOn(scratch.db, PUBLIC_URL, mechanic);
      const stream = await openLiveStream(b.url, mechanicToken);
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === "ready");

      const started = Date.now();
      const first = await callServer(a.url, "POST", "/api/v1/work-orders", {
        token: foremanToken,
        body: {
          title: "Live 0",
          description: "Across servers",
          equipmentId: foreman.machineId,
          mechanicId: mechanic.id,
        },
      });
      expect(first.status).toBe(201);
      const change = await stream.next((event) => event.event === "change", 2_000);
      const elapsed = Date.now() - started;
      expect(change.data).toEqual({ kind: "WORK_ORDER_ASSIGNED", topics: ["work-orders"] });
      expect(elapsed).toBeLessThan(2_000);
      // The bell: the delivery job ran (on A or W) and B's stream says so.
      await stream.next((event) => event.event === "notifications", 5_000);
      const bellAt = Date.now() - started;

      const more = await Promise.all(
        Array.from({ length: ORDERS - 1 }, (_, index) =>
          callServer(a.url, "POST", "/api/v1/work-orders", {
            token: foremanToken,
            body: {
              title: `Live ${index + 1}`,
              description: "Across servers",
              equipmentId: foreman.machineId,
              mechanicId: mechanic.id,
            },
          }),
        ),
      );
      const ids = [workOrderIdOf(first), ...more.map(workOrderIdOf)];
      expect(ids.every(Boolean)).toBe(true);
      const deadline = Date.now() + 20_000;
      let told = 0;
      while (Date.now() < deadline) {
        told = Number(
          (
            await scratch.db.one<{ n: number }>(
              `SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND subject_id = ANY($2::uuid[])`,
              [mechanic.id, ids],
            )
          )?.n,
        );
        if (told >= ORDERS) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(told).toBe(ORDERS);
      // Each event: one delivery job, taken once (never retried), one notification.
      const jobs = await scratch.db.query<{ state: string; retry_count: number; jobs: number }>(
        `SELECT j.state, j.retry_count, count(*) OVER (PARTITION BY j.data->>'eventId') AS jobs
         FROM (SELECT name, state, retry_count, data FROM pgboss.job UNION ALL
               SELECT name, state, retry_count, data FROM pgboss.archive) j
         JOIN events e ON e.id = (j.data->>'eventId')::bigint
         WHERE j.name = 'deliver-event' AND e.subject_id = ANY($1::uuid[])`,
        [ids],
      );
      expect(jobs).toHaveLength(ORDERS);
      expect(
        jobs.every((job) => job.state === "completed" && job.retry_count === 0 && Number(job.jobs) === 1),
      ).toBe(true);
      const changes = stream.events.filter((event) => event.event === "change").length;
      expect(changes).toBeGreaterThanOrEqual(ORDERS);
      console.log(
        `live change on B after ${elapsed} ms; bell after ${bellAt} ms; ${changes} changes streamed`,
      );
      stream.close();
    });
  },
);
