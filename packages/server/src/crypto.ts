import { createHash, randomBytes } from "node:crypto";

/** An opaque random token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Tokens and codes are stored only as SHA-256 hashes: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
