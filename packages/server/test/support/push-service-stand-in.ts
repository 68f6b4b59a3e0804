import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a browser's push service (docs/decisions/039-web-push.md): an HTTP server on
 * 127.0.0.1 that takes what the server sends to a subscription's endpoint, answers what the test says
 * (201 by default), and keeps each message to be decrypted as the browser would (RFC 8291).
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStandIn {
  /** http://127.0.0.1:PORT */
  origin: string;
  received: ReceivedPush[];
  /** What the endpoint at `path` answers from now on (201 unless set). */
  answer: (path: string, status: number) => void;
  close: () => Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => answers.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of one subscription: its key pair and auth secret, and the JSON it would send. */
export interface PushDevice {
  ecdh: ECDH;
  authSecret: Buffer;
  path: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function createPushDevice(
  service: PushServiceStandIn,
  name = randomBytes(8).toString("hex"),
): PushDevice {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${name}`;
  return {
    ecdh,
    authSecret,
    path,
    subscription: {
      endpoint: `${service.origin}${path}`,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: authSecret.toString("base64url"),
      },
    },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/**
 * Decrypts an aes128gcm Web Push message as the browser does (RFC 8291 with RFC 8188): the header holds the
 * salt, the record size and the sender's one-time public key; the shared secret of that key and the device's
 * private key, mixed with the device's auth secret, gives the content key and nonce. One record, ended by
 * the delimiter 0x02 and any zero padding.
 */
export function decryptPush(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(device.authSecret, shared, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record's delimiter (0x02) is missing");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks the VAPID header (RFC 8292) as a push service does: `vapid t=<JWT>, k=<public key>`, the JWT signed
 * with ES256 by that key, for this push service's origin, not expired. Answers the JWT's claims and the key.
 */
export function verifyVapid(headers: IncomingHttpHeaders, origin: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(headers.authorization ?? ""));
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [token = "", publicKey = ""] = match.slice(1);
  const [head = "", claims = "", signature = ""] = token.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID token's signature does not match its key");
  const decoded = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (decoded.aud !== origin) throw new Error(`the VAPID token is for ${decoded.aud}, not ${origin}`);
  if (decoded.exp * 1000 < Date.now()) throw new Error("the VAPID token has expired");
  return { claims: decoded, publicKey };
}
