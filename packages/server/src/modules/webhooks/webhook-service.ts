import {
  buildPagination,
  WEBHOOK_LIMIT,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookDeliveryQuery,
  type WebhookUpdate,
} from "@mnx/domain";
import type { Config } from "../../config.js";
import { randomToken } from "../../crypto.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import { sendJobs } from "../../jobs/job-queue.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { checkWebhookUrl } from "./webhook-address.js";
import { firstTry } from "./webhook-jobs.js";
import {
  type DeliveryRow,
  deleteWebhook,
  findDeliveries,
  findWebhook,
  findWebhooks,
  insertWebhook,
  resetDelivery,
  updateWebhook,
  type WebhookRow,
} from "./webhook-repository.js";

export { webhookJobs } from "./webhook-jobs.js";

const iso = (value: Date) => new Date(value).toISOString();
const isoOrNull = (value: Date | null) => (value ? iso(value) : null);

const toWebhook = (row: WebhookRow): Webhook => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  eventId: Number(row.eventId),
  createdAt: iso(row.createdAt),
  lastAttemptAt: isoOrNull(row.lastAttemptAt),
  deliveredAt: isoOrNull(row.deliveredAt),
});

export async function listWebhooks(db: Database, user: AuthenticatedUser): Promise<Webhook[]> {
  return (await findWebhooks(db, user.organizationId)).map(toWebhook);
}

/**
 * Adds a webhook (docs/decisions/038): its address checked against this server's own networks (SSRF), and a
 * new signing secret answered this once.
 */
export async function createWebhook(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
  body: WebhookCreate,
) {
  await checkWebhookUrl(body.url, config.webhooks.allowedHosts);
  const secret = `whsec_${randomToken(32)}`;
  const row = await db.transaction((tx) =>
    insertWebhook(tx, { organizationId: user.organizationId, ...body, secret }, user.id, WEBHOOK_LIMIT),
  );
  if (!row) throw new AppError("WEBHOOK_LIMIT", WEBHOOK_MESSAGES.limit, 409);
  return { webhook: toWebhook(row), secret };
}

/** Changes the address (checked again), the kinds, or enabled; another organization's id is 404. */
export async function changeWebhook(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
  id: string,
  changes: WebhookUpdate,
): Promise<Webhook> {
  if (changes.url !== undefined) await checkWebhookUrl(changes.url, config.webhooks.allowedHosts);
  const row = await db.transaction((tx) => updateWebhook(tx, user.organizationId, id, changes));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return toWebhook(row);
}

export async function removeWebhook(db: Database, user: AuthenticatedUser, id: string): Promise<void> {
  const deleted = await db.transaction((tx) => deleteWebhook(tx, user.organizationId, id));
  if (!deleted) throw notFound(WEBHOOK_MESSAGES.notFound);
}

async function ownWebhook(db: Database, user: AuthenticatedUser, id: string): Promise<WebhookRow> {
  const webhook = await findWebhook(db, user.organizationId, id);
  if (!webhook) throw notFound(WEBHOOK_MESSAGES.notFound);
  return webhook;
}

/** A webhook's delivery log, newest first (paged). */
export async function webhookDeliveries(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  query: WebhookDeliveryQuery,
) {
  await ownWebhook(db, user, id);
  const { rows, counted } = await findDeliveries(db, id, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { deliveries: rows.map(toDelivery), pagination: buildPagination(query.page, query.limit, counted) };
}

/** 'Send again': the same body, a fresh round of tries, sent by the queue at once. */
export async function resendDelivery(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await ownWebhook(db, user, id);
  const row = await db.transaction(async (tx) => {
    const reset = await resetDelivery(tx, id, deliveryId);
    if (reset) await sendJobs(tx, [firstTry(deliveryId)]);
    return reset;
  });
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return toDelivery(row);
}
