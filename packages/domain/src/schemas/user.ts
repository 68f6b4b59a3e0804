import { z } from "zod";
import { USER_PAGE_SIZE } from "../constants.js";
import { currencyCodeSchema } from "../currency.js";
import { NEW_USER_STATUSES, USER_HISTORY_EVENTS, USER_STATUSES, type UserStatus } from "../enums.js";
import { LOCALES } from "../i18n/locales.js";
import { USER_MESSAGES, USER_REFUSAL_MESSAGES } from "../messages.js";
import { ROLES } from "../roles.js";
import type { UserChange } from "../team-rules.js";
import { isoDateTimeSchema, pageQuery, personRefSchema, queryEnumList, requiredText } from "./fields.js";

/** Digits, spaces, hyphens and parentheses, with an optional leading plus (part 2, 5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
export const PHONE_MESSAGE = "Please enter a valid phone number";
export const USER_NAME_MAX = 100;
export const EMAIL_MAX = 255;
const NAME_MAX = USER_NAME_MAX;
const firstNameSchema = requiredText(
  "First name is required",
  NAME_MAX,
  `First name must be ${NAME_MAX} characters or less`,
);
const lastNameSchema = requiredText(
  "Last name is required",
  NAME_MAX,
  `Last name must be ${NAME_MAX} characters or less`,
);

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  organizationId: z.uuid(),
  lastLogin: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /**
   * The language they chose for the product (docs/decisions/049); null: the device's language on screen, the
   * organization's default in what is sent to them. A session stored before it existed reads as null.
   */
  language: z.enum(LOCALES).nullable().default(null),
});
export type User = z.output<typeof userSchema>;

export const LANGUAGE_MESSAGE = "Choose English, Spanish or French";

/**
 * The caller's organization; `keepPhotoLocation` tells the device whether to read a photo's location before
 * shrinking it (docs/decisions/021), `currency` how the screens write amounts (docs/decisions/036).
 */
export const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  // A session stored on a device before this setting existed still reads (as off).
  keepPhotoLocation: z.boolean().default(false),
  /** ISO 4217, what every amount is in (docs/decisions/031); null until an admin sets it (and on older sessions). */
  currency: z.string().nullable().default(null),
  /** The language of what is sent to those who chose none (docs/decisions/049); English on older sessions. */
  defaultLanguage: z.enum(LOCALES).default("en"),
});
export type Organization = z.output<typeof organizationSchema>;

/** What sign-in, the code exchange and a refresh answer (docs/api-conventions.md). */
export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
  user: userSchema,
  organization: organizationSchema,
});
export type Session = z.output<typeof sessionSchema>;

/** GET/PATCH /auth/profile answer `data {user, organization}`. */
export const profileSchema = z.object({ user: userSchema, organization: organizationSchema });
export type Profile = z.output<typeof profileSchema>;

/** PATCH /auth/profile. A blank phone clears it (null); a null language follows the device again. */
export const profileUpdateSchema = z.object({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((value) => value === "" || PHONE_PATTERN.test(value), PHONE_MESSAGE)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  language: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }).nullable().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Add New User modal (part 2, 2.11 and 5). Defaults: role OPERATOR, status ACTIVE. */
export const addUserFormSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(EMAIL_MAX, "Please enter a valid email address")
    .regex(z.regexes.email, "Please enter a valid email address")
    .transform((value) => value.toLowerCase()),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((value) => value === "" || PHONE_PATTERN.test(value), PHONE_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined)),
  role: z.enum(ROLES).default("OPERATOR"),
  status: z.enum(NEW_USER_STATUSES).default("ACTIVE"),
});
export type AddUserFormInput = z.input<typeof addUserFormSchema>;
export type AddUserForm = z.output<typeof addUserFormSchema>;

/** Update a user by id with either {role} or {status}, one at a time (part 2, 7). */
export const userUpdateSchema = z
  .object({ role: z.enum(ROLES).optional(), status: z.enum(USER_STATUSES).optional() })
  .refine((value) => value.role !== undefined || value.status !== undefined, USER_MESSAGES.updateNeedsOne)
  .refine((value) => value.role === undefined || value.status === undefined, USER_MESSAGES.updateOneAtATime)
  .transform(
    (value): UserChange =>
      value.role !== undefined ? { role: value.role } : { status: value.status as UserStatus },
  );
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

/**
 * GET /users: search (first, last or full name, or email, ignoring case), role (one or a comma-separated
 * list), status, page, limit.
 */
export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: queryEnumList(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  ...pageQuery(USER_PAGE_SIZE),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

/**
 * One line of a user's change history (DECISIONS.md "Team management"): CREATED carries the role and status
 * they were added with (from* null); ROLE_CHANGED the roles; STATUS_CHANGED the statuses. changedBy is null for
 * people added by the seed or by the bootstrap sign-in.
 */
export const userHistoryEntrySchema = z.object({
  id: z.uuid(),
  event: z.enum(USER_HISTORY_EVENTS),
  fromRole: z.enum(ROLES).nullable(),
  toRole: z.enum(ROLES).nullable(),
  fromStatus: z.enum(USER_STATUSES).nullable(),
  toStatus: z.enum(USER_STATUSES).nullable(),
  changedBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type UserHistoryEntry = z.output<typeof userHistoryEntrySchema>;

const userRefusalSchema = z.enum(
  Object.keys(USER_REFUSAL_MESSAGES) as [
    keyof typeof USER_REFUSAL_MESSAGES,
    ...(keyof typeof USER_REFUSAL_MESSAGES)[],
  ],
);

/** What the caller may change on this person (team-rules.ts allowedUserChanges). */
export const allowedUserChangesSchema = z.object({
  roles: z.array(z.enum(ROLES)),
  status: z.boolean(),
  refusal: userRefusalSchema.nullable(),
});

/** GET /users/{id}: the person, their history (oldest first) and what the caller may change. */
export const userDetailSchema = z.object({
  user: userSchema,
  history: z.array(userHistoryEntrySchema),
  allowedChanges: allowedUserChangesSchema,
});
export type UserDetail = z.output<typeof userDetailSchema>;

/**
 * GET/PATCH /organization/settings: what an admin sets for the whole organization. `currency` (ISO 4217) is
 * what every amount is in; null until it is set, and it cannot change once amounts are recorded
 * (docs/decisions/031-labour-and-costs.md).
 */
export const organizationSettingsSchema = z.object({
  keepPhotoLocation: z.boolean(),
  currency: z.string().nullable(),
  /** How long inspection records (inspections, defects, signatures) are kept at least (docs/decisions/043). */
  recordRetentionMonths: z.number().int(),
  /** The language of emails, notifications and PDF reports for those who chose none (docs/decisions/049). */
  defaultLanguage: z.enum(LOCALES),
});
export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;
export const organizationSettingsUpdateSchema = z.object({
  keepPhotoLocation: z.boolean().optional(),
  currency: currencyCodeSchema.optional(),
  /** Never under 3 months (400 RETENTION_TOO_SHORT, checked by the server), at most 120. */
  recordRetentionMonths: z
    .number()
    .int("Retention must be a whole number of months")
    .max(120, "Retention is at most 120 months")
    .optional(),
  defaultLanguage: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }).optional(),
});
export type OrganizationSettingsUpdate = z.output<typeof organizationSettingsUpdateSchema>;
export const organizationSettingsDataSchema = z.object({ settings: organizationSettingsSchema });
