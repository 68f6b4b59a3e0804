import type { Database } from "../../db/database.js";
import type { SessionRecord } from "./session-repository.js";

/**
 * Live sessions, with their user as the profile shows them, kept in memory for a few seconds, so a signed-in
 * call needs no query to know its session is live and its user active (docs/decisions/013-scale.md). Logout and deactivation still act at once:
 * - on this server, the code that revokes a session or changes a user calls forgetCachedSessions();
 * - on every server, database triggers NOTIFY SESSION_CHANNEL when the change commits, and each cache
 *   forgets what the message names (this also closes the race of a fill that read the row just before);
 * - an entry is used only once the cache has caught up with the database's messages (getCurrent: one shared
 *   round trip on the LISTEN connection), so a logout or deactivation that another server answered a moment
 *   ago is refused here on the very next call (docs/decisions/019);
 * - a cache that may have missed messages (its LISTEN connection is down) is not used until it listens
 *   again, and no entry lives longer than SESSION_CACHE_TTL_MS in any case.
 */
export const SESSION_CHANNEL = "mnx_session_changes";
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  session: SessionRecord;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Moves on every forget: a fill that started before a forget may hold what was forgotten. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Resolves true once every message committed before the call has arrived (the subscription's barrier). */
  caughtUp: () => Promise<boolean> = async () => this.listening;

  /** The cached session, if still cached once every message committed before this call has arrived. */
  async getCurrent(sessionId: string): Promise<SessionRecord | undefined> {
    if (!this.get(sessionId)) return undefined;
    return (await this.caughtUp()) ? this.get(sessionId) : undefined;
  }

  get(sessionId: string): SessionRecord | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (entry && entry.until > this.now()) return entry.session;
    if (entry) this.entries.delete(sessionId);
    return undefined;
  }

  /** Call before reading a session; pass the answer to store() with the session read. */
  startFill(): number {
    return this.generation;
  }

  store(fill: number, session: SessionRecord): void {
    if (!this.listening || fill !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const ends = new Date(session.expires_at).getTime();
    this.entries.set(session.id, { session, until: Math.min(this.now() + SESSION_CACHE_TTL_MS, ends) });
  }

  forget(target: SessionTarget): void {
    this.generation++;
    if ("sessionId" in target) {
      this.entries.delete(target.sessionId);
      return;
    }
    for (const [id, { session }] of this.entries) {
      const named =
        "userId" in target
          ? session.user_id === target.userId
          : session.organization_id === target.organizationId;
      if (named) this.entries.delete(id);
    }
  }

  /** Messages may have been missed while not listening: start empty either way. */
  setListening(listening: boolean): void {
    this.generation++;
    this.entries.clear();
    this.listening = listening;
  }

  /** `session:<id>`, `user:<id>` or `organization:<id>`, as migration 003's triggers send them. */
  onMessage(payload: string): void {
    const [kind, id] = payload.split(":");
    if (!id) return;
    if (kind === "session") this.forget({ sessionId: id });
    else if (kind === "user") this.forget({ userId: id });
    else if (kind === "organization") this.forget({ organizationId: id });
  }
}

export type SessionTarget = { sessionId: string } | { userId: string } | { organizationId: string };

/** The caches of the apps running on each database in this process (tests run several apps on one). */
const caches = new WeakMap<Database, Set<SessionCache>>();

/**
 * Forgets a session, or every session of a user (or of an organization), in every cache of this process on
 * `db`'s database, at once. A service calls it as a step after revoking a session (session-service.ts does)
 * and after changing anything of a user or an organization that a session shows (role, status, name, phone,
 * last login, settings); the triggers tell the other servers when the change commits.
 */
export function forgetCachedSessions(db: Database, target: SessionTarget): void {
  for (const cache of caches.get(db.root) ?? []) cache.forget(target);
}

/** Creates the app's cache and subscribes it to the database's messages; answers the cache and its stop. */
export async function startSessionCache(
  db: Database,
): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache();
  const root = db.root;
  const registered = caches.get(root) ?? new Set<SessionCache>();
  caches.set(root, registered);
  registered.add(cache);
  const subscription = await root.listen(
    SESSION_CHANNEL,
    (payload) => cache.onMessage(payload),
    (listening) => cache.setListening(listening),
  );
  cache.caughtUp = () => subscription.caughtUp();
  return {
    cache,
    stop: async () => {
      registered.delete(cache);
      cache.setListening(false);
      await subscription.stop();
    },
  };
}
