import type { Database } from "../../db/database.js";
import { forgetCachedSessions, SESSION_CHANNEL } from "./session-cache.js";
import * as store from "./session-repository.js";

// The sessions, refresh tokens, one-time sign-in codes and sign-in states, as the sign-in flows (auth), the
// authenticate hook (plugins/auth.ts) and a deactivation (users) use them.
export {
  consumeAuthCode,
  consumeRefreshToken,
  findLiveSession,
  findRefreshToken,
  insertAuthCode,
  insertLoginState,
  insertRefreshToken,
  insertSession,
  type SessionRecord,
  takeLoginState,
  touchSession,
} from "./session-repository.js";
/** The database channel that names ended sessions (`session:`, `user:` or `organization:` and an id). */
export { forgetCachedSessions, SESSION_CHANNEL };

/** Ends a session; this server's caches forget it at once, the others when the change commits. */
export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await store.revokeSession(db, sessionId, reason);
  forgetCachedSessions(db, { sessionId });
}

/** Ends every session of a user (deactivation), forgotten by the caches as revokeSession's. */
export async function revokeUserSessions(db: Database, userId: string, reason: string): Promise<void> {
  await store.revokeUserSessions(db, userId, reason);
  forgetCachedSessions(db, { userId });
}
