import { randomToken } from "../../crypto.js";
import type { Database } from "../../db/database.js";

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

const accessTokenKeys = new WeakMap<Database, Promise<Uint8Array>>();

/** Read once per database and kept: every authenticated request needs it. */
export function accessTokenKey(db: Database): Promise<Uint8Array> {
  let key = accessTokenKeys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, "access-token-hs256", () => randomToken(48)).then((value) =>
      new TextEncoder().encode(value),
    );
    key.catch(() => accessTokenKeys.delete(db));
    accessTokenKeys.set(db, key);
  }
  return key;
}
