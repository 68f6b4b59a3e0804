import type { Database } from "../db/database.js";

/**
 * Keys live 24 hours. A pending key whose request never finished is given up after 2 minutes, unless its write
 * committed (`applied_at`, written in the write's own transaction): that one is never applied again.
 */
const TTL = "24 hours";
const ABANDONED_AFTER = "2 minutes";

export interface StoredKey {
  method: string;
  path: string;
  request_hash: string;
  status_code: number | null;
  response: unknown;
  applied: boolean;
}

/**
 * Claims (user, key) with a pending row. One statement, so exactly one of several concurrent requests wins;
 * an expired or abandoned row is taken over. True when this request holds the key.
 */
export async function claimKey(
  db: Database,
  k: { userId: string; key: string; method: string; path: string; requestHash: string },
) {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO UPDATE
       SET method = EXCLUDED.method, path = EXCLUDED.path, request_hash = EXCLUDED.request_hash,
           status_code = NULL, response = NULL, applied_at = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - interval '${TTL}'
          OR (idempotency_keys.status_code IS NULL AND idempotency_keys.applied_at IS NULL
              AND idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER}')
     RETURNING key`,
    [k.userId, k.key, k.method, k.path, k.requestHash],
  );
  return rows.length === 1;
}

export function findKey(db: Database, userId: string, key: string) {
  return db.one<StoredKey>(
    `SELECT method, path, request_hash, status_code, response, applied_at IS NOT NULL AS applied
     FROM idempotency_keys
     WHERE user_id = $1 AND key = $2 AND created_at >= now() - interval '${TTL}'`,
    [userId, key],
  );
}

export async function completeKey(
  db: Database,
  claim: { userId: string; key: string },
  statusCode: number,
  body: string | null,
) {
  await db.query(
    "UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb WHERE user_id = $1 AND key = $2",
    [claim.userId, claim.key, statusCode, body === null || !isJson(body) ? null : body],
  );
}

/** In the transaction of the write the key guards: the write is applied, whatever happens to its answer. */
export async function markApplied(tx: Database, claim: { userId: string; key: string }) {
  await tx.query("UPDATE idempotency_keys SET applied_at = now() WHERE user_id = $1 AND key = $2", [
    claim.userId,
    claim.key,
  ]);
}

/** Frees a key whose request failed, unless something it guards was committed before the failure. */
export async function releaseKey(db: Database, claim: { userId: string; key: string }) {
  await db.query(
    "DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status_code IS NULL AND applied_at IS NULL",
    [claim.userId, claim.key],
  );
}

/** Expired keys of everyone, removed now and then (at start-up). */
export async function purgeExpiredKeys(db: Database) {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${TTL}'`);
}

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
