import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { AUTH_MESSAGES } from "@mnx/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { AppError } from "../../errors.js";

/**
 * Which origin a sign-in, its redirect URIs and its tokens belong to (docs/decisions/020). With PUBLIC_URL (or a
 * real issuer, whose redirect URI is registered once) it is always PUBLIC_URL. A fresh demo start has none, and
 * people open it as localhost, 127.0.0.1 or the machine's LAN address from a phone: each request then keeps
 * the address the browser used, provided it is one this server listens on, so no other host name can ever
 * become a redirect target.
 */

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::"]);
const INTERFACES_TTL_MS = 10_000;

/** 127.0.0.0/8 and ::1: every one of them reaches this machine only. */
const isLoopback = (address: string) =>
  address === "::1" || (isIP(address) === 4 && address.startsWith("127."));

/** Link-local IPv6 addresses need a zone id, which browsers cannot put in a URL. */
const isLinkLocal = (address: string) => /^fe[89ab]/i.test(address);

let interfaces: { readAt: number; addresses: string[] } | undefined;

/** This machine's interface addresses, read again every 10 s (a laptop changes networks). */
function interfaceAddresses(): string[] {
  if (!interfaces || Date.now() - interfaces.readAt > INTERFACES_TTL_MS) {
    const addresses = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .map((entry) => entry.address)
      .filter((address) => !isLinkLocal(address));
    interfaces = { readAt: Date.now(), addresses };
  }
  return interfaces.addresses;
}

/** Whether a connection to this host name (an address, or localhost) can reach a server bound to `host`. */
function listensOn(host: string, hostname: string): boolean {
  const loopbackBound = WILDCARD_HOSTS.has(host) || host === "localhost" || isLoopback(host);
  if (hostname === "localhost") return loopbackBound;
  if (hostname === host) return true;
  if (host === "localhost") return isLoopback(hostname);
  if (!WILDCARD_HOSTS.has(host)) return false;
  // 0.0.0.0 accepts IPv4 only; :: accepts both (dual stack).
  if (host === "0.0.0.0" && isIP(hostname) !== 4) return false;
  return isLoopback(hostname) || interfaceAddresses().includes(hostname);
}

const defaultPort = (scheme: string) => (scheme === "https" ? 443 : 80);

/** The port this server listens on (PORT=0 picks one when it starts), else the configured one. */
function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : app.config.port;
}

/** `http(s)://host:port` when `hostHeader` names this server (its scheme, port and one of its addresses). */
export function ownOrigin(app: FastifyInstance, hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  const scheme = app.config.https ? "https" : "http";
  let url: URL;
  try {
    url = new URL(`${scheme}://${hostHeader}`);
  } catch {
    return undefined;
  }
  // A Host header is host[:port] and nothing else ('a@b', 'a/b' would parse as something else).
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
  if (Number(url.port || defaultPort(scheme)) !== listeningPort(app)) return undefined;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return listensOn(app.config.host, hostname) ? url.origin : undefined;
}

/** The origin this request is answered for: its own when allowed (see above), else PUBLIC_URL's default. */
export function requestOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  if (!config.originFromRequest) return config.publicUrl;
  return ownOrigin(request.server, request.host) ?? config.publicUrl;
}

/** Where a new sign-in may start: an address this server can vouch for, else 400 UNKNOWN_ORIGIN. */
export function signInOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  if (!config.originFromRequest) return config.publicUrl;
  const origin = ownOrigin(request.server, request.host);
  if (!origin) throw new AppError("UNKNOWN_ORIGIN", AUTH_MESSAGES.unknownOrigin, 400);
  return origin;
}

/** The addresses to open, printed at start: this computer first, then the ones a phone on the network can use. */
export function addressesToOpen(config: Pick<Config, "host" | "https">, port: number): string[] {
  const scheme = config.https ? "https" : "http";
  const suffix = port === defaultPort(scheme) ? "" : `:${port}`;
  const url = (hostname: string) =>
    `${scheme}://${isIP(hostname) === 6 ? `[${hostname}]` : hostname}${suffix}`;
  const { host } = config;
  if (!WILDCARD_HOSTS.has(host)) return [url(host)];
  const network = interfaceAddresses()
    .filter((address) => !isLoopback(address))
    .filter((address) => host === "::" || isIP(address) === 4)
    .sort((a, b) => isIP(a) - isIP(b));
  return [url("localhost"), ...network.map(url)];
}
