import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { addressRefusal, hostOf, resolveAll } from "./webhook-address.js";

/** How long a receiver has to answer (connect, send, answer) before the attempt fails. */
const TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = "x-mnx-signature";

/**
 * The signature a receiver checks (docs/decisions/038): HMAC-SHA256 with the webhook's secret over
 * `<timestamp>.<body>`, sent as `t=<unix seconds>,v1=<hex>`. The timestamp is signed, so a receiver that
 * refuses old ones (e.g. over 5 minutes) refuses a replayed delivery.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${digest}`;
}

/** An address the checks refuse, found when connecting: the delivery fails at once (no retry helps). */
export class RefusedAtSend extends Error {}

/**
 * Resolves the host as the connection does and refuses it when any of its addresses is refused: the check
 * is made on the addresses connected to, so a name that changes its answer after the save (DNS rebinding)
 * is still refused.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  resolveAll(hostname).then(
    (addresses) => {
      const refused = addresses.find(({ address }) => addressRefusal(address));
      if (refused || addresses.length === 0) {
        const reason = refused ? addressRefusal(refused.address) : "not found";
        callback(new RefusedAtSend(`${hostname} (${refused?.address}) is ${reason}`), "", 4);
        return;
      }
      const usable = addresses.filter((a) => !options.family || a.family === options.family);
      const chosen = usable.length > 0 ? usable : addresses;
      if (options.all) (callback as (e: null, a: typeof chosen) => void)(null, chosen);
      else callback(null, chosen[0]?.address ?? "", chosen[0]?.family ?? 4);
    },
    (error: NodeJS.ErrnoException) => callback(error, "", 4),
  );
};

export interface SendResult {
  /** The receiver's status (undefined: no answer). */
  status?: number;
  error?: string;
}

export interface SignedRequest {
  url: string;
  body: string;
  secret: string;
  headers: Record<string, string>;
  allowedHosts: readonly string[];
}

/** POSTs one signed delivery; never throws for the receiver's failures (the answer says what happened). */
export function postSigned(request: SignedRequest, now = new Date()): Promise<SendResult> {
  const url = new URL(request.url);
  const host = hostOf(url);
  const allowed = request.allowedHosts.includes(host);
  if (!allowed && isIP(host)) {
    const reason = addressRefusal(host);
    if (reason) return Promise.reject(new RefusedAtSend(`${host} is ${reason}`));
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const headers = {
    ...request.headers,
    "content-type": "application/json",
    "user-agent": "MaintenanceNexus-Webhooks/1",
    [SIGNATURE_HEADER]: signatureHeader(request.secret, request.body, Math.floor(now.getTime() / 1000)),
  };
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: "POST",
        headers,
        timeout: TIMEOUT_MS,
        ...(allowed ? {} : { lookup: checkedLookup }),
      },
      (incoming) => {
        // The answer's body is not kept: read and dropped, so the socket is freed.
        incoming.resume();
        incoming.on("end", () => resolve({ status: incoming.statusCode }));
        incoming.on("error", (error) => resolve({ status: incoming.statusCode, error: error.message }));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on("error", (error) => {
      if (error instanceof RefusedAtSend) reject(error);
      else resolve({ error: error.message });
    });
    outgoing.end(request.body);
  });
}
