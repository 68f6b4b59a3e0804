import { type EventKind, LIST_TOTAL_CAP, type WebhookDeliveryStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";

const WEBHOOK = `id, url, kinds, enabled, failing, created_at AS "createdAt", updated_at AS "updatedAt"`;

export interface WebhookRow {
  id: string;
  url: string;
  kinds: EventKind[];
  enabled: boolean;
  failing: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function findWebhooks(db: Database, organizationId: string): Promise<WebhookRow[]> {
  return db.query<WebhookRow>(
    `SELECT ${WEBHOOK} FROM webhooks WHERE organization_id = $1 ORDER BY created_at, id`,
    [organizationId],
  );
}

export function findWebhook(db: Database, organizationId: string, id: string) {
  return db.one<WebhookRow>(`SELECT ${WEBHOOK} FROM webhooks WHERE organization_id = $1 AND id = $2`, [
    organizationId,
    id,
  ]);
}

/** Inserts a webhook unless the organization has `limit` already (counted under a lock on the organization). */
export async function insertWebhook(
  tx: Database,
  values: { organizationId: string; url: string; kinds: EventKind[]; enabled: boolean; secret: string },
  createdById: string,
  limit: number,
): Promise<WebhookRow | undefined> {
  await tx.query("SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE", [values.organizationId]);
  return tx.one<WebhookRow>(
    `INSERT INTO webhooks (organization_id, url, kinds, enabled, secret, created_by_id)
     SELECT $1, $2, $3::text[], $4, $5, $6
     WHERE (SELECT count(*) FROM webhooks WHERE organization_id = $1) < $7
     RETURNING ${WEBHOOK}`,
    [values.organizationId, values.url, values.kinds, values.enabled, values.secret, createdById, limit],
  );
}

/** Changes what is given; enabling clears the failing mark. Answers the webhook, or undefined. */
export function updateWebhook(
  tx: Database,
  organizationId: string,
  id: string,
  changes: { url?: string; kinds?: EventKind[]; enabled?: boolean },
) {
  return tx.one<WebhookRow>(
    `UPDATE webhooks SET url = coalesce($3, url), kinds = coalesce($4::text[], kinds),
       enabled = coalesce($5, enabled), failing = CASE WHEN $5 THEN false ELSE failing END, updated_at = now()
     WHERE organization_id = $1 AND id = $2
     RETURNING ${WEBHOOK}`,
    [organizationId, id, changes.url ?? null, changes.kinds ?? null, changes.enabled ?? null],
  );
}

export async function deleteWebhook(tx: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx.query("DELETE FROM webhooks WHERE organization_id = $1 AND id = $2 RETURNING 1", [
    organizationId,
    id,
  ]);
  return rows.length > 0;
}

export interface DeliveryRow {
  id: string;
  eventId: number;
  kind: EventKind;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseCode: number | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

const DELIVERY = `d.id, d.event_id AS "eventId", d.kind, d.status, d.attempts, d.response_code AS "responseCode",
  d.error, d.created_at AS "createdAt", d.last_attempt_at AS "lastAttemptAt", d.delivered_at AS "deliveredAt"`;

/** A page of a webhook's deliveries, newest first, and how many there are (counted up to the cap + 1). */
export async function findDeliveries(
  db: Database,
  webhookId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; counted: number }> {
  const rows = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY} FROM webhook_deliveries d WHERE d.webhook_id = $1
     ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
    [webhookId, window.limit, window.offset],
  );
  const count = await db.one<{ counted: number }>(
    `SELECT count(*) AS counted FROM (
       SELECT 1 FROM webhook_deliveries WHERE webhook_id = $1 LIMIT ${LIST_TOTAL_CAP + 1}) c`,
    [webhookId],
  );
  return { rows, counted: Number(count?.counted ?? 0) };
}

/** 'Send again': the delivery back to PENDING with a fresh count of tries. Answers it, or undefined. */
export function resetDelivery(tx: Database, webhookId: string, deliveryId: string) {
  return tx.one<DeliveryRow>(
    `UPDATE webhook_deliveries d SET status = 'PENDING', attempts = 0, error = NULL, response_code = NULL
     WHERE d.webhook_id = $1 AND d.id = $2 RETURNING ${DELIVERY}`,
    [webhookId, deliveryId],
  );
}

/**
 * The fan-out: a delivery for each (enabled webhook for its kind, event), with the body it sends; one that
 * exists (a fan-out run again) is skipped. Answers the deliveries written.
 */
export function insertDeliveries(tx: Database, eventIds: readonly number[]): Promise<{ id: string }[]> {
  return tx.query(
    `INSERT INTO webhook_deliveries (organization_id, webhook_id, event_id, kind, payload)
     SELECT e.organization_id, w.id, e.id, e.kind,
            jsonb_build_object('eventId', e.id, 'kind', e.kind, 'organizationId', e.organization_id,
              'subject', jsonb_build_object('type', e.subject_type, 'id', e.subject_id),
              'occurredAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'data', e.data)
     FROM events e
     JOIN webhooks w ON w.organization_id = e.organization_id AND w.enabled AND e.kind = ANY(w.kinds)
     WHERE e.id = ANY($1::bigint[])
     ORDER BY e.id, w.id
     ON CONFLICT (webhook_id, event_id) DO NOTHING
     RETURNING id`,
    [[...eventIds]],
  );
}

export interface DeliveryToSend {
  id: string;
  webhook_id: string;
  event_id: number;
  kind: EventKind;
  payload: object;
  status: WebhookDeliveryStatus;
  attempts: number;
  url: string;
  secret: string;
  enabled: boolean;
}

export function findDeliveryToSend(db: Database, id: string): Promise<DeliveryToSend | undefined> {
  return db.one<DeliveryToSend>(
    `SELECT d.id, d.webhook_id, d.event_id, d.kind, d.payload, d.status, d.attempts, w.url, w.secret, w.enabled
     FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = $1`,
    [id],
  );
}

/**
 * One try's outcome, and its webhook's mark: a delivery clears `failing`, a delivery failed for good sets it.
 */
export async function recordAttempt(
  tx: Database,
  delivery: { id: string; webhookId: string },
  outcome: { status: WebhookDeliveryStatus; responseCode: number | null; error: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries SET status = $2, attempts = attempts + 1, response_code = $3, error = $4,
       last_attempt_at = now(), delivered_at = CASE WHEN $2 = 'DELIVERED' THEN now() ELSE delivered_at END
     WHERE id = $1`,
    [delivery.id, outcome.status, outcome.responseCode, outcome.error],
  );
  if (outcome.status === "DELIVERED" || outcome.status === "FAILED") {
    await tx.query("UPDATE webhooks SET failing = $2 WHERE id = $1 AND failing <> $2", [
      delivery.webhookId,
      outcome.status === "FAILED",
    ]);
  }
}

/** A delivery not sent because its webhook is disabled: failed, not tried. */
export async function markNotSent(db: Database, id: string, reason: string): Promise<void> {
  await db.query("UPDATE webhook_deliveries SET status = 'FAILED', error = $2 WHERE id = $1", [id, reason]);
}

export async function deleteOldDeliveries(db: Database, keepSeconds: number): Promise<number> {
  const rows = await db.query(
    "DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(secs => $1) RETURNING 1",
    [keepSeconds],
  );
  return rows.length;
}
