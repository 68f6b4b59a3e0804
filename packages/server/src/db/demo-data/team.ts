import { randomUUID } from "node:crypto";
import type { Role } from "@mnx/domain";
import type { Row } from "../bulk-insert.js";
import { accountFor, type OrganizationSpec, type SeedContext, type SeededPerson } from "./context.js";
import { daysAfter, hoursAfter, Random } from "./random.js";

/** Mixed into the organization's seed for the staff's own PRNG. */
const STAFF_SEED_SALT = 0x5_7a_ff;

function userRow(ctx: SeedContext, person: SeededPerson, random: Random): Row {
  const status = person.status ?? "ACTIVE";
  return {
    id: person.id,
    organization_id: ctx.organizationId,
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
    phone: person.phone,
    role: person.role,
    status,
    last_login: status !== "ACTIVE" || random.chance(0.3) ? null : hoursAfter(ctx.now, -random.int(1, 240)),
    created_at: daysAfter(ctx.now, -random.int(300, 500)),
  };
}

/**
 * A person's history lines (DECISIONS.md "Team management"): added by the organization's super admin (the
 * super admin account itself by the system), then any promotion a month later and any deactivation two
 * months later, both by the fleet manager (by the super admin for a super admin).
 */
function historyRows(ctx: SeedContext, person: SeededPerson, createdAt: Date): Row[] {
  const superAdmin = accountFor(ctx, "SUPER_ADMIN");
  const changer = person.role === "SUPER_ADMIN" ? superAdmin : accountFor(ctx, "FLEET_MANAGER");
  const status = person.status ?? "ACTIVE";
  const line = (
    event: string,
    at: Date,
    changedBy: string | null,
    values: Record<string, Role | string>,
  ) => ({
    id: randomUUID(),
    organization_id: ctx.organizationId,
    user_id: person.id,
    event,
    from_role: null,
    to_role: null,
    from_status: null,
    to_status: null,
    changed_by_id: changedBy,
    created_at: at,
    ...values,
  });
  const rows: Row[] = [
    line("CREATED", createdAt, person.id === superAdmin.id ? null : superAdmin.id, {
      to_role: person.startedAs ?? person.role,
      to_status: "ACTIVE",
    }),
  ];
  if (person.startedAs) {
    rows.push(
      line("ROLE_CHANGED", daysAfter(createdAt, 30), changer.id, {
        from_role: person.startedAs,
        to_role: person.role,
      }),
    );
  }
  if (status !== "ACTIVE") {
    rows.push(
      line("STATUS_CHANGED", daysAfter(createdAt, 60), changer.id, {
        from_status: "ACTIVE",
        to_status: status,
      }),
    );
  }
  return rows;
}

/**
 * The organization's users and their history. The crews (spec.people) draw on the organization's PRNG exactly
 * as before; the staff (spec.staff) on a PRNG of their own, so adding staff never changes the rest of the data.
 */
export function buildTeam(ctx: SeedContext, spec: OrganizationSpec): void {
  const staffRandom = new Random(spec.seed ^ STAFF_SEED_SALT);
  const staff: SeededPerson[] = (spec.staff ?? []).map((p) => ({ ...p, id: randomUUID() }));
  const everyone = [
    ...ctx.people.map((person) => ({ person, row: userRow(ctx, person, ctx.random) })),
    ...staff.map((person) => ({ person, row: userRow(ctx, person, staffRandom) })),
  ];
  ctx.rows.users = everyone.map(({ row }) => row);
  ctx.rows.userHistory = everyone.flatMap(({ person, row }) =>
    historyRows(ctx, person, row.created_at as Date),
  );
}
