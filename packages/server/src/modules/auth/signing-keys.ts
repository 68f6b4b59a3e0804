import type { Database } from "../../db/database.js";
import { randomToken } from "./crypto.js";

/**
 * Secrets generated once per database and shared by every server on it, so tokens stay valid across
 * restarts and across several servers. INSERT ... ON CONFLICT keeps the first value when two start at once.
 */
export async function loadOrCreateSecret(db: Database, name: string, create: () => Promise<string> | string) {
  const existing = await db.one<{ value: string }>("SELECT value FROM app_secrets WHERE name = $1", [name]);
  if (existing) return existing.value;
  await db.query("INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    name,
    await create(),
  ]);
  const stored = await db.one<{ value: string }>("SELECT value FROM app_secrets WHERE name = $1", [name]);
  if (!stored) throw new Error(`Secret ${name} could not be stored`);
  return stored.value;
}

export async function accessTokenKey(db: Database): Promise<Uint8Array> {
  const value = await loadOrCreateSecret(db, "access-token-hs256", () => randomToken(48));
  return new TextEncoder().encode(value);
}
