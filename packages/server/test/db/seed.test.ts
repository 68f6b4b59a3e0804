import {
  EQUIPMENT_STATUSES,
  inspectionSignatureContent,
  isEscalated,
  parseInspectionResult,
  signatureHash,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TRANSITIONS,
  WORK_ORDER_TYPES,
  type WorkOrderStatus,
} from "@mnx/domain";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.js";
import { SUMMIT_RIDGE } from "../../src/db/demo-data/organizations.js";
import { ean13 } from "../../src/db/demo-data/parts.js";
import { buildOrganization, DEMO_ORGANIZATION_SLUG, demoUsers, seedDemo } from "../../src/db/seed.js";
import { onEngine } from "../support/test-app.js";
import { testDatabase } from "../support/test-database.js";

const TABLES = [
  "organizations",
  "users",
  "user_history",
  "equipment",
  "equipment_assignments",
  "work_orders",
  "work_order_history",
  "maintenance_plans",
  "parts",
  "stock_locations",
  "stock_ledger",
  "stock_on_hand",
  "signatures",
];

async function rowCounts(db: Database) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = (await db.one<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n ?? -1;
  }
  return counts;
}

async function orgId(db: Database, slug: string) {
  const row = await db.one<{ id: string }>("SELECT id FROM organizations WHERE slug = $1", [slug]);
  if (!row) throw new Error(`organization ${slug} missing`);
  return row.id;
}

/**
 * The values of `column` among the work orders the seed made: on PostgreSQL other files add work orders to
 * the same organization (a periodic inspection's), later than the seed's transaction.
 */
const distinct = async (db: Database, column: string, organizationId: string) =>
  (
    await db.query<{ v: string }>(
      `SELECT DISTINCT ${column} AS v FROM work_orders
       WHERE organization_id = $1
         AND created_at <= (SELECT created_at FROM organizations WHERE id = $1)`,
      [organizationId],
    )
  )
    .map((r) => r.v)
    .sort();

