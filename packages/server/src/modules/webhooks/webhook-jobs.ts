import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { JOBS } from "../../jobs/job-names.js";
import { type JobDefinition, sendJobs } from "../../jobs/job-queue.js";
import {
  deleteOldDeliveries,
  findDeliveryToSend,
  insertDeliveries,
  markNotSent,
  recordAttempt,
} from "./webhook-repository.js";
import { postSigned, RefusedAtSend } from "./webhook-sender.js";

/** Deliveries are kept 30 days (the log an admin reads). */
const DELIVERY_KEEP_SECONDS = 30 * 24 * 3600;

/** Writes the deliveries of new events and a send job for each, in one transaction (docs/decisions/038). */
export async function fanOutEvents(db: Database, eventIds: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const written = await insertDeliveries(tx, eventIds);
    await sendJobs(
      tx,
      written.map((delivery) => firstTry(delivery.id)),
    );
    return written.length;
  });
}

/** A delivery job: which try of the delivery it is (a job for another try, a stale one, does nothing). */
export interface DeliverJob {
  deliveryId: string;
  attempt: number;
}

export const firstTry = (deliveryId: string) => ({
  name: JOBS.webhookDeliver,
  data: { deliveryId, attempt: 1 } satisfies DeliverJob,
});

/**
 * One try of a delivery: signed and POSTed, the outcome written to its log. A 2xx delivers it; another answer
 * or none fails this try, and the next try is a job sent for later in the same transaction (the delay
 * doubling from config.webhooks.retryDelaySeconds) until `attempts` tries, then the delivery is failed and its
 * webhook marked failing. A refused address fails it at once. A job of a try already made (run again after a
 * crash) does nothing, so one delivery never has two chains of retries.
 */
export async function deliverWebhook(db: Database, config: Config, job: DeliverJob): Promise<void> {
  const delivery = await findDeliveryToSend(db, job.deliveryId);
  if (!delivery || delivery.status === "DELIVERED" || delivery.status === "FAILED") return;
  if (delivery.attempts !== job.attempt - 1) return;
  const ids = { id: delivery.id, webhookId: delivery.webhook_id };
  if (!delivery.enabled) return markNotSent(db, delivery.id, "The webhook was disabled before it was sent");
  const body = JSON.stringify(delivery.payload);
  let outcome: { status?: number; error?: string };
  try {
    outcome = await postSigned({
      url: delivery.url,
      body,
      secret: delivery.secret,
      allowedHosts: config.webhooks.allowedHosts,
      headers: {
        "x-mnx-event": delivery.kind,
        "x-mnx-event-id": String(delivery.event_id),
        "x-mnx-delivery": delivery.id,
      },
    });
  } catch (error) {
    if (!(error instanceof RefusedAtSend)) throw error;
    const message = `Address refused: ${error.message}`;
    await db.transaction((tx) =>
      recordAttempt(tx, ids, { status: "FAILED", responseCode: null, error: message }),
    );
    return;
  }
  const ok = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
  const lastTry = delivery.attempts + 1 >= config.webhooks.attempts;
  const status = ok ? "DELIVERED" : lastTry ? "FAILED" : "RETRYING";
  const error = ok ? null : (outcome.error ?? `Answered HTTP ${outcome.status}`);
  await db.transaction(async (tx) => {
    await recordAttempt(tx, ids, { status, responseCode: outcome.status ?? null, error });
    if (status !== "RETRYING") return;
    const delaySeconds = config.webhooks.retryDelaySeconds * 2 ** (job.attempt - 1);
    await sendJobs(tx, [
      {
        name: JOBS.webhookDeliver,
        data: { deliveryId: delivery.id, attempt: job.attempt + 1 } satisfies DeliverJob,
        startAfter: new Date(Date.now() + delaySeconds * 1000),
      },
    ]);
  });
}

/** The webhooks' jobs: the fan-out, the sending, and the log's clean-up. */
export function webhookJobs(db: Database, config: Config): JobDefinition<never>[] {
  const fanOut: JobDefinition<{ eventIds: number[] }> = {
    name: JOBS.webhookFanOut,
    settings: { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true },
    batchSize: 10,
    handle: async (jobs) => {
      await fanOutEvents(
        db,
        jobs.flatMap((job) => job.data.eventIds),
      );
    },
  };
  const deliver: JobDefinition<DeliverJob> = {
    name: JOBS.webhookDeliver,
    // A receiver's failure is a try of its own (the next one a job for later, above); the queue's retries are
    // for this process's own faults (the database gone mid-try).
    settings: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 },
    // Up to 10 at once, each on its own: a slow receiver (10 s at most) does not hold the others' answers.
    batchSize: 10,
    handle: async (jobs) => {
      const tried = await Promise.allSettled(jobs.map((job) => deliverWebhook(db, config, job.data)));
      const fault = tried.find((result) => result.status === "rejected");
      if (fault) throw fault.reason;
    },
  };
  const purge: JobDefinition<object> = {
    name: JOBS.purgeWebhookDeliveries,
    settings: { retryLimit: 2, retryDelaySeconds: 300, retryBackoff: false, expireInSeconds: 900 },
    cron: "27 3 * * *",
    handle: async () => {
      await deleteOldDeliveries(db, DELIVERY_KEEP_SECONDS);
    },
  };
  return [fanOut, deliver, purge] as JobDefinition<never>[];
}
