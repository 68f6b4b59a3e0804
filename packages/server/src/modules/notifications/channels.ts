import type { NotificationChannel } from "@mnx/domain";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { notifyLive } from "../events/event-writes.js";
import { emailChannel } from "./email-channel.js";
import { insertNotifications, type NewNotification } from "./notification-repository.js";
import { pushChannel } from "./push-channel.js";

/**
 * A way of telling people (docs/decisions/035). The dispatcher (delivery-service.ts) decides who is told on
 * which channel (rules, preferences, quiet hours) and hands each channel its notifications inside the
 * delivery job's transaction: a channel that calls out (push, email, webhooks: the next slice) sends its own
 * jobs there, one per message, so a slow or failing service is retried on its own and never holds the others.
 */
export interface Channel {
  name: NotificationChannel;
  /** Whether this server can deliver on it now (e.g. EMAIL only with SMTP_URL set). Absent: always. */
  available?(db: Database, config: Config): Promise<boolean> | boolean;
  deliver(tx: Database, notifications: readonly NewNotification[]): Promise<void>;
}

const PEOPLE_PER_MESSAGE = 150;

/**
 * The bell: the notification rows, once per event and person, and a message to the live screens of the
 * people newly told, so their bell counts at once (on any server).
 */
export const inAppChannel: Channel = {
  name: "IN_APP",
  async deliver(tx, notifications) {
    const told = await insertNotifications(tx, notifications);
    // NOTIFY's payload holds 8,000 bytes: about 190 ids; the people of one event go out in chunks.
    for (let start = 0; start < told.length; start += PEOPLE_PER_MESSAGE) {
      await notifyLive(tx, { t: "n", u: told.slice(start, start + PEOPLE_PER_MESSAGE) });
    }
  },
};

/** Every channel, in the order a person's settings show them. Each channel module adds its own here. */
export const CHANNELS: readonly Channel[] = [inAppChannel, pushChannel, emailChannel];

/** The channels this server delivers on now (asked at each delivery batch, so a setting change counts). */
export async function deliveringChannels(db: Database, config: Config): Promise<Channel[]> {
  const ready = await Promise.all(CHANNELS.map((channel) => channel.available?.(db, config) ?? true));
  return CHANNELS.filter((_, index) => ready[index]);
}
