import type { Database } from "../../src/db/database.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";

/** A UTC calendar day `days` before today, as the report names days. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface MachineSpec {
  key: string;
  status: string;
  /** next_maintenance_due in days from today (negative: overdue); none when absent. */
  maintenanceDueIn?: number;
}

/**
 * The fleet of the report fixture, numbered so the top-machines order is known: 2 operational (M1, M8),
 * 3 warning (M2 due in 3 days, M3 overdue, M4 scheduled maintenance), 2 critical (M5, M6), 1 retired (M7).
 */
const MACHINES: readonly MachineSpec[] = [
  { key: "M1", status: "OPERATIONAL" },
  { key: "M2", status: "OPERATIONAL", maintenanceDueIn: 3 },
  { key: "M3", status: "IN_SERVICE", maintenanceDueIn: -10 },
  { key: "M4", status: "SCHEDULED_MAINTENANCE" },
  { key: "M5", status: "DOWN_FOR_REPAIR" },
  { key: "M6", status: "OUT_OF_SERVICE" },
  { key: "M7", status: "RETIRED" },
  { key: "M8", status: "OPERATIONAL", maintenanceDueIn: 30 },
];

export interface WorkOrderSpec {
  key: string;
  /** Created this many days (of 24 hours) before now. */
  createdDaysAgo: number;
  status: string;
  priority: string;
  type: string;
  machine: string;
  /** COMPLETED ones: actual end this many days before now, and the hours of work before it (none: no clock). */
  endedDaysAgo?: number;
  hours?: number;
  /** Due this many hours from now (negative: past). */
  dueInHours?: number;
  /** Scheduled end this many hours from now (start two hours before it). */
  scheduledEndInHours?: number;
}

/**
 * The work orders whose figures the tests work out by hand (test/reports/report-figures.test.ts). W9 (31 days) and
 * W14 (30 days) are outside 30d; W10 was created outside 30d but completed inside; W11 is a daily inspection;
 * W12 is only in 1y and W13 in none.
 */
export const WORK_ORDERS: readonly WorkOrderSpec[] = [
  {
    key: "W1",
    createdDaysAgo: 2,
    status: "COMPLETED",
    priority: "HIGH",
    type: "REPAIR",
    machine: "M5",
    endedDaysAgo: 1,
    hours: 4,
  },
  {
    key: "W2",
    createdDaysAgo: 5,
    status: "COMPLETED",
    priority: "MEDIUM",
    type: "BREAKDOWN",
    machine: "M5",
    endedDaysAgo: 3,
    hours: 10,
  },
  {
    key: "W3",
    createdDaysAgo: 10,
    status: "COMPLETED",
    priority: "LOW",
    type: "PREVENTIVE_MAINTENANCE",
    machine: "M1",
    endedDaysAgo: 9,
  },
  {
    key: "W4",
    createdDaysAgo: 1,
    status: "PENDING",
    priority: "CRITICAL",
    type: "REPAIR",
    machine: "M2",
    dueInHours: -2,
  },
  {
    key: "W5",
    createdDaysAgo: 3,
    status: "IN_PROGRESS",
    priority: "HIGH",
    type: "SAFETY_ISSUE",
    machine: "M5",
    scheduledEndInHours: -1,
  },
  {
    key: "W6",
    createdDaysAgo: 4,
    status: "ASSIGNED",
    priority: "MEDIUM",
    type: "CALIBRATION",
    machine: "M1",
    dueInHours: 48,
  },
  {
    key: "W7",
    createdDaysAgo: 6,
    status: "CANCELLED",
    priority: "LOW",
    type: "REPAIR",
    machine: "M6",
    dueInHours: -72,
  },
  {
    key: "W8",
    createdDaysAgo: 29,
    status: "PENDING",
    priority: "MEDIUM",
    type: "INSPECTION_FOLLOWUP",
    machine: "M6",
    dueInHours: -480,
  },
  {
    key: "W9",
    createdDaysAgo: 31,
    status: "PENDING",
    priority: "HIGH",
    type: "REPAIR",
    machine: "M5",
    dueInHours: -600,
  },
  {
    key: "W10",
    createdDaysAgo: 40,
    status: "COMPLETED",
    priority: "MEDIUM",
    type: "REPAIR",
    machine: "M5",
    endedDaysAgo: 20,
    hours: 2,
  },
  {
    key: "W11",
    createdDaysAgo: 1,
    status: "COMPLETED",
    priority: "MEDIUM",
    type: "INSPECTION",
    machine: "M1",
    endedDaysAgo: 1,
    hours: 0.5,
  },
  {
    key: "W12",
    createdDaysAgo: 200,
    status: "COMPLETED",
    priority: "LOW",
    type: "REPAIR",
    machine: "M6",
    endedDaysAgo: 199,
    hours: 6,
  },
  {
    key: "W13",
    createdDaysAgo: 400,
    status: "COMPLETED",
    priority: "CRITICAL",
    type: "BREAKDOWN",
    machine: "M5",
    endedDaysAgo: 399,
    hours: 3,
  },
  { key: "W14", createdDaysAgo: 30, status: "PENDING", priority: "LOW", type: "CLEANING", machine: "M1" },
];

