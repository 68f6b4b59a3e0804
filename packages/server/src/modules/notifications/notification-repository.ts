import {
  type EmailDelivery,
  type EventKind,
  type EventSubject,
  LIST_TOTAL_CAP as LIST_COUNT_CAP,
  type NotificationChannel,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface NewNotification {
  organizationId: string;
  userId: string;
  eventId: number;
  kind: EventKind;
  title: string;
  body: string;
  subjectType: EventSubject;
  subjectId: string;
  link: string;
  critical: boolean;
}

/**
 * Writes the notifications in one statement; one that exists already (the same event and person: a job run
 * again) is skipped. Answers the people written for.
 */
export async function insertNotifications(tx: Database, rows: readonly NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await tx.query<{ user_id: string }>(
    `INSERT INTO notifications (organization_id, user_id, event_id, kind, title, body, subject_type, subject_id,
                                link, critical)
     SELECT r."organizationId", r."userId", r."eventId", r.kind, r.title, r.body, r."subjectType", r."subjectId",
            r.link, r.critical
     FROM jsonb_to_recordset($1::jsonb) AS r("organizationId" uuid, "userId" uuid, "eventId" bigint, kind text,
       title text, body text, "subjectType" text, "subjectId" uuid, link text, critical boolean)
     ON CONFLICT (event_id, user_id) DO NOTHING
     RETURNING user_id`,
    [JSON.stringify(rows)],
  );
  return written.map((row) => row.user_id);
}

const COLUMNS = `n.id, n.kind, n.title, n.body, n.subject_type AS "subjectType", n.subject_id AS "subjectId",
  n.link, n.critical, n.read_at AS "readAt", n.created_at AS "createdAt"`;

export interface NotificationRow {
  id: string;
  kind: EventKind;
  title: string;
  body: string;
  subjectType: EventSubject;
  subjectId: string;
  link: string;
  critical: boolean;
  readAt: Date | null;
  createdAt: Date;
}

/**
 * One page of a person's notifications, newest first, from the index in that order, and how many match
 * (counted up to LIST_COUNT_CAP + 1); one statement.
 */
export async function findNotifications(
  db: Database,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; counted: number }> {
  const unread = options.unreadOnly ? "AND n.read_at IS NULL" : "";
  const rows = await db.query<NotificationRow & { counted: number }>(
    `WITH counted AS (
       SELECT count(*) AS counted FROM (
         SELECT 1 FROM notifications n WHERE n.user_id = $1 ${unread} LIMIT ${LIST_COUNT_CAP + 1}) c
     )
     SELECT counted.counted, page.* FROM counted LEFT JOIN LATERAL (
       SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = $1 ${unread}
       ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3
     ) page ON true`,
    [userId, options.limit, options.offset],
  );
  const counted = rows[0]?.counted ?? 0;
  return { rows: rows.filter((row) => row.id !== null).map(({ counted: _c, ...row }) => row), counted };
}

/** Unread notifications of a person, counted up to LIST_COUNT_CAP + 1 (the bell shows 99+ long before). */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const row = await db.one<{ unread: number }>(
    `SELECT count(*) AS unread FROM (
       SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT ${LIST_COUNT_CAP + 1}) u`,
    [userId],
  );
  return row?.unread ?? 0;
}

/** Marks one of the person's notifications read (once); answers it, or undefined when it is not theirs. */
export function markRead(db: Database, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db.one<NotificationRow>(
    `UPDATE notifications n SET read_at = coalesce(n.read_at, now())
     WHERE n.id = $2::uuid AND n.user_id = $1 RETURNING ${COLUMNS}`,
    [userId, id],
  );
}

/** Marks every unread notification of the person read; answers how many. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db.query(
    "UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING 1",
    [userId],
  );
  return rows.length;
}

/** Removes read notifications older than `keepSeconds`, and any older than twice that. */
export async function deleteOldNotifications(db: Database, keepSeconds: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM notifications
     WHERE (read_at IS NOT NULL AND created_at < now() - make_interval(secs => $1))
        OR created_at < now() - make_interval(secs => $1 * 2)
     RETURNING 1`,
    [keepSeconds],
  );
  return rows.length;
}

export interface PreferenceRow {
  kind: EventKind;
  channel: NotificationChannel;
  enabled: boolean;
}

export function findPreferences(db: Database, userId: string): Promise<PreferenceRow[]> {
  return db.query<PreferenceRow>(
    "SELECT kind, channel, enabled FROM notification_preferences WHERE user_id = $1",
    [userId],
  );
}

export interface SettingsRow {
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
  time_zone: string;
  critical_passes: boolean;
  email_delivery: EmailDelivery;
}

export function findSettings(db: Database, userId: string): Promise<SettingsRow | undefined> {
  return db.one<SettingsRow>(
    `SELECT quiet_hours_start, quiet_hours_end, time_zone, critical_passes, email_delivery
     FROM notification_settings WHERE user_id = $1`,
    [userId],
  );
}

/** Writes the switches given (one statement) and the quiet hours, in the caller's transaction. */
export async function savePreferences(
  tx: Database,
  person: { userId: string; organizationId: string },
  switches: readonly PreferenceRow[],
  settings: Omit<SettingsRow, "email_delivery"> & { email_delivery: EmailDelivery | undefined },
): Promise<void> {
  if (switches.length > 0) {
    await tx.query(
      `INSERT INTO notification_preferences (user_id, organization_id, kind, channel, enabled)
       SELECT $1, $2, r.kind, r.channel, r.enabled
       FROM jsonb_to_recordset($3::jsonb) AS r(kind text, channel text, enabled boolean)
       ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = excluded.enabled, updated_at = now()`,
      [person.userId, person.organizationId, JSON.stringify(switches)],
    );
  }
  await tx.query(
    `INSERT INTO notification_settings (user_id, organization_id, quiet_hours_start, quiet_hours_end, time_zone,
                                        critical_passes, email_delivery)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, 'EACH'))
     ON CONFLICT (user_id) DO UPDATE SET quiet_hours_start = excluded.quiet_hours_start,
       quiet_hours_end = excluded.quiet_hours_end, time_zone = excluded.time_zone,
       critical_passes = excluded.critical_passes,
       email_delivery = coalesce($7, notification_settings.email_delivery), updated_at = now()`,
    [
      person.userId,
      person.organizationId,
      settings.quiet_hours_start,
      settings.quiet_hours_end,
      settings.time_zone,
      settings.critical_passes,
      settings.email_delivery ?? null,
    ],
  );
}
