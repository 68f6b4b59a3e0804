import {
  buildPagination,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_RULES,
  type Notification,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationQuery,
  notifiableKindsFor,
} from "@mnx/domain";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { notifyLive } from "../events/event-writes.js";
import { deliveringChannels } from "./channels.js";
import {
  countUnread,
  findNotifications,
  findPreferences,
  findSettings,
  markAllRead,
  markRead,
  type NotificationRow,
  type PreferenceRow,
  savePreferences,
} from "./notification-repository.js";

export {
  notificationJobs,
  recordDueMaintenance,
  recordMissedInspections,
} from "./notification-job-service.js";

const toDto = (row: NotificationRow): Notification => ({
  ...row,
  readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** GET /notifications: the caller's own, newest first, paged, with the unread count. */
export async function listNotifications(db: Database, user: AuthenticatedUser, query: NotificationQuery) {
  const { rows, counted } = await findNotifications(db, user.id, {
    unreadOnly: query.unread === true,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    notifications: rows.map(toDto),
    pagination: buildPagination(query.page, query.limit, counted),
    unread: await countUnread(db, user.id),
  };
}

export function unreadCount(db: Database, user: AuthenticatedUser): Promise<number> {
  return countUnread(db, user.id);
}

/**
 * Marks one of the caller's notifications read; another person's (or organization's) is 404. The caller's
 * other screens (any server) refresh their bell.
 */
export async function readNotification(db: Database, user: AuthenticatedUser, id: string) {
  return db.transaction(async (tx) => {
    const row = await markRead(tx, user.id, id);
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    await notifyLive(tx, { t: "n", u: [user.id] });
    return { notification: toDto(row), unread: await countUnread(tx, user.id) };
  });
}

export async function readAllNotifications(db: Database, user: AuthenticatedUser) {
  return db.transaction(async (tx) => {
    const marked = await markAllRead(tx, user.id);
    if (marked > 0) await notifyLive(tx, { t: "n", u: [user.id] });
    return { marked, unread: await countUnread(tx, user.id) };
  });
}

/** GET /notifications/preferences: every kind the caller's role can be told of, per channel, and quiet hours. */
export async function notificationPreferences(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
): Promise<NotificationPreferences> {
  const [chosen, settings, channels] = await Promise.all([
    findPreferences(db, user.id),
    findSettings(db, user.id),
    deliveringChannels(db, config),
  ]);
  return {
    availableChannels: channels.map((channel) => channel.name),
    preferences: notifiableKindsFor(user.role).map((kind) => {
      const rule = NOTIFICATION_RULES[kind];
      if (!rule) throw new Error(`no rule for ${kind}`);
      const channels = Object.fromEntries(
        NOTIFICATION_CHANNELS.map((channel) => [
          channel,
          chosen.find((row) => row.kind === kind && row.channel === channel)?.enabled ??
            rule.defaults[channel],
        ]),
      ) as NotificationPreferences["preferences"][number]["channels"];
      return { kind, label: rule.label, description: rule.description, critical: rule.critical, channels };
    }),
    quietHours: {
      start: settings?.quiet_hours_start ?? null,
      end: settings?.quiet_hours_end ?? null,
      timeZone: settings?.time_zone ?? "UTC",
      criticalPasses: settings?.critical_passes ?? true,
    },
    emailDelivery: settings?.email_delivery ?? "EACH",
  };
}

/** PUT /notifications/preferences: the switches given (kinds the caller's role cannot be told of: 400). */
export async function changeNotificationPreferences(
  db: Database,
  config: Config,
  user: AuthenticatedUser,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const allowed = notifiableKindsFor(user.role);
  const switches: PreferenceRow[] = update.preferences.flatMap((entry) =>
    Object.entries(entry.channels).map(([channel, enabled]) => ({
      kind: entry.kind,
      channel: channel as PreferenceRow["channel"],
      enabled: enabled === true,
    })),
  );
  const foreign = update.preferences.findIndex((entry) => !allowed.includes(entry.kind));
  if (foreign >= 0) throw notificationKindRefused(foreign);
  await db.transaction((tx) =>
    savePreferences(tx, { userId: user.id, organizationId: user.organizationId }, switches, {
      quiet_hours_start: update.quietHours.start,
      quiet_hours_end: update.quietHours.end,
      time_zone: update.quietHours.timeZone,
      critical_passes: update.quietHours.criticalPasses,
      email_delivery: update.emailDelivery,
    }),
  );
  return notificationPreferences(db, config, user);
}

function notificationKindRefused(index: number) {
  const message = NOTIFICATION_MESSAGES.kindNotForRole;
  return new AppError("VALIDATION_ERROR", message, 400, [{ path: `preferences.${index}.kind`, message }]);
}
