import type { Locale } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { NewNotification } from "./notification-repository.js";

/**
 * Writes the EMAIL channel's messages, one per (event, person) (a delivery job run again writes none): at
 * once, or waiting for the person's digest when they chose one (a critical one never waits). Only people
 * with an address. Answers the rows written.
 */
export function insertEmailMessages(
  tx: Database,
  rows: readonly NewNotification[],
): Promise<{ id: string; digest: boolean }[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.query(
    `INSERT INTO email_messages (organization_id, user_id, event_id, kind, title, body, link, critical, digest)
     SELECT r."organizationId", r."userId", r."eventId", r.kind, r.title, r.body, r.link, r.critical,
            coalesce(s.email_delivery, 'EACH') = 'DIGEST' AND NOT r.critical
     FROM jsonb_to_recordset($1::jsonb) AS r("organizationId" uuid, "userId" uuid, "eventId" bigint, kind text,
       title text, body text, link text, critical boolean)
     JOIN users u ON u.id = r."userId" AND u.email <> ''
     LEFT JOIN notification_settings s ON s.user_id = r."userId"
     ON CONFLICT (event_id, user_id) DO NOTHING
     RETURNING id, digest`,
    [JSON.stringify(rows)],
  );
}

export interface EmailRow {
  id: string;
  title: string;
  body: string;
  link: string;
  critical: boolean;
  created_at: Date;
}

/** A message to mail at once, not mailed yet, with its person's address (ACTIVE people only). */
export function findUnsentMessage(
  db: Database,
  id: string,
): Promise<(EmailRow & { email: string; first_name: string; locale: Locale }) | undefined> {
  return db.one(
    `SELECT m.id, m.title, m.body, m.link, m.critical, m.created_at, u.email, u.first_name,
            coalesce(u.language, o.default_language) AS locale
     FROM email_messages m JOIN users u ON u.id = m.user_id JOIN organizations o ON o.id = u.organization_id
     WHERE m.id = $1 AND m.sent_at IS NULL AND u.status = 'ACTIVE'`,
    [id],
  );
}

/** Marks messages mailed (once). */
export async function markSent(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query("UPDATE email_messages SET sent_at = now() WHERE id = ANY($1::uuid[]) AND sent_at IS NULL", [
    ids,
  ]);
}

/**
 * The people whose digest is due at `now`: messages waiting, and `hour` o'clock in their time zone (an
 * hourly check finds each person once a day).
 */
export function findDigestsDue(db: Database, now: Date, hour: number): Promise<{ user_id: string }[]> {
  return db.query(
    `SELECT w.user_id FROM (
       SELECT DISTINCT user_id FROM email_messages WHERE digest AND sent_at IS NULL) w
     LEFT JOIN notification_settings s ON s.user_id = w.user_id
     WHERE extract(hour FROM $1::timestamptz AT TIME ZONE coalesce(s.time_zone, 'UTC')) = $2`,
    [now, hour],
  );
}

/** A person's waiting digest messages, oldest first (at most `limit`), and their address (ACTIVE only). */
export async function findDigest(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ email: string; first_name: string; locale: Locale; messages: EmailRow[] } | undefined> {
  const person = await db.one<{ email: string; first_name: string; locale: Locale }>(
    `SELECT u.email, u.first_name, coalesce(u.language, o.default_language) AS locale
     FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1 AND u.status = 'ACTIVE'`,
    [userId],
  );
  if (!person) return undefined;
  const messages = await db.query<EmailRow>(
    `SELECT id, title, body, link, critical, created_at FROM email_messages
     WHERE user_id = $1 AND digest AND sent_at IS NULL ORDER BY created_at, id LIMIT $2`,
    [userId, limit],
  );
  return { ...person, messages };
}

/** Removes messages mailed (or never mailable) longer than `keepSeconds` ago. */
export async function deleteOldEmailMessages(db: Database, keepSeconds: number): Promise<number> {
  const rows = await db.query(
    "DELETE FROM email_messages WHERE created_at < now() - make_interval(secs => $1) RETURNING 1",
    [keepSeconds],
  );
  return rows.length;
}
