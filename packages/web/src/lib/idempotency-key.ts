/**
 * A fresh Idempotency-Key (docs/api-conventions.md). randomUUID needs a secure context; a field device on a
 * plain-HTTP address falls back to 128 random bits from getRandomValues, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
