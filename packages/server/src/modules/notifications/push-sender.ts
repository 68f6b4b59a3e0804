import type { PushPayload } from "@mnx/domain";
import webpush from "web-push";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { pushEndpointAllowed } from "../../push-config.js";
import { vapidKeys } from "./push-keys.js";
import { deleteGoneSubscription, findLiveSubscription } from "./push-subscription-repository.js";

export interface PushJob extends PushPayload {
  subscriptionId: string;
  critical: boolean;
}

/** How long a push service keeps a message for a device that is offline (a day: older news is in the bell). */
const TIME_TO_LIVE_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;
/** A push message holds 4,096 bytes with its encryption; the text is cut well below. */
const BODY_LIMIT = 1_000;

export type PushOutcome = "sent" | "gone" | "skipped";

/**
 * Sends one message to one device (the push job; docs/decisions/039-web-push.md): encrypted to the device's
 * keys (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by the web-push library, sent
 * with fetch. A push service that says the subscription is gone (404, 410) has it removed; any other answer
 * or a network failure throws, and the job queue tries again later with backoff.
 */
export async function sendPush(db: Database, config: Config, job: PushJob): Promise<PushOutcome> {
  const subscription = await findLiveSubscription(db, job.subscriptionId);
  // Gone meanwhile (signed out, unsubscribed), or its push service is no longer allowed: nothing to send.
  if (!subscription || !pushEndpointAllowed(config.push, subscription.endpoint)) return "skipped";
  const keys = await vapidKeys(db, config);
  const payload: PushPayload = {
    title: job.title,
    body: job.body.slice(0, BODY_LIMIT),
    url: job.url,
    tag: job.tag,
  };
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: config.push.subject, ...keys },
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: job.critical ? "high" : "normal",
      contentEncoding: "aes128gcm",
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(subscription.endpoint, {
    method: "POST",
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await deleteGoneSubscription(db, subscription.id, subscription.endpoint);
    return "gone";
  }
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`The push service answered ${response.status}`);
  }
  return "sent";
}
