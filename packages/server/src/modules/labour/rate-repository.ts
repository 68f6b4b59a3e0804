import type { Role } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/** Hourly rates per role and per person (docs/decisions/031-labour-and-costs.md). */

export interface RoleRateRow {
  role: Role;
  hourly_rate: number;
  updated_at: Date;
}

export interface UserRateRow {
  user_id: string;
  first_name: string;
  last_name: string;
  role: Role;
  hourly_rate: number;
  updated_at: Date;
}

export function roleRates(db: Database, organizationId: string) {
  return db.query<RoleRateRow>(
    "SELECT role, hourly_rate, updated_at FROM labour_rates WHERE organization_id = $1 AND role IS NOT NULL",
    [organizationId],
  );
}

/** The people with a rate of their own, by name. */
export function userRates(db: Database, organizationId: string) {
  return db.query<UserRateRow>(
    `SELECT u.id AS user_id, u.first_name, u.last_name, u.role, r.hourly_rate, r.updated_at
     FROM labour_rates r JOIN users u ON u.id = r.user_id
     WHERE r.organization_id = $1
     ORDER BY u.last_name, u.first_name, u.id`,
    [organizationId],
  );
}

/** A member of the organization, whatever their status; undefined otherwise. */
export async function memberExists(db: Database, organizationId: string, userId: string) {
  const rows = await db.query("SELECT 1 FROM users WHERE organization_id = $1 AND id = $2", [
    organizationId,
    userId,
  ]);
  return rows.length > 0;
}

type Target = { role: Role } | { userId: string };

/**
 * Sets the rate of a role or a person (one statement, so two concurrent calls leave the last one's rate), or
 * clears it with null.
 */
export async function setRate(
  tx: Database,
  organizationId: string,
  target: Target,
  hourlyRate: number | null,
  byId: string,
): Promise<void> {
  const role = "role" in target ? target.role : null;
  const userId = "userId" in target ? target.userId : null;
  if (hourlyRate === null) {
    await tx.query(
      `DELETE FROM labour_rates WHERE organization_id = $1
         AND (($2::text IS NOT NULL AND role = $2::text) OR ($3::uuid IS NOT NULL AND user_id = $3::uuid))`,
      [organizationId, role, userId],
    );
    return;
  }
  const conflict = role
    ? "(organization_id, role) WHERE role IS NOT NULL"
    : "(user_id) WHERE user_id IS NOT NULL";
  await tx.query(
    `INSERT INTO labour_rates (organization_id, role, user_id, hourly_rate, updated_by_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ${conflict}
     DO UPDATE SET hourly_rate = EXCLUDED.hourly_rate, updated_by_id = EXCLUDED.updated_by_id, updated_at = now()`,
    [organizationId, role, userId, hourlyRate, byId],
  );
}
