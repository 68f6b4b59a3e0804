import { randomUUID } from "node:crypto";
import {
  accountFor,
  metersAt,
  type OrganizationSpec,
  peopleWithRole,
  type SeedContext,
  type SeededMachine,
  type SeededPerson,
} from "./context.js";
import { TYPE_PREFIX } from "./fleet-catalog.js";
import { dayOf, daysAfter, hoursAfter } from "./random.js";

const WORKING = new Set(["OPERATIONAL", "IN_SERVICE", "WARNING"]);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Equipment rows: numbers per type (EX-101...), meters, locations, inspection and maintenance dates. */
export function buildEquipment(ctx: SeedContext, spec: OrganizationSpec): void {
  const { random: r, now } = ctx;
  const perPrefix = new Map<string, number>();
  for (const machine of spec.fleet) {
    const prefix = TYPE_PREFIX[machine.type];
    const sequence = (perPrefix.get(prefix) ?? 100) + 1;
    perPrefix.set(prefix, sequence);
    const number = `${prefix}-${sequence}`;
    const year = r.int(2012, now.getUTCFullYear() - 1);
    const hourMeter = round1(r.step(250, 2_000, 0.1) * (now.getUTCFullYear() - year + 1));
    const working = WORKING.has(machine.status);
    const retired = machine.status === "RETIRED";
    const lastInspection = working ? r.int(0, 4) : r.int(6, 30);
    const seeded: SeededMachine = {
      id: randomUUID(),
      spec: machine,
      number,
      name: `${machine.make} ${machine.model} ${machine.kind}`,
      hourMeter,
      mileage: machine.roadGoing ? round1(r.step(8_000, 160_000, 0.1)) : 0,
      jobSite: retired ? "Main Yard" : r.pick(spec.jobSites),
      operatorId: null,
    };
    ctx.machines.push(seeded);
    const purchase = `${year}-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
    ctx.rows.equipment.push({
      id: seeded.id,
      organization_id: ctx.organizationId,
      equipment_number: number,
      name: seeded.name,
      equipment_type: machine.type,
      category: machine.category,
      make: machine.make,
      manufacturer: machine.make,
      model: machine.model,
      year,
      serial_number: `${machine.make.slice(0, 3).toUpperCase()}${r.int(100_000, 999_999)}${String.fromCharCode(65 + r.int(0, 25))}`,
      hour_meter: hourMeter,
      mileage: seeded.mileage,
      current_job_site: seeded.jobSite,
      assigned_operator_id: null,
      location_yard: retired || !working ? "Main Yard" : "Field",
      location_building: working ? null : r.pick(["Shop A", "Shop B"]),
      location_floor: working ? null : `Bay ${r.int(1, 6)}`,
      location_room: null,
      status: machine.status,
      purchase_date: purchase,
      warranty_expiry: `${year + 3}${purchase.slice(4)}`,
      qr_code: `MNX-${spec.slug.toUpperCase()}-${number}`,
      last_inspection_date: retired ? null : dayOf(now, -lastInspection),
      next_inspection_due: retired ? null : dayOf(now, 7 - lastInspection),
      next_maintenance_due: retired ? null : dayOf(now, r.chance(0.2) ? r.int(-12, 6) : r.int(7, 90)),
      notes: retired ? "Retired from the fleet; kept for records." : null,
      created_at: daysAfter(now, -r.int(200, 400)),
      updated_at: daysAfter(now, -r.int(0, 20)),
    });
  }
}

function assignmentRow(
  ctx: SeedContext,
  machine: SeededMachine,
  operator: SeededPerson,
  createdBy: SeededPerson,
  at: Date,
) {
  return {
    id: randomUUID(),
    organization_id: ctx.organizationId,
    equipment_id: machine.id,
    operator_id: operator.id,
    job_site: machine.jobSite,
    notes: null as string | null,
    hour_meter_reading: metersAt(ctx, machine, at, ctx.random.int(5, 150)).hourMeter,
    mileage_reading: machine.spec.roadGoing
      ? metersAt(ctx, machine, at, ctx.random.int(50, 900)).mileage
      : null,
    created_by_id: createdBy.id,
  };
}

/**
 * ACTIVE assignments for working machines (the demo operator gets `demoOperatorMachines` of them), machines
 * that changed hands (TRANSFERRED) and finished jobs (COMPLETED).
 */
export function buildAssignments(ctx: SeedContext, spec: OrganizationSpec): void {
  const { random: r, now } = ctx;
  const demoOperator = accountFor(ctx, "OPERATOR");
  const crew = peopleWithRole(ctx, "OPERATOR").filter((p) => p.id !== demoOperator.id);
  const everyOperator = peopleWithRole(ctx, "OPERATOR", false);
  const planners = [accountFor(ctx, "FLEET_MANAGER"), accountFor(ctx, "FIELD_SUPERVISOR")];
  const working = r.shuffle(ctx.machines.filter((m) => WORKING.has(m.spec.status)));
  const activeCount = Math.ceil(working.length * 0.7);
  working.slice(0, activeCount).forEach((machine, index) => {
    const operator =
      index < spec.demoOperatorMachines || crew.length === 0
        ? demoOperator
        : (crew[index % crew.length] ?? demoOperator);
    machine.operatorId = operator.id;
    const start = daysAfter(now, -r.int(1, 30));
    const row = assignmentRow(ctx, machine, operator, r.pick(planners), start);
    ctx.rows.assignments.push({
      ...row,
      start_date: start,
      end_date: null,
      status: "ACTIVE",
      created_at: start,
      updated_at: start,
    });
    const others = everyOperator.filter((p) => p.id !== operator.id);
    if (others.length > 0 && r.chance(0.4)) {
      const earlier = r.pick(others);
      const from = daysAfter(start, -r.int(20, 45));
      const previous = assignmentRow(ctx, machine, earlier, r.pick(planners), from);
      previous.notes = `Transferred to ${operator.firstName} ${operator.lastName}`;
      ctx.rows.assignments.push({
        ...previous,
        start_date: from,
        end_date: start,
        status: "TRANSFERRED",
        created_at: from,
        updated_at: start,
      });
    }
  });
  for (const machine of r.shuffle(ctx.machines).slice(0, Math.ceil(ctx.machines.length / 4))) {
    const from = daysAfter(now, -r.int(120, 200));
    const to = hoursAfter(from, r.int(5, 40) * 24);
    const row = assignmentRow(ctx, machine, r.pick(everyOperator), r.pick(planners), from);
    row.notes = "Job finished; machine returned to the yard.";
    ctx.rows.assignments.push({
      ...row,
      start_date: from,
      end_date: to,
      status: "COMPLETED",
      created_at: from,
      updated_at: to,
    });
  }
  const byId = new Map(ctx.machines.map((m) => [m.id, m]));
  for (const row of ctx.rows.equipment) {
    row.assigned_operator_id = byId.get(String(row.id))?.operatorId ?? null;
  }
}
