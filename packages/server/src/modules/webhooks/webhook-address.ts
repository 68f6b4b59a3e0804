import { type LookupAddress, lookup } from "node:dns";
import { BlockList, isIP } from "node:net";
import { AppError } from "../../errors.js";

type Family = "ipv4" | "ipv6";

/**
 * Where a webhook may not send (docs/decisions/038): this server's own machine and networks, which a request
 * from inside could reach and an integrator's should not (server-side request forgery). Each with the reason
 * an admin reads.
 */
const REFUSED: readonly [reason: string, ranges: readonly [string, number, Family][]][] = [
  [
    "a loopback address",
    [
      ["127.0.0.0", 8, "ipv4"],
      ["::1", 128, "ipv6"],
    ],
  ],
  [
    "a cloud metadata address",
    [
      ["169.254.169.254", 32, "ipv4"],
      ["fd00:ec2::254", 128, "ipv6"],
    ],
  ],
  [
    "a link-local address",
    [
      ["169.254.0.0", 16, "ipv4"],
      ["fe80::", 10, "ipv6"],
    ],
  ],
  [
    "a private address",
    [
      ["10.0.0.0", 8, "ipv4"],
      ["172.16.0.0", 12, "ipv4"],
      ["192.168.0.0", 16, "ipv4"],
      ["100.64.0.0", 10, "ipv4"],
    ],
  ],
  ["a unique-local address", [["fc00::", 7, "ipv6"]]],
  [
    "an address no host has",
    [
      ["0.0.0.0", 8, "ipv4"],
      ["192.0.0.0", 24, "ipv4"],
      ["198.18.0.0", 15, "ipv4"],
      ["224.0.0.0", 4, "ipv4"],
      ["240.0.0.0", 4, "ipv4"],
      ["::", 128, "ipv6"],
      ["ff00::", 8, "ipv6"],
      ["64:ff9b::", 96, "ipv6"],
      ["2002::", 16, "ipv6"],
    ],
  ],
];

const BLOCKS = REFUSED.map(([reason, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return [reason, list] as const;
});

/** An IPv4 address written inside IPv6 (::ffff:a.b.c.d, or ::ffff:xxxx:xxxx) as itself. */
function unwrapMapped(address: string): string {
  const mapped = /^::ffff:(?:0:)?(.+)$/i.exec(address)?.[1];
  if (!mapped) return address;
  if (isIP(mapped) === 4) return mapped;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(mapped);
  if (!hex) return address;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Why an IP address may not be sent to, or undefined when it may. */
export function addressRefusal(ip: string): string | undefined {
  const address = unwrapMapped(ip.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  const family: Family = isIP(address) === 6 ? "ipv6" : "ipv4";
  return BLOCKS.find(([, list]) => list.check(address, family))?.[0];
}

/** Who checks an address: its error codes' prefix, the sentence's start, and the field the form shows it under. */
export interface OutboundUse {
  codePrefix: string;
  subject: string;
  path: string;
}

const WEBHOOK_USE: OutboundUse = {
  codePrefix: "WEBHOOK",
  subject: "Webhooks may not be sent to",
  path: "url",
};

export const refusedAddress = (host: string, ip: string, reason: string, use: OutboundUse = WEBHOOK_USE) =>
  new AppError(
    `${use.codePrefix}_ADDRESS_REFUSED`,
    `${use.subject} ${host}${host === ip ? "" : ` (${ip})`}: it is ${reason}`,
    400,
    [{ path: use.path, message: `Not allowed: ${reason}` }],
  );

/** All the addresses a host name has (the system resolver, as connections use it). */
export function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

const SAVE_LOOKUP_TIMEOUT_MS = 5_000;

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, "");

/**
 * The check at save: the address's host, or every address its name resolves to, may be sent to (or the host
 * is in WEBHOOK_ALLOWED_HOSTS). A name that does not resolve is refused too (a typing mistake, found now).
 */
export function checkWebhookUrl(url: string, allowedHosts: readonly string[]): Promise<void> {
  return checkOutboundUrl(url, allowedHosts, WEBHOOK_USE);
}

/** The same check for another use of an outbound address (a telematics provider, docs/decisions/044). */
export async function checkOutboundUrl(
  url: string,
  allowedHosts: readonly string[],
  use: OutboundUse,
): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError("VALIDATION_ERROR", "Enter an http:// or https:// address", 400, [
      { path: use.path, message: "Enter an http:// or https:// address" },
    ]);
  }
  const host = hostOf(parsed);
  if (allowedHosts.includes(host)) return;
  if (isIP(host)) {
    const reason = addressRefusal(host);
    if (reason) throw refusedAddress(host, host, reason, use);
    return;
  }
  let addresses: LookupAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A resolver that does not answer must not hold the admin's save: 5 s, then as not found.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("DNS timeout")), SAVE_LOOKUP_TIMEOUT_MS);
    });
    addresses = await Promise.race([resolveAll(host), timeout]);
  } catch {
    throw new AppError(
      `${use.codePrefix}_ADDRESS_UNRESOLVED`,
      `${host} could not be found (no DNS address)`,
      400,
      [{ path: use.path, message: "No such host" }],
    );
  } finally {
    clearTimeout(timer);
  }
  for (const { address } of addresses) {
    const reason = addressRefusal(address);
    if (reason) throw refusedAddress(host, address, reason, use);
  }
}

export { hostOf };