export interface ReportFixture {
  team: TeamOrganization;
  machines: Record<string, { id: string; number: string }>;
  workOrders: Record<string, string>;
}

async function insertMachines(db: Database, organizationId: string, tag: string) {
  const machines: ReportFixture["machines"] = {};
  for (const spec of MACHINES) {
    const number = `RPT-${tag}-${spec.key}`;
    const row = await db.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, make, status, next_maintenance_due)
       VALUES ($1, $2, $3, 'Testmake', $4, current_date + $5::int) RETURNING id`,
      [organizationId, number, `Machine ${spec.key}`, spec.status, spec.maintenanceDueIn ?? null],
    );
    if (!row) throw new Error("machine not inserted");
    machines[spec.key] = { id: row.id, number };
  }
  return machines;
}

/** Inserts one work order of the fixture (with its first history line), straight into the tables. */
export async function insertSpecWorkOrder(
  db: Database,
  organizationId: string,
  equipmentId: string,
  spec: WorkOrderSpec,
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type, equipment_id,
                                created_at, actual_end, actual_start, due_date, scheduled_start, scheduled_end,
                                inspection_date)
       VALUES ($1, $2, 'Report fixture', $3, $4, $5, $6,
               now() - make_interval(days => $7::int),
               now() - make_interval(days => $8::int),
               now() - make_interval(days => $8::int) - make_interval(mins => $9::int),
               now() + make_interval(hours => $10::int),
               now() + make_interval(hours => $11::int - 2),
               now() + make_interval(hours => $11::int),
               CASE WHEN $5 = 'INSPECTION' THEN (now() - make_interval(days => $7::int))::date END)
       RETURNING id`,
      [
        organizationId,
        `${spec.key} ${spec.type}`,
        spec.status,
        spec.priority,
        spec.type,
        equipmentId,
        spec.createdDaysAgo,
        spec.endedDaysAgo ?? null,
        spec.hours === undefined ? null : Math.round(spec.hours * 60),
        spec.dueInHours ?? null,
        spec.scheduledEndInHours ?? null,
      ],
    );
    if (!row) throw new Error("work order not inserted");
    await tx.query(
      `INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status)
       VALUES ($1, $2, NULL, 'PENDING')`,
      [organizationId, row.id],
    );
    return row.id;
  });
}

/**
 * A throw-away organization (one ACTIVE account per role) with the fixture's fleet, work orders and technicians:
 * its own MECHANIC and SHOP_FOREMAN (never signed in), a second mechanic signed in 2 hours ago, an inactive
 * mechanic signed in now (not a technician), the foreman signed in 30 hours ago (not active today) and the
 * operator signed in now (not a technician): 3 technicians, 1 active today.
 */
export async function createReportFixture(db: Database, name = "Reports"): Promise<ReportFixture> {
  const team = await createTeamOrganization(db, name);
  const tag = team.organizationId.slice(0, 8);
  const machines = await insertMachines(db, team.organizationId, tag);
  const workOrders: Record<string, string> = {};
  for (const spec of WORK_ORDERS) {
    const machine = machines[spec.machine];
    if (!machine) throw new Error(`no machine ${spec.machine}`);
    workOrders[spec.key] = await insertSpecWorkOrder(db, team.organizationId, machine.id, spec);
  }
  const second = await team.addPerson("MECHANIC");
  const inactive = await team.addPerson("MECHANIC", { status: "INACTIVE" });
  const signedIn = (id: string, hoursAgo: number) =>
    db.query("UPDATE users SET last_login = now() - make_interval(hours => $2) WHERE id = $1", [
      id,
      hoursAgo,
    ]);
  await signedIn(second.id, 2);
  await signedIn(inactive.id, 0);
  await signedIn(team.ids.SHOP_FOREMAN, 30);
  await signedIn(team.ids.OPERATOR, 0);
  return { team, machines, workOrders };
}
