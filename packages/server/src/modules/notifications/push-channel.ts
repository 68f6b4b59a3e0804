import { createHash } from "node:crypto";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { type JobDefinition, type NewJob, sendJobs } from "../../jobs/job-queue.js";
import type { NewNotification } from "./notification-repository.js";
import { type PushJob, sendPush } from "./push-sender.js";
import { removeEndedSubscriptions } from "./push-service.js";
import { liveSubscriptionsOf } from "./push-subscription-repository.js";

/** A job id from the event, the person and the device: a delivery run twice sends each push once. */
function pushJobId(eventId: number, userId: string, subscriptionId: string): string {
  const hex = createHash("sha256").update(`push:${eventId}:${userId}:${subscriptionId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Web Push (docs/decisions/039-web-push.md): inside the delivery's transaction, one job per notification and
 * device the person has signed in and subscribed on; each job sends its message alone (push-sender.ts), so
 * a slow or failing push service is retried on its own and never holds the change nor the other channels.
 * Available while some push service is allowed (PUSH_SERVICE_HOSTS; its keys are made when missing). A
 * `Channel` of channels.ts, which lists it (typed by its shape here: channels.ts imports this file).
 */
export const pushChannel = {
  name: "PUSH" as const,
  available: (_db: Database, config: Config) => config.push.serviceHosts.length > 0,
  async deliver(tx: Database, notifications: readonly NewNotification[]) {
    if (notifications.length === 0) return;
    const devices = await liveSubscriptionsOf(tx, [...new Set(notifications.map((n) => n.userId))]);
    const jobs: NewJob[] = [];
    for (const notification of notifications) {
      for (const device of devices) {
        if (device.user_id !== notification.userId) continue;
        const data: PushJob = {
          subscriptionId: device.id,
          title: notification.title,
          body: notification.body,
          url: notification.link,
          tag: `event-${notification.eventId}`,
          critical: notification.critical,
        };
        jobs.push({
          name: JOBS.sendPush,
          id: pushJobId(notification.eventId, notification.userId, device.id),
          data,
        });
      }
    }
    await sendJobs(tx, jobs);
  },
};

/** The push jobs the queue runs (src/jobs/job-queue.ts). */
export function pushJobs(db: Database, config: Config): JobDefinition<never>[] {
  const send: JobDefinition<PushJob> = {
    name: JOBS.sendPush,
    // 8 tries over about 40 minutes (10 s, 20 s, 40 s, ... doubling); one message a job, retried alone.
    settings: { retryLimit: 8, retryDelaySeconds: 10, retryBackoff: true },
    handle: async (jobs) => {
      for (const job of jobs) await sendPush(db, config, job.data);
    },
  };
  const purge: JobDefinition<object> = {
    name: JOBS.purgePushSubscriptions,
    settings: { retryLimit: 2, retryDelaySeconds: 300, retryBackoff: false, expireInSeconds: 900 },
    cron: "27 3 * * *",
    handle: async () => {
      await removeEndedSubscriptions(db);
    },
  };
  return [send, purge] as JobDefinition<never>[];
}
