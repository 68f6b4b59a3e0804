import { randomBytes } from "node:crypto";
import type { Role, UserStatus } from "@mnx/domain";
import type { Database } from "../../src/db/database.js";
import { insertUser } from "../../src/modules/users/user-repository.js";
import { EVERY_ROLE } from "./role-matrix.js";

export interface TeamOrganization {
  organizationId: string;
  /** The email of the organization's one account per role. */
  emails: Readonly<Record<Role, string>>;
  ids: Readonly<Record<Role, string>>;
  /** Adds someone to this organization (with their 'created' history line); answers id and email. */
  addPerson: (
    role: Role,
    options?: { status?: UserStatus; firstName?: string; lastName?: string },
  ) => Promise<{
    id: string;
    email: string;
  }>;
}

/**
 * A throw-away organization with one ACTIVE account per role. Tests that change people use one, so the seeded
 * organizations keep their exact people for every other suite (PostgreSQL runs share one database).
 */
export async function createTeamOrganization(db: Database, name = "Team"): Promise<TeamOrganization> {
  const tag = randomBytes(4).toString("hex");
  const org = await db.one<{ id: string }>(
    "INSERT INTO organizations (name, slug) VALUES ($1, $2) RETURNING id",
    [`${name} ${tag}`, `team-${tag}`],
  );
  if (!org) throw new Error("organization not inserted");
  let serial = 0;
  const addPerson: TeamOrganization["addPerson"] = async (role, options = {}) => {
    serial += 1;
    const email = `member${serial}@team-${tag}.example`;
    const id = await db.transaction((tx) =>
      insertUser(
        tx,
        org.id,
        {
          email,
          firstName: options.firstName ?? "Test",
          lastName: options.lastName ?? `Member ${serial}`,
          phone: undefined,
          role,
          status: options.status ?? "ACTIVE",
        },
        null,
      ),
    );
    return { id, email };
  };
  const emails: Partial<Record<Role, string>> = {};
  const ids: Partial<Record<Role, string>> = {};
  for (const role of EVERY_ROLE) {
    const person = await addPerson(role);
    emails[role] = person.email;
    ids[role] = person.id;
  }
  return {
    organizationId: org.id,
    emails: emails as Record<Role, string>,
    ids: ids as Record<Role, string>,
    addPerson,
  };
}
