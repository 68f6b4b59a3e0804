import { PUSH_MESSAGES, type PushKey, type PushSubscriptionInput } from "@mnx/domain";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { pushEndpointAllowed } from "../../push-config.js";
import { vapidKeys } from "./push-keys.js";
import {
  deleteEndedSubscriptions,
  deletePushSubscription,
  upsertPushSubscription,
} from "./push-subscription-repository.js";

/** Web Push on this device (docs/decisions/039-web-push.md): the server's key, subscribing, unsubscribing. */

/** GET /notifications/push/key: what the browser subscribes with, and whether this server sends pushes. */
export async function pushKey(db: Database, config: Config): Promise<PushKey> {
  const { publicKey } = await vapidKeys(db, config);
  return { publicKey, available: config.push.serviceHosts.length > 0 };
}

/**
 * POST /notifications/push/subscriptions: this device's subscription, kept for the signed-in person and their
 * session (signing out ends it). Only a push service the server sends to (PUSH_SERVICE_HOSTS) is taken.
 */
export async function subscribeDevice(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
  subscription: PushSubscriptionInput,
  userAgent: string | undefined,
) {
  if (!pushEndpointAllowed(config.push, subscription.endpoint)) {
    throw new AppError("PUSH_SERVICE_NOT_ALLOWED", PUSH_MESSAGES.serviceNotAllowed, 400, [
      { path: "endpoint", message: PUSH_MESSAGES.serviceNotAllowed },
    ]);
  }
  const saved = await upsertPushSubscription(db, {
    organizationId: user.organizationId,
    userId: user.id,
    sessionId: user.sessionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  if (!saved) throw new AppError("PUSH_ENDPOINT_IN_USE", PUSH_MESSAGES.endpointInUse, 409);
  return { endpoint: subscription.endpoint };
}

/** DELETE /notifications/push/subscriptions: one of my devices stops; another person's endpoint is 404. */
export async function unsubscribeDevice(db: Database, user: AuthenticatedUser, endpoint: string) {
  if (!(await deletePushSubscription(db, user.id, endpoint))) throw notFound(PUSH_MESSAGES.notFound);
  return { endpoint };
}

/** The nightly clean-up: subscriptions of devices signed out or whose session ended. */
export const removeEndedSubscriptions = (db: Database) => deleteEndedSubscriptions(db);
