import type { Database } from "../../db/database.js";
import { eventsAfter, latestEventId } from "../events/event-service.js";
import { findLiveSession } from "../sessions/session-service.js";
import { changeMessage, sseEvent } from "./live-hub.js";

/** A stream that missed more than this many events is told to refresh everything instead. */
const CATCH_UP_LIMIT = 200;

/**
 * What a stream sends first: after a dropped connection (`lastEventId`), the events since then (and a few
 * seconds before, for transactions that committed late) or, past CATCH_UP_LIMIT, `reset`; then `ready` with
 * the id it continues from.
 */
export async function catchUp(db: Database, organizationId: string, lastEventId: number | undefined) {
  const latest = await latestEventId(db, organizationId);
  if (lastEventId === undefined) return sseEvent("ready", {}, latest);
  const missed = await eventsAfter(db, organizationId, lastEventId, CATCH_UP_LIMIT + 1);
  if (missed.length > CATCH_UP_LIMIT) return sseEvent("reset", {}) + sseEvent("ready", {}, latest);
  const replay = missed.map((event) => changeMessage(Number(event.id), event.kind)).join("");
  return replay + sseEvent("ready", {}, Math.max(latest, lastEventId));
}

/** Whether a stream's session is still live and its user active (after the database said either changed). */
export async function sessionIsLive(db: Database, sessionId: string, userId: string): Promise<boolean> {
  const session = await findLiveSession(db, sessionId);
  return session !== undefined && session.user_id === userId;
}
