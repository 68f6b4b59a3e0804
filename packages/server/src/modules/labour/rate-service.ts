import { LABOUR_MESSAGES, type LabourRateInput, type LabourRates, ROLES, type Role } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { organizationCurrency } from "../organization/organization-service.js";
import { memberExists, roleRates, setRate, userRates } from "./rate-repository.js";

/**
 * Hourly rates (docs/decisions/031-labour-and-costs.md): one per role, the organization's default, and one per
 * person, which wins over their role's. A labour line keeps the rate of its time, so a change moves no line.
 */

/** GET /labour-rates: every role (null: no rate set) and the people with a rate of their own. */
export async function labourRates(db: Database, user: AuthenticatedUser): Promise<LabourRates> {
  const [roles, users, currency] = await Promise.all([
    roleRates(db, user.organizationId),
    userRates(db, user.organizationId),
    organizationCurrency(db, user.organizationId),
  ]);
  const byRole = new Map(roles.map((row) => [row.role, row]));
  return {
    currency,
    roles: ROLES.map((role) => {
      const row = byRole.get(role);
      return { role, hourlyRate: row?.hourly_rate ?? null, updatedAt: row?.updated_at.toISOString() ?? null };
    }),
    users: users.map((row) => ({
      user: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, role: row.role },
      hourlyRate: row.hourly_rate,
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

/** PUT /labour-rates/roles/{role}: the role's rate, or none (null). */
export async function setRoleRate(db: Database, user: AuthenticatedUser, role: Role, input: LabourRateInput) {
  await db.transaction((tx) => setRate(tx, user.organizationId, { role }, input.hourlyRate, user.id));
  return labourRates(db, user);
}

/** PUT /labour-rates/users/{id}: the person's own rate, or none (null: their role's applies). */
export async function setUserRate(
  db: Database,
  user: AuthenticatedUser,
  userId: string,
  input: LabourRateInput,
) {
  await db.transaction(async (tx) => {
    if (!(await memberExists(tx, user.organizationId, userId))) throw notFound(LABOUR_MESSAGES.userNotFound);
    await setRate(tx, user.organizationId, { userId }, input.hourlyRate, user.id);
  });
  return labourRates(db, user);
}
