import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { type JobDefinition, sendJobs } from "../../jobs/job-queue.js";
import { POLL_STALE_MINUTES, pollConnection } from "./telematics-poll.js";
import { claimDueConnections } from "./telematics-repository.js";

/** The most connections the schedule sends polls for in one minute (the rest wait for the next minute). */
const CLAIM_LIMIT = 200;

export interface PollJob {
  connectionId: string;
}

export const pollJob = (connectionId: string) => ({
  name: JOBS.pollTelematics,
  data: { connectionId } satisfies PollJob,
});

/**
 * Every minute, one server (pg-boss's schedule) claims the connections whose time has come, moving each to its
 * next time in the same statement, and sends a poll job for each in that transaction: a connection is claimed
 * once whatever the number of servers, and its poll job is taken by one worker.
 */
export async function schedulePolls(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueConnections(tx, CLAIM_LIMIT, POLL_STALE_MINUTES);
    await sendJobs(
      tx,
      due.map((row) => pollJob(row.id)),
    );
    return due.length;
  });
}

/** The telematics jobs: the minute's schedule and the polls (docs/decisions/044). */
export function telematicsJobs(db: Database, config: Config): JobDefinition<never>[] {
  const schedule: JobDefinition<object> = {
    name: JOBS.scheduleTelematicsPolls,
    settings: { retryLimit: 1, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 120 },
    cron: "* * * * *",
    handle: async () => {
      await schedulePolls(db);
    },
  };
  const poll: JobDefinition<PollJob> = {
    name: JOBS.pollTelematics,
    // A provider's failure is the poll's own outcome (written on the connection, the next poll backing off);
    // the queue's retries are for this process's faults. A poll of a large snapshot may take minutes.
    settings: { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 900 },
    batchSize: 4,
    handle: async (jobs) => {
      const polled = await Promise.allSettled(
        jobs.map((job) =>
          pollConnection(db, job.data.connectionId, { allowedHosts: config.webhooks.allowedHosts }),
        ),
      );
      const fault = polled.find((result) => result.status === "rejected");
      if (fault) throw fault.reason;
    },
  };
  return [schedule, poll] as JobDefinition<never>[];
}
