import { loadConfig } from "./config.js";
import { createDatabase } from "./db/create-database.js";
import { migrate } from "./db/migrate.js";
import { JOBS } from "./jobs/job-names.js";
import { JobQueue } from "./jobs/job-queue.js";
import { createLogger } from "./logger.js";
import { LIVE_CHANNEL } from "./modules/events/event-writes.js";
import { notificationJobs } from "./modules/notifications/notification-service.js";
import { webhookJobs } from "./modules/webhooks/webhook-service.js";

/**
 * `npm run worker`: the job queue's workers and schedules in a process of their own (docs/decisions/035),
 * for servers started with JOBS_IN_SERVER=false on PostgreSQL. Any number may run: each job is taken by one.
 * Woken by the database's notification of each new event, so delivery does not wait for the next poll.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error(
    "Invalid configuration:\n  the worker process needs DATABASE_URL (PGlite runs its jobs in the server)",
  );
  process.exit(1);
}

const logger = createLogger(config);
const db = await createDatabase(config);
await migrate(db);
const queue = new JobQueue(db, [...notificationJobs(db, config), ...webhookJobs(db, config)], {
  work: true,
  rescueSeconds: config.jobRescueSeconds,
  onError: (error) => logger.warn({ err: error }, "job queue error"),
});
await queue.start();
const subscription = await db.listen(
  LIVE_CHANNEL,
  (payload) => {
    if (!payload.startsWith('{"t":"e"')) return;
    queue.wake(JOBS.deliverEvent);
    queue.wake(JOBS.webhookFanOut);
  },
  () => {},
);
logger.info("Maintenance Nexus worker is running (job queue: notification delivery, scheduled checks)");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker shutting down");
  const hardStop = setTimeout(() => process.exit(1), 10_000);
  hardStop.unref();
  await subscription.stop();
  await queue.stop();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
