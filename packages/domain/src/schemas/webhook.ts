import { z } from "zod";
import { EVENT_KINDS } from "../notification-rules.js";
import { isoDateTimeSchema, pageQuery } from "./fields.js";

/** The most webhooks one organization keeps (each event is sent to each of them). */
export const WEBHOOK_LIMIT = 20;
export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

export const WEBHOOK_MESSAGES = {
  url: "Enter an http:// or https:// address",
  kinds: "Choose at least one kind of event",
  kindsOnce: "Each kind may appear once",
  nothingToChange: "Give the address, the kinds, or enabled",
  notFound: "Webhook not found",
  deliveryNotFound: "Delivery not found",
  limit: `An organization keeps at most ${WEBHOOK_LIMIT} webhooks`,
  created: "Webhook added. Copy its secret now: it is not shown again",
  saved: "Webhook saved",
  deleted: "Webhook deleted",
  resent: "Sent again",
} as const;

/** How a delivery stands: waiting, delivered (2xx), failed and waiting for its retry, failed for good. */
export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "DELIVERED", "RETRYING", "FAILED"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * An absolute http(s) address with a host, optional port, path and query, no spaces (a pattern, not z.url:
 * no more of zod on every page; the server parses it again before checking where it points).
 */
const WEBHOOK_URL_PATTERN =
  /^https?:\/\/(?:[^\s/?#@[\]]+@)?(?:\[[0-9a-f:.]+\]|[^\s/?#@:[\]]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const isWebhookUrl = (value: string): boolean => WEBHOOK_URL_PATTERN.test(value);

const webhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters`)
  .refine(isWebhookUrl, WEBHOOK_MESSAGES.url);

const kindList = z
  .array(z.enum(EVENT_KINDS))
  .min(1, WEBHOOK_MESSAGES.kinds)
  .max(EVENT_KINDS.length)
  .refine((list) => new Set(list).size === list.length, WEBHOOK_MESSAGES.kindsOnce);

/** POST /webhooks: where to send and which kinds of event. */
export const webhookCreateSchema = z.object({
  url: webhookUrl,
  kinds: kindList,
  enabled: z.boolean().default(true),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;

/** PATCH /webhooks/{id}: any of them; enabling a failing webhook clears its failing mark. */
export const webhookUpdateSchema = z
  .object({ url: webhookUrl, kinds: kindList, enabled: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, WEBHOOK_MESSAGES.nothingToChange);
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  kinds: z.array(z.enum(EVENT_KINDS)),
  enabled: z.boolean(),
  /** Its last delivery failed after every retry (cleared by a delivery that succeeds, or by enabling it). */
  failing: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Webhook = z.output<typeof webhookSchema>;

/** POST /webhooks: the signing secret, shown this once (the server keeps it to sign, and never answers it again). */
export const webhookCreatedSchema = z.object({ webhook: webhookSchema, secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  /** The receiver's HTTP status of the last attempt (null: no answer). */
  responseCode: z.number().int().nullable(),
  /** Why the last attempt failed (no answer, refused address, a status that is not 2xx). */
  error: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastAttemptAt: isoDateTimeSchema.nullable(),
  deliveredAt: isoDateTimeSchema.nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({ ...pageQuery(WEBHOOK_DELIVERY_PAGE_SIZE) });
export type WebhookDeliveryQuery = z.output<typeof webhookDeliveryQuerySchema>;

export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ error: "Invalid id" }),
  deliveryId: z.uuid({ error: "Invalid id" }),
});
