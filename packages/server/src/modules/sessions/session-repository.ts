import type { Locale } from "@mnx/domain";
import { hashToken, randomToken } from "../../crypto.js";
import type { Database } from "../../db/database.js";

const HOUR = 3600;

/** A live session with its user as the profile shows them (what the session cache keeps). */
export interface SessionRecord {
  id: string;
  user_id: string;
  organization_id: string;
  revoked_at: Date | string | null;
  expires_at: Date | string;
  user_status: string;
  role: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  last_login: Date | string | null;
  user_created_at: Date | string;
  organization_name: string;
  keep_photo_location: boolean;
  currency: string | null;
  language: Locale | null;
  default_language: Locale;
}

export async function insertSession(
  db: Database,
  s: { userId: string; organizationId: string; userAgent: string | null; absoluteSeconds: number },
) {
  const row = await db.one<{ id: string }>(
    `INSERT INTO sessions (organization_id, user_id, user_agent, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
    [s.organizationId, s.userId, s.userAgent, s.absoluteSeconds],
  );
  if (!row) throw new Error("Session was not created");
  return row.id;
}

/** A live session: not revoked, within its absolute lifetime, and its user still active. */
export function findLiveSession(db: Database, sessionId: string) {
  return db.one<SessionRecord>(
    `SELECT s.id, s.user_id, s.organization_id, s.revoked_at, s.expires_at, u.status AS user_status, u.role, u.email,
            u.first_name, u.last_name, u.phone, u.last_login, u.created_at AS user_created_at, u.language,
            o.name AS organization_name, o.keep_photo_location, o.currency, o.default_language
     FROM sessions s JOIN users u ON u.id = s.user_id JOIN organizations o ON o.id = u.organization_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status = 'ACTIVE'`,
    [sessionId],
  );
}

/** Ends a session (session-service.ts also makes the caches forget it). */
export async function revokeSession(db: Database, sessionId: string, reason: string) {
  await db.query(
    "UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL",
    [sessionId, reason],
  );
}

/** Ends every session of a user (deactivation; session-service.ts also makes the caches forget them). */
export async function revokeUserSessions(db: Database, userId: string, reason: string) {
  await db.query(
    "UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL",
    [userId, reason],
  );
}

/** Refresh tokens expire after the inactivity window, never after their session. */
export async function insertRefreshToken(db: Database, sessionId: string, inactivitySeconds: number) {
  const token = randomToken();
  await db.query(
    `INSERT INTO refresh_tokens (session_id, token_hash, expires_at)
     SELECT id, $2, LEAST(now() + make_interval(secs => $3), expires_at) FROM sessions WHERE id = $1`,
    [sessionId, hashToken(token), inactivitySeconds],
  );
  return token;
}

export function findRefreshToken(db: Database, token: string) {
  return db.one<{ id: string; session_id: string; used_at: unknown; expired: boolean }>(
    "SELECT id, session_id, used_at, expires_at <= now() AS expired FROM refresh_tokens WHERE token_hash = $1",
    [hashToken(token)],
  );
}

/** Marks a refresh token used; false when another request used it first (a reuse). */
export async function consumeRefreshToken(db: Database, id: string) {
  const rows = await db.query<{ id: string }>(
    "UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id",
    [id],
  );
  return rows.length === 1;
}

export async function touchSession(db: Database, sessionId: string) {
  await db.query("UPDATE sessions SET last_used_at = now() WHERE id = $1", [sessionId]);
}

export async function insertAuthCode(db: Database, sessionId: string, ttlSeconds: number) {
  const code = randomToken();
  await db.query(
    "INSERT INTO auth_codes (code_hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))",
    [hashToken(code), sessionId, ttlSeconds],
  );
  return code;
}

/** Single use: the UPDATE succeeds for exactly one caller, and only within the code's lifetime. */
export async function consumeAuthCode(db: Database, code: string) {
  const row = await db.one<{ session_id: string }>(
    `UPDATE auth_codes SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING session_id`,
    [hashToken(code)],
  );
  return row?.session_id;
}

export async function insertLoginState(
  db: Database,
  s: { state: string; codeVerifier: string; nonce: string },
) {
  await db.query(
    `INSERT INTO login_states (state_hash, code_verifier, nonce, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(s.state), s.codeVerifier, s.nonce, HOUR / 6],
  );
  await db.query("DELETE FROM login_states WHERE expires_at < now() - interval '1 hour'");
}

export function takeLoginState(db: Database, state: string) {
  return db.one<{ code_verifier: string; nonce: string }>(
    "DELETE FROM login_states WHERE state_hash = $1 AND expires_at > now() RETURNING code_verifier, nonce",
    [hashToken(state)],
  );
}
