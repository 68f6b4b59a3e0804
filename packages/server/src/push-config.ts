import { z } from "zod";

/**
 * Web Push settings (docs/decisions/039-web-push.md), read with the rest of the environment (config.ts).
 */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); undefined: keys made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: who the push services may contact (mailto: or https:); defaults from PUBLIC_URL. */
  subject: string;
  /** PUSH_SERVICE_HOSTS: the push services subscriptions may point at ("*.host" takes its subdomains). */
  serviceHosts: string[];
  /** PUSH_ALLOW_HTTP: plain http endpoints too (the tests' local stand-in push service); never in production. */
  allowHttp: boolean;
}

/** The browsers' push services: Chrome and Android (FCM), Firefox (Mozilla), Edge (WNS), Safari (Apple). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
  "*.push.apple.com",
];

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const base64UrlKey = (bytes: number, name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes,
        `must be a base64url ${name} of ${bytes} bytes (npx web-push generate-vapid-keys)`,
      )
      .optional(),
  );

/** The environment variables, merged into config.ts's schema. */
export const PUSH_ENV = {
  VAPID_PUBLIC_KEY: base64UrlKey(65, "P-256 public key"),
  VAPID_PRIVATE_KEY: base64UrlKey(32, "P-256 private key"),
  VAPID_SUBJECT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: z.preprocess(blankToUndefined, z.string().optional()),
  PUSH_ALLOW_HTTP: z.preprocess(
    blankToUndefined,
    z.enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" }).optional(),
  ),
};

type PushEnv = { [K in keyof typeof PUSH_ENV]?: z.output<(typeof PUSH_ENV)[K]> };

export function pushConfig(e: PushEnv, publicUrl: string): PushConfig {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither: keys are made and kept in the database)",
    );
  }
  const hosts = (e.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS.join(","))
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host && host !== "none");
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    // Push services want a way to reach the sender: the site itself when it is served over https.
    subject:
      e.VAPID_SUBJECT ??
      (publicUrl.startsWith("https://") ? publicUrl : `mailto:admin@${new URL(publicUrl).hostname}`),
    serviceHosts: hosts,
    allowHttp: ["true", "1", "yes"].includes(e.PUSH_ALLOW_HTTP ?? "false"),
  };
}

/** Whether pushes may be sent to this endpoint: an allowed host, over https (or http when allowed). */
export function pushEndpointAllowed(push: PushConfig, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && !(push.allowHttp && url.protocol === "http:")) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return push.serviceHosts.some((allowed) =>
    allowed.startsWith("*.") ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}
