import type { Database } from "../../db/database.js";

/** A session that can still be used: a device signed out, or whose session ended, is sent nothing. */
const LIVE_SESSION = "s.revoked_at IS NULL AND s.expires_at > now()";

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NewPushSubscription {
  organizationId: string;
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/**
 * Keeps this device's subscription for the signed-in person, one row per endpoint: a new one is added, the
 * same endpoint again takes the new keys and session. An endpoint held by someone else whose session still
 * lives is left as it is (answers undefined): a device has one person signed in at a time.
 */
export async function upsertPushSubscription(db: Database, row: NewPushSubscription) {
  return db.one<{ id: string }>(
    `INSERT INTO push_subscriptions (organization_id, user_id, session_id, endpoint, p256dh, auth, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (endpoint) DO UPDATE SET organization_id = EXCLUDED.organization_id,
       user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent, updated_at = now()
     WHERE push_subscriptions.user_id = EXCLUDED.user_id
        OR NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = push_subscriptions.session_id AND ${LIVE_SESSION})
     RETURNING id`,
    [row.organizationId, row.userId, row.sessionId, row.endpoint, row.p256dh, row.auth, row.userAgent],
  );
}

/** Removes one of the person's subscriptions by its endpoint; answers whether there was one. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string) {
  const rows = await db.query(
    "DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id",
    [userId, endpoint],
  );
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): removed, unless it was replaced meanwhile. */
export async function deleteGoneSubscription(db: Database, id: string, endpoint: string) {
  await db.query("DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2", [id, endpoint]);
}

/** Subscriptions of devices signed out or whose session ended (the nightly clean-up). */
export async function deleteEndedSubscriptions(db: Database): Promise<number> {
  const rows = await db.query(
    `DELETE FROM push_subscriptions p
     WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = p.session_id AND ${LIVE_SESSION})
     RETURNING p.id`,
  );
  return rows.length;
}

/** The live devices of these people: where their push notifications go. */
export function liveSubscriptionsOf(tx: Database, userIds: readonly string[]) {
  return tx.query<{ id: string; user_id: string }>(
    `SELECT p.id, p.user_id FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id
     WHERE p.user_id = ANY($1::uuid[]) AND ${LIVE_SESSION}
     ORDER BY p.user_id, p.id`,
    [userIds],
  );
}

/** One subscription to send to, if it still exists and its device is still signed in. */
export function findLiveSubscription(db: Database, id: string) {
  return db.one<PushSubscriptionRow>(
    `SELECT p.id, p.endpoint, p.p256dh, p.auth FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id
     WHERE p.id = $1 AND ${LIVE_SESSION}`,
    [id],
  );
}
