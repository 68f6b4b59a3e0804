import { randomUUID } from "node:crypto";
import { ROLES, type Role } from "@mnx/domain";
import { ensureDefaultTemplate } from "../modules/checklists/checklist-writes.js";
import { insertRows } from "./bulk-insert.js";
import type { Database } from "./database.js";
import type { OrganizationSpec, SeedContext } from "./demo-data/context.js";
import { buildEscalations } from "./demo-data/escalations.js";
import { buildAssignments, buildEquipment } from "./demo-data/fleet.js";
import { buildInspections } from "./demo-data/inspections.js";
import { buildMaintenancePlans } from "./demo-data/maintenance-plans.js";
import { NORTHWIND, SUMMIT_RIDGE } from "./demo-data/organizations.js";
import { seedParts } from "./demo-data/parts.js";
import { seedPeriodicInspections } from "./demo-data/periodic-inspections.js";
import { Random } from "./demo-data/random.js";
import { signDemoInspections } from "./demo-data/signatures.js";
import { buildTeam } from "./demo-data/team.js";
import { buildWorkOrders } from "./demo-data/work-orders.js";

export const DEMO_ORGANIZATION_SLUG = SUMMIT_RIDGE.slug;
export const DEMO_ORGANIZATION_NAME = SUMMIT_RIDGE.name;
export const SECOND_ORGANIZATION_SLUG = NORTHWIND.slug;

export interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  name: string;
}

/** The demo organization's one account per role, highest rank first (tests, the demo sign-in page). */
export const demoUsers: readonly DemoUser[] = ROLES.map((role) => {
  const person = SUMMIT_RIDGE.people.find((p) => p.role === role);
  if (!person) throw new Error(`The demo organization has no ${role}`);
  const { email, firstName, lastName } = person;
  return { email, role, firstName, lastName, name: `${firstName} ${lastName}` };
});

/** Every row of one organization, built in memory from its seeded PRNG, dates relative to `now`. */
export function buildOrganization(spec: OrganizationSpec, organizationId: string, now: Date): SeedContext {
  const random = new Random(spec.seed);
  const ctx: SeedContext = {
    organizationId,
    now,
    random,
    people: spec.people.map((p) => ({ ...p, id: randomUUID() })),
    machines: [],
    rows: {
      users: [],
      userHistory: [],
      equipment: [],
      assignments: [],
      workOrders: [],
      history: [],
      maintenancePlans: [],
      defects: [],
    },
  };
  buildTeam(ctx, spec);
  buildEquipment(ctx, spec);
  buildAssignments(ctx, spec);
  buildWorkOrders(ctx, spec);
  buildEscalations(ctx, spec.escalatedCount);
  buildInspections(ctx, spec);
  buildMaintenancePlans(ctx);
  return ctx;
}

/** Inserts one organization in one transaction; nothing when its slug already exists. */
async function seedOrganization(db: Database, spec: OrganizationSpec, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const created = await tx.one<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING RETURNING id",
      [spec.name, spec.slug],
    );
    if (!created) return false;
    const ctx = buildOrganization(spec, created.id, now);
    const { rows } = ctx;
    await insertRows(tx, "users", rows.users);
    await insertRows(tx, "user_history", rows.userHistory);
    await insertRows(tx, "equipment", rows.equipment);
    await insertRows(tx, "equipment_assignments", rows.assignments);
    await insertRows(tx, "work_orders", rows.workOrders);
    await insertRows(tx, "work_order_history", rows.history);
    await insertRows(tx, "maintenance_plans", rows.maintenancePlans);
    await insertRows(tx, "defects", rows.defects);
    await signDemoInspections(tx, ctx);
    await seedCosts(tx, spec, created.id);
    // The default checklist (the spec's 16 items; docs/decisions/042), as every organization has it.
    await ensureDefaultTemplate(tx, created.id);
    // Periodic checklists and schedules for the inspector's dashboard (docs/decisions/046).
    const inspector = spec.people.find((person) => person.role === "INSPECTOR");
    await seedPeriodicInspections(tx, created.id, inspector?.email, now);
    return true;
  });
}

/**
 * The organization's currency and hourly rates, each completed job's clock as its mechanic's labour at those
 * rates (as completing it through the API does), and the engine hours its history's meter readings show
 * (docs/decisions/031-labour-and-costs.md).
 */
async function seedCosts(tx: Database, spec: OrganizationSpec, organizationId: string): Promise<void> {
  await tx.query("UPDATE organizations SET currency = $2 WHERE id = $1", [organizationId, spec.currency]);
  const rates = Object.entries(spec.labourRates);
  await tx.query(
    `INSERT INTO labour_rates (organization_id, role, hourly_rate)
     SELECT $1, role, rate FROM unnest($2::text[], $3::numeric[]) AS r(role, rate)`,
    [organizationId, rates.map(([role]) => role), rates.map(([, rate]) => rate)],
  );
  await tx.query(
    `INSERT INTO labour_lines (organization_id, work_order_id, user_id, source, hours, hourly_rate, rate_source,
       work_date, created_by_id, created_at)
     SELECT wo.organization_id, wo.id, person.id, 'CLOCK', wo.actual_hours, COALESCE(rate.hourly_rate, 0),
            CASE WHEN rate.id IS NULL THEN 'NONE' ELSE 'ROLE' END, (wo.actual_end AT TIME ZONE 'UTC')::date,
            person.id, wo.actual_end
     FROM work_orders wo
     JOIN users person ON person.id = COALESCE(wo.mechanic_id, wo.assigned_to_id)
     LEFT JOIN labour_rates rate ON rate.organization_id = wo.organization_id AND rate.role = person.role
     WHERE wo.organization_id = $1 AND wo.status = 'COMPLETED' AND wo.work_order_type <> 'INSPECTION'
       AND wo.actual_hours > 0 AND wo.actual_end IS NOT NULL`,
    [organizationId],
  );
  await tx.query("SELECT fill_meter_rollups_from_history($1)", [organizationId]);
  await tx.query("SELECT fill_meter_readings_from_history($1)", [organizationId]);
}

/**
 * The organization's parts and stock history, once: also for an organization seeded before parts existed (its
 * data folder kept), as long as it has no stock location yet. The organization's row is locked, so two servers
 * starting together write them once.
 */
async function seedOrganizationParts(db: Database, spec: OrganizationSpec, now: Date): Promise<void> {
  const parts = spec.parts;
  if (!parts) return;
  await db.transaction(async (tx) => {
    const organization = await tx.one<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = $1 FOR UPDATE",
      [spec.slug],
    );
    if (!organization) return;
    const located = await tx.query("SELECT 1 FROM stock_locations WHERE organization_id = $1 LIMIT 1", [
      organization.id,
    ]);
    if (located.length === 0) await seedParts(tx, organization.id, parts, now);
  });
}

/**
 * The demo data: Summit Ridge Construction (slug 'demo') and Northwind Paving (slug 'northwind').
 * Idempotent: an organization that exists already is left as it is (but gets its parts if it has none yet).
 * Answers the slugs seeded now.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<string[]> {
  const seeded: string[] = [];
  for (const spec of [SUMMIT_RIDGE, NORTHWIND]) {
    if (await seedOrganization(db, spec, now)) seeded.push(spec.slug);
    await seedOrganizationParts(db, spec, now);
  }
  return seeded;
}
