import webpush from "web-push";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { loadOrCreateSecret } from "../auth/signing-key-service.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const stored = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The server's VAPID keys (docs/decisions/039-web-push.md): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise a pair made once and kept in the database (app_secrets), so every server of one database signs
 * with the same key and the browsers' subscriptions, made for that key, stay valid across restarts.
 */
export function vapidKeys(db: Database, config: Config): Promise<VapidKeys> {
  if (config.push.vapidKeys) return Promise.resolve(config.push.vapidKeys);
  let keys = stored.get(db);
  if (!keys) {
    keys = loadOrCreateSecret(db, "web-push-vapid", () => JSON.stringify(webpush.generateVAPIDKeys())).then(
      (value) => JSON.parse(value) as VapidKeys,
    );
    keys.catch(() => stored.delete(db));
    stored.set(db, keys);
  }
  return keys;
}
