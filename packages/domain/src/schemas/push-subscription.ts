import { z } from "zod";

/**
 * Web Push (docs/decisions/039-web-push.md): the browser's PushSubscription as its toJSON() gives it, one per
 * device. `p256dh` is the browser's P-256 public key (65 bytes, uncompressed) and `auth` its 16-byte secret,
 * both base64url: the server encrypts each message to them (RFC 8291).
 */
export const PUSH_MESSAGES = {
  endpoint: "The subscription's endpoint must be an https address",
  p256dh: "keys.p256dh must be a P-256 public key (65 bytes, base64url)",
  auth: "keys.auth must be 16 bytes, base64url",
  serviceNotAllowed: "This push service is not one this server sends to",
  endpointInUse: "This device's subscription belongs to someone else signed in on it",
  notFound: "No subscription of yours has this endpoint",
  saved: "Notifications are on for this device",
  removed: "Notifications are off for this device",
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The length in bytes of a base64url text (padding allowed), or -1 when it is not base64url. */
export function base64UrlBytes(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

/** A push service address: an http(s) URL of at most 2,048 characters (the server checks its host and scheme). */
const endpointSchema = z
  .url({ protocol: /^https?$/, message: PUSH_MESSAGES.endpoint })
  .max(2048, PUSH_MESSAGES.endpoint);

/** POST /notifications/push/subscriptions: the browser's subscription (extra fields are ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes, the first 0x04 ('B' as the first base64url character).
    p256dh: z
      .string()
      .max(100)
      .refine((value) => base64UrlBytes(value) === 65 && value.startsWith("B"), PUSH_MESSAGES.p256dh),
    auth: z
      .string()
      .max(40)
      .refine((value) => base64UrlBytes(value) === 16, PUSH_MESSAGES.auth),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /notifications/push/subscriptions: this device's subscription, by its endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** GET /notifications/push/key: the server's VAPID public key (applicationServerKey), base64url. */
export const pushKeySchema = z.object({ publicKey: z.string(), available: z.boolean() });
export type PushKey = z.output<typeof pushKeySchema>;

export const pushSubscriptionSavedSchema = z.object({ endpoint: z.string() });

/** What a push message carries: the service worker shows title and body, and a tap opens `url`. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per event on a device: a repeat replaces it. */
  tag: string;
}
