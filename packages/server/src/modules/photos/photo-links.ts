import { createHmac, timingSafeEqual } from "node:crypto";
import { API_BASE_PATH, PHOTO_URL_WINDOW_SECONDS } from "@mnx/domain";
import { randomToken } from "../../crypto.js";
import type { Database } from "../../db/database.js";
import { loadOrCreateSecret } from "../auth/signing-key-service.js";

const keys = new WeakMap<Database, Promise<string>>();

/** The HMAC key of photo links: one per database, shared by every server on it. */
function linkKey(db: Database): Promise<string> {
  const root = db.root;
  let key = keys.get(root);
  if (!key) {
    key = loadOrCreateSecret(root, "photo-link-hmac", () => randomToken(48));
    key.catch(() => keys.delete(root));
    keys.set(root, key);
  }
  return key;
}

const signatureOf = (key: string, id: string, expires: number) =>
  createHmac("sha256", key).update(`${id}.${expires}`).digest("base64url");

/**
 * A short-lived address of one photo, for a caller who may see its work order (the details answer it): it
 * ends between one and two windows from now, and is the same for everyone within a window, so the browser
 * keeps what it loaded instead of fetching the photo again on every refresh of the details.
 */
export async function signedPhotoUrl(db: Database, id: string, nowMs = Date.now()): Promise<string> {
  const window = PHOTO_URL_WINDOW_SECONDS;
  const expires = (Math.floor(nowMs / 1000 / window) + 2) * window;
  const signature = signatureOf(await linkKey(db), id, expires);
  return `${API_BASE_PATH}/photos/${id}/file?expires=${expires}&signature=${signature}`;
}

/** Whether a link was made here for this photo and has not expired. */
export async function isValidPhotoLink(
  db: Database,
  id: string,
  link: { expires: number; signature: string },
  nowMs = Date.now(),
): Promise<boolean> {
  if (link.expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(signatureOf(await linkKey(db), id, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
