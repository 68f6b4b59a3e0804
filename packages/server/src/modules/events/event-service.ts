import type { Database } from "../../db/database.js";
import { deleteEventsBefore, findEventsAfter, findLatestEventId } from "./event-repository.js";

// What the notifications module reads of the outbox: the events a delivery job is about, the live screens'
// catch-up after a dropped connection, and the purge of old events.
export { type EventRow, findEvents } from "./event-repository.js";

/** How long events are kept for the live screens' catch-up (a screen away longer refreshes everything). */
export const EVENT_KEEP_SECONDS = 7 * 24 * 3600;
/** A transaction takes its event id when it writes it and commits later: catch-up looks this far back. */
export const CATCH_UP_OVERLAP_SECONDS = 10;

export function eventsAfter(db: Database, organizationId: string, afterId: number, limit: number) {
  return findEventsAfter(db, organizationId, afterId, CATCH_UP_OVERLAP_SECONDS, limit);
}

export function purgeOldEvents(db: Database): Promise<number> {
  return deleteEventsBefore(db, EVENT_KEEP_SECONDS);
}

export function latestEventId(db: Database, organizationId: string): Promise<number> {
  return findLatestEventId(db, organizationId);
}
