import { z } from "zod";
import { isoDateTimeSchema, pageQuery } from "./fields.js";

/**
 * Telematics connections: a provider's ISO/TS 15143-3 (AEMP 2.0) fleet snapshot, polled for hours (and idle
 * hours) and positions (docs/decisions/044-telematics.md).
 */

export const TELEMATICS_AUTH_KINDS = ["BASIC", "OAUTH2"] as const;
export type TelematicsAuthKind = (typeof TELEMATICS_AUTH_KINDS)[number];
/**
 * The meters a connection may take from the feed: CumulativeOperatingHours, CumulativeIdleHours, Distance (the
 * odometer, in miles) and FuelUsed (litres burnt since new; decision 047).
 */
export const TELEMATICS_METERS = ["ENGINE_HOURS", "IDLE_HOURS", "ODOMETER", "FUEL_USED"] as const;
export type TelematicsMeter = (typeof TELEMATICS_METERS)[number];
export const TELEMATICS_STATUSES = ["NEW", "OK", "FAILING", "RATE_LIMITED"] as const;
export type TelematicsStatus = (typeof TELEMATICS_STATUSES)[number];
export const TELEMATICS_MACHINE_STATUSES = ["MATCHED", "LINKED", "UNMATCHED", "IGNORED"] as const;
export type TelematicsMachineStatus = (typeof TELEMATICS_MACHINE_STATUSES)[number];

export const TELEMATICS_INTERVAL_DEFAULT = 30;
export const TELEMATICS_INTERVAL_MIN = 5;
export const TELEMATICS_INTERVAL_MAX = 1440;
/** An organization keeps at most this many connections. */
export const TELEMATICS_CONNECTION_LIMIT = 20;
export const TELEMATICS_MACHINES_PAGE_SIZE = 50;
const URL_MAX = 2_000;
const SECRET_MAX = 500;

export const TELEMATICS_MESSAGES = {
  name: "Give the connection a name",
  url: "Enter an http:// or https:// address",
  tokenUrl: "OAuth 2 needs the provider's token address",
  username: "Enter the user name (or client id)",
  password: "Enter the password (or client secret)",
  meters: "Choose at least one meter",
  nothingToChange: "Give what to change",
  notFound: "Connection not found",
  machineNotFound: "Feed machine not found",
  equipmentNotFound: "Machine not found",
  limit: `An organization keeps at most ${TELEMATICS_CONNECTION_LIMIT} telematics connections`,
  created: "Connection added",
  saved: "Connection saved",
  deleted: "Connection deleted",
  pollQueued: "Poll queued: the connection is read within a minute",
  linked: "Machine linked: its readings arrive from the next poll",
  ignored: "Machine ignored",
} as const;

