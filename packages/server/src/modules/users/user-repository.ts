import { randomUUID } from "node:crypto";
import {
  type AddUserForm,
  type Locale,
  type Role,
  USER_MESSAGES,
  type UserChange,
  type UserStatus,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { isUniqueViolation } from "../../db/sql-helpers.js";
import { AppError } from "../../errors.js";
import { insertOrganization } from "../organization/organization-writes.js";
import { insertUserHistory } from "./user-history-repository.js";

export interface UserRow {
  id: string;
  organization_id: string;
  organization_name: string;
  keep_photo_location: boolean;
  currency: string | null;
  default_language: Locale;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  last_login: Date | string | null;
  created_at: Date | string;
  language: Locale | null;
}

const SELECT_USER = `
  SELECT u.id, u.organization_id, o.name AS organization_name, o.keep_photo_location, o.currency, o.default_language,
         u.email, u.first_name, u.last_name, u.phone, u.role, u.status, u.last_login, u.created_at, u.language
  FROM users u JOIN organizations o ON o.id = u.organization_id`;

export function findUserByEmail(db: Database, email: string) {
  return db.one<UserRow>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anyone with this id, whatever their organization and status (the demo identity provider's accounts). */
export async function findAccountById(db: Database, id: string) {
  return UUID.test(id) ? db.one<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]) : undefined;
}

export function findUserById(db: Database, organizationId: string, id: string) {
  return db.one<UserRow>(`${SELECT_USER} WHERE u.id = $1 AND u.organization_id = $2`, [id, organizationId]);
}

export async function recordLogin(db: Database, userId: string) {
  await db.query("UPDATE users SET last_login = now() WHERE id = $1", [userId]);
}

export async function updateProfile(
  db: Database,
  organizationId: string,
  userId: string,
  changes: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    phone?: string | null | undefined;
    language?: Locale | null | undefined;
  },
) {
  await db.query(
    `UPDATE users SET
       first_name = COALESCE($3, first_name),
       last_name = COALESCE($4, last_name),
       phone = CASE WHEN $5::boolean THEN $6 ELSE phone END,
       language = CASE WHEN $7::boolean THEN $8 ELSE language END,
       updated_at = now()
     WHERE id = $1 AND organization_id = $2`,
    [
      userId,
      organizationId,
      changes.firstName ?? null,
      changes.lastName ?? null,
      changes.phone !== undefined,
      changes.phone ?? null,
      changes.language !== undefined,
      changes.language ?? null,
    ],
  );
}

/** An email belongs to one person, whatever its case and organization (users_email_unique on lower(email)). */
function mapEmailTaken(error: unknown): unknown {
  if (!isUniqueViolation(error, "users_email_unique")) return error;
  return new AppError("USER_EMAIL_TAKEN", USER_MESSAGES.emailTaken, 409, [
    { path: "email", message: USER_MESSAGES.emailTaken },
  ]);
}

/** Inserts a user and their 'created' history line; answers the id. 409 USER_EMAIL_TAKEN when the email exists. */
export type NewUser = Omit<AddUserForm, "phone" | "status"> & {
  phone?: string | undefined;
  status: UserStatus;
};

export async function insertUser(
  tx: Database,
  organizationId: string,
  user: NewUser,
  createdById: string | null,
): Promise<string> {
  let id: string | undefined;
  try {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO users (organization_id, email, first_name, last_name, phone, role, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [organizationId, user.email, user.firstName, user.lastName, user.phone ?? null, user.role, user.status],
    );
    id = row?.id;
  } catch (error) {
    throw mapEmailTaken(error);
  }
  if (!id) throw new Error("The user insert answered no row");
  await insertUserHistory(tx, {
    organizationId,
    userId: id,
    event: "CREATED",
    toRole: user.role,
    toStatus: user.status,
    changedById: createdById,
  });
  return id;
}

export interface LockedTeamRow {
  id: string;
  role: Role;
  status: UserStatus;
}

/**
 * Locks, in id order (so concurrent changes never deadlock), the rows of `ids` and of every ACTIVE super admin
 * of the organization, and answers them as they are once locked. Every change that could take a super admin
 * away locks that super admin's row, so two such changes run one after the other and the second sees the
 * first's result. Rows of another organization are not answered.
 */
export function lockTeamRows(tx: Database, organizationId: string, ids: readonly string[]) {
  return tx.query<LockedTeamRow>(
    `SELECT id, role, status FROM users
     WHERE organization_id = $1 AND (id = ANY($2::uuid[]) OR (role = 'SUPER_ADMIN' AND status = 'ACTIVE'))
     ORDER BY id FOR UPDATE`,
    [organizationId, ids],
  );
}

/** One user's role and status, share-locked until the transaction ends (a manager adding someone). */
export function shareLockTeamRow(tx: Database, organizationId: string, id: string) {
  return tx.one<LockedTeamRow>(
    "SELECT id, role, status FROM users WHERE id = $1 AND organization_id = $2 FOR SHARE",
    [id, organizationId],
  );
}

/** Sets the role or the status the change names. */
export async function updateRoleOrStatus(tx: Database, id: string, change: UserChange) {
  await tx.query(
    `UPDATE users SET role = COALESCE($2, role), status = COALESCE($3, status), updated_at = now()
     WHERE id = $1`,
    [id, change.role ?? null, change.status ?? null],
  );
}

/** BOOTSTRAP_ADMIN_EMAIL's first sign-in: a new organization and its first super admin. */
export async function createOrganizationWithAdmin(db: Database, email: string, organizationName: string) {
  return db.transaction(async (tx) => {
    // Random as well as timed: two first sign-ins in the same millisecond must not collide on the slug, so the
    // second one fails on the email (USER_EMAIL_TAKEN) and finds the first one's account.
    const slug = `org-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
    const organizationId = await insertOrganization(tx, organizationName, slug);
    const localPart = email.split("@")[0] ?? "Admin";
    await insertUser(
      tx,
      organizationId,
      {
        email: email.toLowerCase(),
        firstName: localPart,
        lastName: "Administrator",
        role: "SUPER_ADMIN",
        status: "ACTIVE",
      },
      null,
    );
  });
}

export interface SignInAccount {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  organization_name: string;
}

/** Active users, for the demo identity provider's sign-in page. */
export function listSignInAccounts(db: Database) {
  return db.query<SignInAccount>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.role, o.name AS organization_name
     FROM users u JOIN organizations o ON o.id = u.organization_id
     WHERE u.status = 'ACTIVE' ORDER BY o.created_at, o.name`,
  );
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toUserDto(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    status: row.status,
    organizationId: row.organization_id,
    lastLogin: iso(row.last_login),
    createdAt: iso(row.created_at) ?? "",
    language: row.language,
  };
}

export function toOrganizationDto(row: UserRow) {
  return {
    id: row.organization_id,
    name: row.organization_name,
    keepPhotoLocation: row.keep_photo_location,
    currency: row.currency,
    defaultLanguage: row.default_language,
  };
}
