import type { EventKind, EventSubject } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface NewEvent {
  organizationId: string;
  kind: EventKind;
  subjectType: EventSubject;
  subjectId: string;
  /** Who made the change; null for the scheduled checks. */
  actorId: string | null;
  data?: Record<string, unknown>;
  /** Recorded once: a second event with this key in the organization is skipped. */
  dedupeKey?: string;
}

export interface RecordedEvent {
  id: number;
  organization_id: string;
  kind: EventKind;
}

/** Inserts the events in the order given (one statement); answers those written (not skipped as repeats). */
export function insertEvents(tx: Database, events: readonly NewEvent[]): Promise<RecordedEvent[]> {
  const rows = events.map((event) => ({
    organization_id: event.organizationId,
    kind: event.kind,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    actor_id: event.actorId,
    data: event.data ?? {},
    dedupe_key: event.dedupeKey ?? null,
  }));
  return tx.query<RecordedEvent>(
    `INSERT INTO events (organization_id, kind, subject_type, subject_id, actor_id, data, dedupe_key)
     SELECT r.organization_id, r.kind, r.subject_type, r.subject_id, r.actor_id, r.data, r.dedupe_key
     FROM jsonb_populate_recordset(NULL::events, $1::jsonb) WITH ORDINALITY AS r
     ORDER BY r.ordinality
     ON CONFLICT (organization_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
     RETURNING id, organization_id, kind`,
    [JSON.stringify(rows)],
  );
}

export interface EventRow {
  id: number;
  organization_id: string;
  kind: EventKind;
  subject_type: EventSubject;
  subject_id: string;
  actor_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
}

export function findEvents(db: Database, ids: readonly number[]): Promise<EventRow[]> {
  return db.query<EventRow>(
    `SELECT id, organization_id, kind, subject_type, subject_id, actor_id, data, created_at
     FROM events WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [[...ids]],
  );
}

/**
 * The organization's events after `afterId`, and those recorded up to `overlapSeconds` before it (a
 * transaction that took its id earlier may have committed later), oldest first, at most `limit`.
 */
export function findEventsAfter(
  db: Database,
  organizationId: string,
  afterId: number,
  overlapSeconds: number,
  limit: number,
): Promise<{ id: number; kind: EventKind }[]> {
  return db.query(
    `SELECT e.id, e.kind FROM events e
     WHERE e.organization_id = $1
       AND (e.id > $2 OR e.created_at >= (SELECT created_at FROM events WHERE id = $2) - make_interval(secs => $3))
     ORDER BY e.id LIMIT $4`,
    [organizationId, afterId, overlapSeconds, limit],
  );
}

/** Removes events older than `keepSeconds`; answers how many. */
export async function deleteEventsBefore(db: Database, keepSeconds: number): Promise<number> {
  const rows = await db.query(
    "DELETE FROM events WHERE created_at < now() - make_interval(secs => $1) RETURNING 1",
    [keepSeconds],
  );
  return rows.length;
}

/** The organization's newest event id (0 before any): where a new live stream starts. */
export async function findLatestEventId(db: Database, organizationId: string): Promise<number> {
  const row = await db.one<{ id: number | null }>(
    "SELECT max(id) AS id FROM events WHERE organization_id = $1",
    [organizationId],
  );
  return Number(row?.id ?? 0);
}

/**
 * The organizations (of those given) with an enabled webhook for one of the kinds (docs/decisions/038): only
 * their events are sent to the webhooks' fan-out. One indexed statement per recorded batch.
 */
export async function organizationsWithWebhooks(
  tx: Database,
  organizationIds: readonly string[],
  kinds: readonly EventKind[],
): Promise<Set<string>> {
  const rows = await tx.query<{ organization_id: string }>(
    `SELECT DISTINCT organization_id FROM webhooks
     WHERE organization_id = ANY($1::uuid[]) AND enabled AND kinds && $2::text[]`,
    [[...new Set(organizationIds)], [...new Set(kinds)]],
  );
  return new Set(rows.map((row) => row.organization_id));
}