describe(onEngine("demo seed"), () => {
  it("is idempotent: a second run changes no row count", async () => {
    const db = await testDatabase();
    const before = await rowCounts(db);
    expect(await seedDemo(db)).toEqual([]);
    expect(await rowCounts(db)).toEqual(before);
    expect(before.organizations).toBeGreaterThanOrEqual(2);
  });

  it("has one demo account per role and realistic volumes", async () => {
    const db = await testDatabase();
    const demo = await orgId(db, DEMO_ORGANIZATION_SLUG);
    for (const user of demoUsers) {
      const row = await db.one<{ role: string; organization_id: string }>(
        "SELECT role, organization_id FROM users WHERE email = $1",
        [user.email],
      );
      expect(row).toEqual({ role: user.role, organization_id: demo });
    }
    const n = async (sql: string) => (await db.one<{ n: number }>(sql, [demo]))?.n ?? 0;
    expect(await n("SELECT count(*) AS n FROM equipment WHERE organization_id = $1")).toBeGreaterThanOrEqual(
      35,
    );
    expect(
      await n("SELECT count(*) AS n FROM work_orders WHERE organization_id = $1"),
    ).toBeGreaterThanOrEqual(180);
    expect(
      await n("SELECT count(*) AS n FROM users WHERE organization_id = $1 AND role = 'OPERATOR'"),
    ).toBeGreaterThan(3);
    expect(
      await n("SELECT count(*) AS n FROM users WHERE organization_id = $1 AND role = 'MECHANIC'"),
    ).toBeGreaterThan(2);
    const statuses = (
      await db.query<{ v: string }>("SELECT DISTINCT status AS v FROM equipment WHERE organization_id = $1", [
        demo,
      ])
    ).map((r) => r.v);
    expect(statuses.sort()).toEqual([...EQUIPMENT_STATUSES].sort());
  });

  it("covers every work-order status, priority and type, with escalations and the demo mechanic's queue", async () => {
    const db = await testDatabase();
    const demo = await orgId(db, DEMO_ORGANIZATION_SLUG);
    expect(await distinct(db, "status", demo)).toEqual([...WORK_ORDER_STATUSES].sort());
    expect(await distinct(db, "priority", demo)).toEqual([...WORK_ORDER_PRIORITIES].sort());
    // Periodic inspections are scheduled by the seed and done through the app (docs/decisions/046).
    expect(await distinct(db, "work_order_type", demo)).toEqual(
      WORK_ORDER_TYPES.filter((type) => type !== "PERIODIC_INSPECTION").sort(),
    );
    const orders = await db.query<{
      status: string;
      is_emergency: boolean;
      description: string;
      mechanic_id: string | null;
      assigned_to_id: string | null;
    }>(
      "SELECT status, is_emergency, description, mechanic_id, assigned_to_id FROM work_orders WHERE organization_id = $1",
      [demo],
    );
    const escalated = orders.filter((wo) =>
      isEscalated({
        status: wo.status,
        isEmergency: wo.is_emergency,
        description: wo.description,
        mechanicId: wo.mechanic_id,
        assignedToId: wo.assigned_to_id,
      }),
    );
    expect(
      escalated.filter((wo) => wo.description.startsWith("ESCALATED ISSUE")).length,
    ).toBeGreaterThanOrEqual(5);
    expect(orders.some((wo) => wo.is_emergency) && orders.some((wo) => !wo.is_emergency)).toBe(true);
    const mechanic = await db.one<{ n: number }>(
      "SELECT count(*) AS n FROM work_orders wo JOIN users u ON u.id = wo.mechanic_id WHERE u.email = 'mechanic@summitridge.example'",
    );
    expect(mechanic?.n).toBeGreaterThanOrEqual(10);
  });

  it("gives the demo operator at least 3 active machines, and no machine two active assignments", async () => {
    const db = await testDatabase();
    const active = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM equipment_assignments a JOIN users u ON u.id = a.operator_id
       WHERE u.email = 'operator@summitridge.example' AND a.status = 'ACTIVE'`,
    );
    expect(active?.n).toBeGreaterThanOrEqual(3);
    const ended = await db.query<{ status: string }>(
      "SELECT DISTINCT status FROM equipment_assignments WHERE status <> 'ACTIVE' ORDER BY status",
    );
    expect(ended.map((r) => r.status)).toEqual(["COMPLETED", "TRANSFERRED"]);
    const mismatched = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM equipment e
       LEFT JOIN equipment_assignments a ON a.equipment_id = e.id AND a.status = 'ACTIVE'
       WHERE e.assigned_operator_id IS DISTINCT FROM a.operator_id`,
    );
    expect(mismatched?.n).toBe(0);
  });

  // Other test files add organizations with hand-made rows to the same database; these checks are the seed's.
  const SEEDED = `(SELECT id FROM organizations WHERE slug IN ('${DEMO_ORGANIZATION_SLUG}', 'northwind'))`;

  it("records a history consistent with each work order's status, through allowed moves", async () => {
    const db = await testDatabase();
    const rows = await db.query<{
      work_order_id: string;
      from_status: WorkOrderStatus | null;
      to_status: WorkOrderStatus;
      status: WorkOrderStatus;
    }>(
      `SELECT h.work_order_id, h.from_status, h.to_status, wo.status
       FROM work_order_history h JOIN work_orders wo ON wo.id = h.work_order_id
       WHERE wo.organization_id IN ${SEEDED}
       ORDER BY h.work_order_id, h.created_at, h.id`,
    );
    const byOrder = new Map<string, typeof rows>();
    for (const row of rows) byOrder.set(row.work_order_id, [...(byOrder.get(row.work_order_id) ?? []), row]);
    const orders = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM work_orders WHERE organization_id IN ${SEEDED}`,
    );
    expect(byOrder.size).toBe(orders?.n);
    for (const steps of byOrder.values()) {
      expect(steps[0]?.from_status).toBeNull();
      steps.slice(1).forEach((step, i) => {
        expect(step.from_status).toBe(steps[i]?.to_status);
        expect(WORK_ORDER_TRANSITIONS[step.from_status as WorkOrderStatus][step.to_status]).toBeDefined();
      });
      expect(steps.at(-1)?.to_status).toBe(steps[0]?.status);
    }
  });

  it("keeps dates consistent: nothing started in the future, completed work has an end after its start", async () => {
    const db = await testDatabase();
    const wrong = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM work_orders
       WHERE organization_id IN ${SEEDED} AND (actual_start > now() OR actual_end > now() OR actual_end < actual_start
          OR (status = 'COMPLETED' AND (actual_start IS NULL OR actual_end IS NULL))
          OR (status IN ('PENDING', 'ASSIGNED') AND work_order_type <> 'INSPECTION' AND actual_start IS NOT NULL))`,
    );
    expect(wrong?.n).toBe(0);
  });

  it("gives the demo inspector periodic inspections: one due this week, one overdue, one later", async () => {
    const db = await testDatabase();
    const demo = await orgId(db, DEMO_ORGANIZATION_SLUG);
    const inspector = demoUsers.find((user) => user.role === "INSPECTOR")?.email;
    const rows = await db.query<{ kind: string; equipment_type: string; days: number }>(
      `SELECT s.kind, e.equipment_type, (s.next_due_date - current_date) AS days
       FROM periodic_inspection_schedules s JOIN equipment e ON e.id = s.equipment_id
       JOIN users u ON u.id = s.assignee_id
       WHERE s.organization_id = $1 AND u.email = $2
         -- The seeded ones, made in the organization's own transaction (on PostgreSQL other files add schedules too).
         AND s.created_at = (SELECT created_at FROM organizations WHERE id = $1)
       ORDER BY s.next_due_date`,
      [demo, inspector],
    );
    expect(rows.map((row) => [row.kind, row.equipment_type])).toEqual([
      ["MONTHLY", "EXCAVATOR"],
      ["ANNUAL", "CRANE"],
      ["ANNUAL", "CRANE"],
    ]);
    expect(rows[0]?.days).toBeLessThan(0);
    expect(rows[1]?.days).toBeGreaterThanOrEqual(0);
    expect(rows[1]?.days).toBeLessThanOrEqual(14);
    const kinds = await db.query<{ kind: string }>(
      "SELECT kind FROM checklist_templates WHERE organization_id = $1 AND kind <> 'DAILY' ORDER BY kind",
      [demo],
    );
    expect(kinds.map((row) => row.kind)).toEqual(["ANNUAL", "MONTHLY"]);
  });

  // The seeded ones: before today (on PostgreSQL the other files' inspections, today's, share the database).
  it("signs every completed daily inspection by its operator, bound by the hash of what they submitted", async () => {
    const db = await testDatabase();
    const organizationId = await orgId(db, DEMO_ORGANIZATION_SLUG);
    const rows = await db.query<{
      id: string;
      completion_notes: string;
      assigned_to_id: string;
      signer_id: string | null;
      signer_name: string | null;
      strokes: [number, number][][] | null;
      pad_width: number;
      pad_height: number;
      signed_at: Date;
      content_hash: string;
    }>(
      `SELECT w.id, w.completion_notes, w.assigned_to_id, s.signer_id, s.signer_name, s.strokes, s.pad_width,
              s.pad_height, s.signed_at, s.content_hash
       FROM work_orders w LEFT JOIN signatures s ON s.work_order_id = w.id AND s.step = 'INSPECTION'
       WHERE w.organization_id = $1 AND w.work_order_type = 'INSPECTION' AND w.completion_notes IS NOT NULL
         AND w.inspection_date < current_date`,
      [organizationId],
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.signer_id).toBe(row.assigned_to_id);
      expect(row.strokes?.length).toBeGreaterThan(0);
      const result = parseInspectionResult(row.completion_notes);
      if (!result) throw new Error("a completed inspection without its result");
      expect(row.signed_at.toISOString()).toBe(result.completedAt);
      const content = inspectionSignatureContent({ workOrderId: row.id, ...result });
      const hash = await signatureHash({
        step: "INSPECTION",
        content,
        signerId: row.assigned_to_id,
        signedAt: result.completedAt,
        mark: { strokes: row.strokes ?? [], width: row.pad_width, height: row.pad_height },
      });
      expect(hash).toBe(row.content_hash);
    }
  });

  it("seeds a second organization of its own", async () => {
    const db = await testDatabase();
    const northwind = await orgId(db, "northwind");
    const counts = await db.one<{ users: number; machines: number; orders: number; foreign: number }>(
      `SELECT (SELECT count(*) FROM users WHERE organization_id = $1) AS users,
              (SELECT count(*) FROM equipment WHERE organization_id = $1) AS machines,
              (SELECT count(*) FROM work_orders WHERE organization_id = $1) AS orders,
              (SELECT count(*) FROM work_orders wo JOIN equipment e ON e.id = wo.equipment_id
               WHERE wo.organization_id <> e.organization_id) AS foreign`,
      [northwind],
    );
    expect(counts).toEqual({ users: 8, machines: 5, orders: 10, foreign: 0 });
  });

  it("gives the demo organization a real team: two super admins, promotions, inactive and suspended people", async () => {
    const db = await testDatabase();
    const demo = await orgId(db, DEMO_ORGANIZATION_SLUG);
    const people = await db.query<{ role: string; status: string; n: number }>(
      "SELECT role, status, count(*) AS n FROM users WHERE organization_id = $1 GROUP BY role, status",
      [demo],
    );
    const n = (role: string | null, status: string | null) =>
      people
        .filter((p) => (role === null || p.role === role) && (status === null || p.status === status))
        .reduce((sum, p) => sum + p.n, 0);
    expect(n(null, null)).toBeGreaterThanOrEqual(25);
    expect(n("SUPER_ADMIN", "ACTIVE")).toBe(2);
    expect(n(null, "INACTIVE")).toBeGreaterThanOrEqual(2);
    expect(n(null, "SUSPENDED")).toBeGreaterThanOrEqual(1);
    const promoted = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM user_history WHERE organization_id = $1 AND event = 'ROLE_CHANGED'`,
      [demo],
    );
    expect(promoted?.n).toBeGreaterThanOrEqual(2);
  });

  it("gives every seeded person a history that ends in their role and status", async () => {
    const db = await testDatabase();
    const rows = await db.query<{
      user_id: string;
      event: string;
      to_role: string | null;
      to_status: string | null;
      from_role: string | null;
      from_status: string | null;
      role: string;
      status: string;
    }>(
      `SELECT h.user_id, h.event, h.to_role, h.to_status, h.from_role, h.from_status, u.role, u.status
       FROM user_history h JOIN users u ON u.id = h.user_id JOIN organizations o ON o.id = u.organization_id
       WHERE o.slug IN ('demo', 'northwind')
       ORDER BY h.user_id, h.created_at, h.id`,
    );
    const byUser = new Map<string, typeof rows>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    const seeded = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM users u JOIN organizations o ON o.id = u.organization_id
       WHERE o.slug IN ('demo', 'northwind')`,
    );
    expect(byUser.size).toBe(seeded?.n);
    for (const lines of byUser.values()) {
      const [created, ...changes] = lines;
      expect(created?.event).toBe("CREATED");
      let role = created?.to_role;
      let status = created?.to_status;
      for (const change of changes) {
        if (change.event === "ROLE_CHANGED") {
          expect(change.from_role).toBe(role);
          role = change.to_role;
        } else {
          expect(change.event).toBe("STATUS_CHANGED");
          expect(change.from_status).toBe(status);
          status = change.to_status;
        }
      }
      expect({ role, status }).toEqual({ role: created?.role, status: created?.status });
    }
  });

  it("adding staff never changes the fleet and work orders the crews' PRNG builds", () => {
    const now = new Date("2026-01-15T12:00:00Z");
    const shape = (spec: typeof SUMMIT_RIDGE) => {
      const { rows } = buildOrganization(spec, "00000000-0000-4000-8000-000000000000", now);
      return {
        crews: rows.users
          .slice(0, SUMMIT_RIDGE.people.length)
          .map((u) => [u.email, u.last_login, u.created_at]),
        equipment: rows.equipment.map((e) => [
          e.equipment_number,
          e.hour_meter,
          e.status,
          e.current_job_site,
        ]),
        workOrders: rows.workOrders.map((w) => [w.title, w.status, w.priority, w.created_at]),
      };
    };
    expect(shape(SUMMIT_RIDGE)).toEqual(shape({ ...SUMMIT_RIDGE, staff: [] }));
  });

  it("gives the machines in use maintenance plans, none of them due when seeded", () => {
    const now = new Date("2026-01-15T12:00:00Z");
    const { rows } = buildOrganization(SUMMIT_RIDGE, "00000000-0000-4000-8000-000000000000", now);
    const meters = new Map(rows.equipment.map((e) => [e.id, e]));
    expect(rows.maintenancePlans.length).toBeGreaterThan(rows.equipment.length);
    for (const plan of rows.maintenancePlans) {
      const machine = meters.get(plan.equipment_id);
      expect(machine?.status).not.toBe("RETIRED");
      if (plan.interval_hours !== null) {
        expect(Number(plan.last_service_hours) + Number(plan.interval_hours)).toBeGreaterThan(
          Number(machine?.hour_meter),
        );
        expect(Number(plan.last_service_hours)).toBeGreaterThanOrEqual(0);
      }
      if (plan.interval_days !== null) {
        const due = new Date(`${plan.last_service_date}T00:00:00Z`);
        due.setUTCDate(due.getUTCDate() + Number(plan.interval_days) - Number(plan.margin_days));
        expect(due.getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });

  it("gives the demo organization a parts catalogue, stores, trucks and a stock history the ledger adds up to", async () => {
    const db = await testDatabase();
    const demo = await orgId(db, DEMO_ORGANIZATION_SLUG);
    const one = async (sql: string) => (await db.one<{ n: number }>(sql, [demo]))?.n ?? 0;
    expect(await one("SELECT count(*) AS n FROM parts WHERE organization_id = $1")).toBeGreaterThanOrEqual(
      20,
    );
    expect(
      await one("SELECT count(DISTINCT category) AS n FROM parts WHERE organization_id = $1"),
    ).toBeGreaterThanOrEqual(6);
    // Barcodes are valid EAN-13s.
    for (const { barcode } of await db.query<{ barcode: string }>(
      "SELECT barcode FROM parts WHERE organization_id = $1 AND barcode IS NOT NULL",
      [demo],
    )) {
      expect(barcode).toMatch(/^\d{13}$/);
      expect(ean13(barcode.slice(0, 12))).toBe(barcode);
    }
    const locations = await db.query<{ name: string; kind: string; keeper: string | null }>(
      `SELECT sl.name, sl.kind, u.email AS keeper FROM stock_locations sl LEFT JOIN users u ON u.id = sl.keeper_id
       WHERE sl.organization_id = $1 ORDER BY sl.name`,
      [demo],
    );
    expect(locations).toContainEqual({
      name: "Service Truck 1",
      kind: "TRUCK",
      keeper: "mechanic@summitridge.example",
    });
    expect(locations.filter((l) => l.kind === "STORE").length).toBeGreaterThanOrEqual(2);

    const kinds = await db.query<{ kind: string }>(
      "SELECT DISTINCT kind FROM stock_ledger WHERE organization_id = $1 ORDER BY kind",
      [demo],
    );
    expect(kinds.map((k) => k.kind)).toEqual(["COUNTED", "MOVED_IN", "MOVED_OUT", "RECEIVED", "USED"]);
    // Parts used on the seed's own completed jobs, by their mechanic, never in the future.
    const misplaced = await one(
      `SELECT count(*) AS n FROM stock_ledger l LEFT JOIN work_orders wo ON wo.id = l.work_order_id
       WHERE l.organization_id = $1 AND (l.created_at > now()
          OR (l.kind = 'USED' AND (wo.status <> 'COMPLETED' OR wo.mechanic_id <> l.created_by_id)))`,
    );
    expect(misplaced).toBe(0);
    // On hand is the ledger's sum; the only stock below zero is the truck's filter taken twice, flagged.
    const drift = await one(
      `SELECT count(*) AS n FROM stock_on_hand h
       WHERE h.organization_id = $1 AND h.quantity <> (SELECT sum(quantity) FROM stock_ledger l
         WHERE l.part_id = h.part_id AND l.location_id = h.location_id)`,
    );
    expect(drift).toBe(0);
    const negative = await db.query<{
      part_number: string;
      name: string;
      quantity: number;
      needs_count: boolean;
    }>(
      `SELECT p.part_number, sl.name, h.quantity::float8 AS quantity, h.needs_count FROM stock_on_hand h
       JOIN parts p ON p.id = h.part_id JOIN stock_locations sl ON sl.id = h.location_id
       WHERE h.organization_id = $1 AND (h.quantity < 0 OR h.needs_count)`,
      [demo],
    );
    expect(negative).toEqual([
      { part_number: "FS1280", name: "Service Truck 1", quantity: -1, needs_count: true },
    ]);
    // Each truck keeps its own minimum of what it was loaded with (its load, docs/decisions/036).
    expect(
      await one(
        `SELECT count(*) AS n FROM stock_on_hand h JOIN stock_locations sl ON sl.id = h.location_id
         JOIN parts p ON p.id = h.part_id
         WHERE h.organization_id = $1 AND sl.name = 'Service Truck 1' AND h.min_stock < p.min_stock`,
      ),
    ).toBe(9);
    // Something to order at the main store.
    expect(
      await one(
        `SELECT count(*) AS n FROM stock_on_hand h JOIN parts p ON p.id = h.part_id
         JOIN stock_locations sl ON sl.id = h.location_id
         WHERE h.organization_id = $1 AND sl.name = 'Main Shop Store' AND p.min_stock > 0 AND h.quantity <= p.min_stock`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });
});
