import type { Role, UserStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { forgetCachedSessions } from "../auth/session-cache.js";

export interface UserRow {
  id: string;
  organization_id: string;
  organization_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  last_login: Date | string | null;
  created_at: Date | string;
}

const SELECT_USER = `
  SELECT u.id, u.organization_id, o.name AS organization_name, u.email, u.first_name, u.last_name, u.phone,
         u.role, u.status, u.last_login, u.created_at
  FROM users u JOIN organizations o ON o.id = u.organization_id`;

export function findUserByEmail(db: Database, email: string) {
  return db.one<UserRow>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email]);
}

export function findUserById(db: Database, organizationId: string, id: string) {
  return db.one<UserRow>(`${SELECT_USER} WHERE u.id = $1 AND u.organization_id = $2`, [id, organizationId]);
}

export async function recordLogin(db: Database, userId: string) {
  await db.query("UPDATE users SET last_login = now() WHERE id = $1", [userId]);
  forgetCachedSessions(db, { userId });
}

export async function updateProfile(
  db: Database,
  organizationId: string,
  userId: string,
  changes: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    phone?: string | null | undefined;
  },
) {
  await db.query(
    `UPDATE users SET
       first_name = COALESCE($3, first_name),
       last_name = COALESCE($4, last_name),
       phone = CASE WHEN $5::boolean THEN $6 ELSE phone END,
       updated_at = now()
     WHERE id = $1 AND organization_id = $2`,
    [
      userId,
      organizationId,
      changes.firstName ?? null,
      changes.lastName ?? null,
      changes.phone !== undefined,
      changes.phone ?? null,
    ],
  );
  forgetCachedSessions(db, { userId });
}

export async function createOrganizationWithAdmin(db: Database, email: string, organizationName: string) {
  return db.transaction(async (tx) => {
    const slug = `org-${Date.now().toString(36)}`;
    const org = await tx.one<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ($1, $2) RETURNING id",
      [organizationName, slug],
    );
    if (!org) throw new Error("Organization was not created");
    const localPart = email.split("@")[0] ?? "Admin";
    await tx.query(
      `INSERT INTO users (organization_id, email, first_name, last_name, role, status)
       VALUES ($1, $2, $3, $4, 'SUPER_ADMIN', 'ACTIVE') ON CONFLICT DO NOTHING`,
      [org.id, email, localPart, "Administrator"],
    );
  });
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
  };
}

export function toOrganizationDto(row: UserRow) {
  return { id: row.organization_id, name: row.organization_name };
}
