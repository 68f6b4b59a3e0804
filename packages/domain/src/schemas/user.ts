import { z } from "zod";
import { USER_PAGE_SIZE } from "../constants.js";
import { NEW_USER_STATUSES, USER_STATUSES } from "../enums.js";
import { ROLES } from "../roles.js";
import { isoDateTimeSchema, pageQuery, queryEnumList, requiredText } from "./fields.js";

/** Digits, spaces, hyphens and parentheses, with an optional leading plus (part 2, 5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
export const PHONE_MESSAGE = "Please enter a valid phone number";
const NAME_MAX = 100;

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
});
export type User = z.output<typeof userSchema>;

export const organizationSchema = z.object({ id: z.uuid(), name: z.string() });
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

/** PATCH /auth/profile. A blank phone clears it (null). */
export const profileUpdateSchema = z.object({
  firstName: requiredText("First name is required", NAME_MAX).optional(),
  lastName: requiredText("Last name is required", NAME_MAX).optional(),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((value) => value === "" || PHONE_PATTERN.test(value), PHONE_MESSAGE)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Add New User modal (part 2, 2.11 and 5). Defaults: role OPERATOR, status ACTIVE. */
export const addUserFormSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(255, "Please enter a valid email address")
    .regex(z.regexes.email, "Please enter a valid email address")
    .transform((value) => value.toLowerCase()),
  firstName: requiredText("First name is required", NAME_MAX),
  lastName: requiredText("Last name is required", NAME_MAX),
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

/** Update a user by id with either {role} or {status} (part 2, 7). */
export const userUpdateSchema = z
  .object({ role: z.enum(ROLES).optional(), status: z.enum(USER_STATUSES).optional() })
  .refine((value) => value.role !== undefined || value.status !== undefined, "Provide a role or a status");
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** GET /users: search, role (one or a comma-separated list), status, page, limit. */
export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: queryEnumList(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  ...pageQuery(USER_PAGE_SIZE),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