/** An absolute http(s) address (the server parses it again and checks where it points). */
const HTTP_URL = /^https?:\/\/(?:\[[0-9a-f:.]+\]|[^\s/?#@:[\]]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const httpUrl = z
  .string()
  .trim()
  .max(URL_MAX, `At most ${URL_MAX} characters`)
  .refine((value) => HTTP_URL.test(value), TELEMATICS_MESSAGES.url);

const meterList = z
  .array(z.enum(TELEMATICS_METERS))
  .min(1, TELEMATICS_MESSAGES.meters)
  .max(TELEMATICS_METERS.length)
  .refine((list) => new Set(list).size === list.length, TELEMATICS_MESSAGES.meters);

const interval = z.coerce
  .number()
  .int("Whole minutes")
  .min(TELEMATICS_INTERVAL_MIN, `At least ${TELEMATICS_INTERVAL_MIN} minutes`)
  .max(TELEMATICS_INTERVAL_MAX, `At most ${TELEMATICS_INTERVAL_MAX} minutes (a day)`);

const secret = (message: string) =>
  z.string().min(1, message).max(SECRET_MAX, `At most ${SECRET_MAX} characters`);

const connectionFields = {
  name: z.string().trim().min(1, TELEMATICS_MESSAGES.name).max(100, "At most 100 characters"),
  baseUrl: httpUrl,
  authKind: z.enum(TELEMATICS_AUTH_KINDS),
  /** OAuth 2 client credentials: where the access token is asked for. */
  tokenUrl: httpUrl.nullish(),
  /** HTTP Basic's user name, or OAuth 2's client id (kept encrypted, never answered). */
  username: secret(TELEMATICS_MESSAGES.username),
  /** HTTP Basic's password, or OAuth 2's client secret (kept encrypted, never answered). */
  password: secret(TELEMATICS_MESSAGES.password),
  pollIntervalMinutes: interval.default(TELEMATICS_INTERVAL_DEFAULT),
  meters: meterList.default(["ENGINE_HOURS"]),
  enabled: z.boolean().default(true),
};

const needsTokenUrl = (value: { authKind?: TelematicsAuthKind; tokenUrl?: string | null }) =>
  value.authKind !== "OAUTH2" || Boolean(value.tokenUrl);

/** POST /telematics/connections. */
export const telematicsConnectionCreateSchema = z
  .object(connectionFields)
  .refine(needsTokenUrl, { message: TELEMATICS_MESSAGES.tokenUrl, path: ["tokenUrl"] });
export type TelematicsConnectionCreate = z.output<typeof telematicsConnectionCreateSchema>;

/**
 * PATCH /telematics/connections/{id}: any of the fields; the credentials are changed only when both are given
 * (they are never answered, so the form leaves them blank to keep them).
 */
export const telematicsConnectionUpdateSchema = z
  .object({
    name: connectionFields.name,
    baseUrl: connectionFields.baseUrl,
    authKind: connectionFields.authKind,
    tokenUrl: connectionFields.tokenUrl,
    username: connectionFields.username,
    password: connectionFields.password,
    pollIntervalMinutes: interval,
    meters: meterList,
    enabled: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, TELEMATICS_MESSAGES.nothingToChange)
  .refine((value) => (value.username === undefined) === (value.password === undefined), {
    message: "Give both the user name and the password to change them",
    path: ["password"],
  });
export type TelematicsConnectionUpdate = z.output<typeof telematicsConnectionUpdateSchema>;

/** What a poll did: machines read, readings accepted / held / refused / ignored (older than held), positions. */
export const telematicsPollSummarySchema = z.object({
  pages: z.number().int(),
  machines: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  accepted: z.number().int(),
  held: z.number().int(),
  refused: z.number().int(),
  ignored: z.number().int(),
  positions: z.number().int(),
  /** Fault codes that opened a machine alert or came again on an open one (decision 047). */
  alerts: z.number().int().default(0),
});
export type TelematicsPollSummary = z.output<typeof telematicsPollSummarySchema>;

/** A connection as answered: never its credentials. */
export const telematicsConnectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  baseUrl: z.string(),
  authKind: z.enum(TELEMATICS_AUTH_KINDS),
  tokenUrl: z.string().nullable(),
  pollIntervalMinutes: z.number().int(),
  meters: z.array(z.enum(TELEMATICS_METERS)),
  enabled: z.boolean(),
  status: z.enum(TELEMATICS_STATUSES),
  lastPollAt: isoDateTimeSchema.nullable(),
  lastError: z.string().nullable(),
  lastSummary: telematicsPollSummarySchema.nullable(),
  nextPollAt: isoDateTimeSchema,
  unmatchedMachines: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TelematicsConnection = z.output<typeof telematicsConnectionSchema>;

/** A machine of a feed, as the unmatched list shows it. */
export const telematicsMachineSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  connectionName: z.string(),
  oemName: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  pin: z.string().nullable(),
  feedEquipmentId: z.string().nullable(),
  status: z.enum(TELEMATICS_MACHINE_STATUSES),
  equipmentId: z.uuid().nullable(),
  lastHours: z.number().nullable(),
  lastHoursAt: isoDateTimeSchema.nullable(),
  firstSeenAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
});
export type TelematicsMachine = z.output<typeof telematicsMachineSchema>;

export const telematicsMachineQuerySchema = z.object({
  status: z.enum(TELEMATICS_MACHINE_STATUSES).default("UNMATCHED"),
  ...pageQuery(TELEMATICS_MACHINES_PAGE_SIZE),
});
export type TelematicsMachineQuery = z.output<typeof telematicsMachineQuerySchema>;

/** POST /telematics/machines/{id}/link: which of our machines it is. */
export const telematicsLinkSchema = z.object({
  equipmentId: z.uuid({ error: TELEMATICS_MESSAGES.equipmentNotFound }),
});
export type TelematicsLink = z.output<typeof telematicsLinkSchema>;
