import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import {
  addressRefusal,
  checkedLookup,
  hostOf,
  RefusedAtSend,
} from "../webhooks/outbound-address-service.js";

/** How long a provider has to answer one call. */
const TIMEOUT_MS = 30_000;
/** The largest page read (a bigger one fails the poll: a provider's page is far smaller). */
export const MAX_PAGE_BYTES = 20 * 1024 * 1024;

export interface ProviderAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A call that cannot be made or read: the poll fails with this message (never the credentials). */
export class ProviderError extends Error {}

export interface ProviderCall {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  allowedHosts: readonly string[];
}

/**
 * One call to a telematics provider, with the checks webhooks make against server-side request forgery
 * (docs/decisions/038): a loopback, private, link-local or metadata address is refused unless its host is in
 * the allow-list, both as written and as resolved when connecting. Redirects are not followed; the answer is
 * read up to MAX_PAGE_BYTES.
 */
export function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    return Promise.reject(new ProviderError(`Not an address: ${call.url.slice(0, 200)}`));
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return Promise.reject(new ProviderError(`Not an http(s) address: ${url.protocol}`));
  }
  const host = hostOf(url);
  const allowed = call.allowedHosts.includes(host);
  if (!allowed && isIP(host)) {
    const reason = addressRefusal(host);
    if (reason) return Promise.reject(new ProviderError(`Address refused: ${host} is ${reason}`));
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const headers = { ...call.headers, "user-agent": "MaintenanceNexus-Telematics/1" };
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      // A connection of its own for each call (agent: false): calls are minutes apart, and a kept-alive socket the
      // provider closed while a long page was being written is reset when reused (read ECONNRESET).
      {
        method: call.method,
        headers,
        timeout: TIMEOUT_MS,
        agent: false,
        ...(allowed ? {} : { lookup: checkedLookup }),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_PAGE_BYTES) {
            incoming.destroy();
            reject(new ProviderError(`The page is larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB`));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", (error) => reject(new ProviderError(error.message)));
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new ProviderError(`No answer within ${TIMEOUT_MS / 1000} s`)),
    );
    outgoing.on("error", (error) => {
      if (error instanceof RefusedAtSend) reject(new ProviderError(`Address refused: ${error.message}`));
      else if (error instanceof ProviderError) reject(error);
      else reject(new ProviderError(`${host}: ${error.message}`));
    });
    outgoing.end(call.body);
  });
}
