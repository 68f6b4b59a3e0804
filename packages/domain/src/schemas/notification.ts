import { z } from "zod";
import {
  EVENT_KINDS,
  EVENT_SUBJECTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_RULES,
  type NotificationChannel,
} from "../notification-rules.js";
import { CLOCK_TIME_PATTERN, isValidTimeZone } from "../quiet-hours.js";
import { isoDateTimeSchema, pageQuery } from "./fields.js";

export const NOTIFICATION_PAGE_SIZE = 20;

/** One notification in a person's list (the bell). */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  body: z.string(),
  subjectType: z.enum(EVENT_SUBJECTS),
  subjectId: z.uuid(),
  /** The app's path that opens the thing (a work order, the team page). */
  link: z.string(),
  critical: z.boolean(),
  readAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type Notification = z.output<typeof notificationSchema>;

/** GET /notifications: newest first; `unread` narrows to the unread ones. */
export const notificationQuerySchema = z.object({
  ...pageQuery(NOTIFICATION_PAGE_SIZE),
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type NotificationQuery = z.output<typeof notificationQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.output<typeof unreadCountSchema>;

/** POST /notifications/read-all: how many were marked, and the unread count after. */
export const markAllReadSchema = z.object({
  marked: z.number().int().min(0),
  unread: z.number().int().min(0),
});

export const QUIET_HOURS_MESSAGES = {
  time: "Enter a time as HH:MM",
  both: "Give both the start and the end of quiet hours, or neither",
  timeZone: "Unknown time zone",
} as const;

/** "HH:MM", or none (null; a time field left empty sends ""). */
const clockTime = z.preprocess(
  (value) => (value === "" ? null : value),
  z.string().regex(CLOCK_TIME_PATTERN, QUIET_HOURS_MESSAGES.time).nullable(),
);

export const quietHoursSchema = z
  .object({
    start: clockTime,
    end: clockTime,
    timeZone: z.string().min(1).max(64).refine(isValidTimeZone, QUIET_HOURS_MESSAGES.timeZone),
    criticalPasses: z.boolean(),
  })
  .refine((value) => (value.start === null) === (value.end === null), {
    message: QUIET_HOURS_MESSAGES.both,
    path: ["end"],
  });

const channelSwitches = z
  .object(
    Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
      NotificationChannel,
      z.ZodBoolean
    >,
  )
  .partial();

/** One kind's switches per channel. */
export const kindPreferenceSchema = z.object({
  kind: z.enum(EVENT_KINDS).refine((kind) => NOTIFICATION_RULES[kind] !== undefined, {
    message: "Nobody is told of this kind of event",
  }),
  channels: channelSwitches,
});

/**
 * How a person's email comes (docs/decisions/037): one email per notification, or a daily digest of them at
 * EMAIL_DIGEST_HOUR in their time zone (critical ones still come at once).
 */
export const EMAIL_DELIVERIES = ["EACH", "DIGEST"] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];
/** The digest's hour, in the person's time zone (before a shift starts). */
export const EMAIL_DIGEST_HOUR = 7;

/**
 * PUT /notifications/preferences: the kinds given (others keep their setting), the quiet hours, and how email
 * comes (absent: as it was).
 */
export const notificationPreferencesUpdateSchema = z.object({
  preferences: z
    .array(kindPreferenceSchema)
    .max(EVENT_KINDS.length)
    .refine(
      (list) => new Set(list.map((entry) => entry.kind)).size === list.length,
      "Each kind may appear once",
    ),
  quietHours: quietHoursSchema,
  emailDelivery: z.enum(EMAIL_DELIVERIES, { error: "Choose each or digest" }).optional(),
});
export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

/** GET /notifications/preferences: every kind the person can be told of, each channel's switch. */
export const notificationPreferencesSchema = z.object({
  /** The channels this server delivers now (the others are kept for later). */
  availableChannels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  preferences: z.array(
    z.object({
      kind: z.enum(EVENT_KINDS),
      label: z.string(),
      description: z.string(),
      critical: z.boolean(),
      channels: z.object(
        Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
          NotificationChannel,
          z.ZodBoolean
        >,
      ),
    }),
  ),
  quietHours: z.object({
    start: z.string().nullable(),
    end: z.string().nullable(),
    timeZone: z.string(),
    criticalPasses: z.boolean(),
  }),
  emailDelivery: z.enum(EMAIL_DELIVERIES),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const NOTIFICATION_MESSAGES = {
  notFound: "Notification not found",
  kindNotForRole: "You are not told of this kind of event",
  saved: "Notification settings saved",
} as const;
