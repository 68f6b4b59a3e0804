import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, PoolTimeoutError } from "../../src/db/database.js";
import { JobQueue, sendJobs } from "../../src/jobs/job-queue.js";
import { onEngine } from "../support/test-app.js";
import { testDatabase } from "../support/test-database.js";

/**
 * pg-boss records a finished job (completed, or failed to retry) without awaiting the statement: when the
 * database cannot answer it (no free connection under overload), that must not become an unhandled
 * rejection, which ends a Node process. It is reported, and the job stays active, to run again later.
 */
describe(onEngine("a finished job whose recording fails"), () => {
  const queues: JobQueue[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1_000);
  });

  it("is reported to onError and the job stays active; no unhandled rejection", async () => {
    const db = await testDatabase();
    const isCompletion = (sql: string) => /SET completed_on = now\(\),\s+state = 'completed'/.test(sql);
    // The app's database, except that the statement recording a completion finds no free connection.
    const refusing: Database = Object.create(db, {
      query: {
        value: <T>(sql: string, params?: unknown[]) =>
          isCompletion(sql) ? Promise.reject(new PoolTimeoutError()) : db.query<T>(sql, params),
      },
    });
    const name = `test-recording-${randomUUID()}`;
    const handled: string[] = [];
    const errors: unknown[] = [];
    const queue = new JobQueue(
      refusing,
      [
        {
          name,
          settings: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false },
          handle: async (jobs) => {
            handled.push(...jobs.map((job) => job.id));
          },
        },
      ],
      { work: true, pollingIntervalSeconds: 0.5, rescueSeconds: 600, onError: (error) => errors.push(error) },
    );
    queues.push(queue);
    await queue.start();
    const id = randomUUID();
    await db.transaction((tx) => sendJobs(tx, [{ name, data: {}, id }]));
    queue.wake(name);

    await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(handled).toEqual([id]);
    expect(errors[0]).toBeInstanceOf(PoolTimeoutError);
    expect((await queue.getJob(name, id))?.state).toBe("active");
  });
});
