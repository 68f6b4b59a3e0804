import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature checked with the secret the test gave for this path (undefined: none given). */
  signatureValid: boolean | undefined;
  /** The signed timestamp's distance from the receiver's clock, in seconds. */
  ageSeconds: number;
}

/**
 * What a receiver does with `X-Mnx-Signature: t=<unix>,v1=<hex>` (docs/decisions/038): HMAC-SHA256 of
 * `<t>.<body>` with the webhook's secret, compared in constant time.
 */
export function signatureMatches(secret: string, header: string, body: string): boolean {
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!t || !v1) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}

/**
 * A local integrator's endpoint on 127.0.0.1: keeps every request, checks its signature with the secret
 * set for its path, and answers the status set for its path (204 unless set).
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  const secrets = new Map<string, string>();
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = request.url ?? "/";
      const header = String(request.headers["x-mnx-signature"] ?? "");
      const secret = secrets.get(path);
      const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1] ?? 0);
      received.push({
        path,
        headers: request.headers,
        body,
        signatureValid: secret === undefined ? undefined : signatureMatches(secret, header, body),
        ageSeconds: Math.abs(Date.now() / 1000 - t),
      });
      response.statusCode = answers.get(path) ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    at: (path: string) => received.filter((hook) => hook.path === path),
    secretFor: (path: string, secret: string) => secrets.set(path, secret),
    answer: (path: string, status: number) => answers.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
