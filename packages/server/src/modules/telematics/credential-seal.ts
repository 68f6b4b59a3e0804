import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Database } from "../../db/database.js";
import { loadOrCreateSecret } from "../auth/signing-key-service.js";

/** What a connection needs to sign in to its provider: HTTP Basic's user and password, or OAuth 2's client. */
export interface Credentials {
  username: string;
  password: string;
}

const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key the connections' credentials are sealed with (AES-256-GCM; docs/decisions/044): TELEMATICS_SECRET_KEY
 * (64 hex characters) when set, so a copy of the database alone does not open them; otherwise 32 random bytes
 * made once per database and kept in app_secrets (which the database tools never read), shared by its servers.
 */
function sealKey(db: Database): Promise<Buffer> {
  const fromEnv = process.env.TELEMATICS_SECRET_KEY?.trim();
  if (fromEnv) {
    if (!/^[0-9a-f]{64}$/i.test(fromEnv)) {
      return Promise.reject(new Error("TELEMATICS_SECRET_KEY must be 64 hexadecimal characters (32 bytes)"));
    }
    return Promise.resolve(Buffer.from(fromEnv, "hex"));
  }
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, "telematics-credentials-aes256", () => randomBytes(32).toString("hex")).then(
      (hex) => Buffer.from(hex, "hex"),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** "v1.<iv>.<tag>.<ciphertext>" (base64url): the credentials as the table keeps them. */
export async function sealCredentials(db: Database, credentials: Credentials): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await sealKey(db), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export async function openCredentials(db: Database, sealed: string): Promise<Credentials> {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body)
    throw new Error("The connection's credentials cannot be read");
  const decipher = createDecipheriv("aes-256-gcm", await sealKey(db), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as Credentials;
}
