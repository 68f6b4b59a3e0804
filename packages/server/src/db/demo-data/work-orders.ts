import { randomUUID } from "node:crypto";
import {
  CREATABLE_WORK_ORDER_TYPES,
  type CreatableWorkOrderType,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from "@mnx/domain";
import type { Row } from "../bulk-insert.js";
import {
  accountFor,
  metersAt,
  type OrganizationSpec,
  peopleWithRole,
  type SeedContext,
  type SeededMachine,
} from "./context.js";
import { daysAfter, hoursAfter, notAfter } from "./random.js";
import { pathTo, pushHistory, type Step } from "./work-order-history.js";
import { WORK_ORDER_TEXTS } from "./work-order-texts.js";

const FINISHED = new Set<WorkOrderStatus>(["COMPLETED", "CANCELLED"]);
type RegularType = CreatableWorkOrderType;
const REGULAR_TYPES = CREATABLE_WORK_ORDER_TYPES;
const quarter = (hours: number) => Math.max(0.25, Math.round(hours * 4) / 4);

function priorityFor(ctx: SeedContext, type: RegularType): WorkOrderPriority {
  if (type === "BREAKDOWN" || type === "SAFETY_ISSUE") return ctx.random.chance(0.5) ? "CRITICAL" : "HIGH";
  return ctx.random.pick(["LOW", "LOW", "MEDIUM", "MEDIUM", "MEDIUM", "HIGH", "CRITICAL"] as const);
}

/** Fields every work order row has, so all rows share one column list for the bulk INSERT. */
export function baseWorkOrder(ctx: SeedContext, machine: SeededMachine, createdAt: Date): Row {
  return {
    id: randomUUID(),
    organization_id: ctx.organizationId,
    equipment_id: machine.id,
    equipment_operator_id: machine.operatorId,
    job_site: machine.jobSite,
    mechanic_id: null,
    assigned_to_id: null,
    scheduled_start: null,
    scheduled_end: null,
    actual_start: null,
    actual_end: null,
    actual_hours: null,
    due_date: null,
    completion_notes: null,
    notes: null,
    hour_meter_start: null,
    hour_meter_end: null,
    mileage_start: null,
    mileage_end: null,
    requires_operator_approval: false,
    inspection_id: null,
    inspection_date: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** One regular work order in `status`, with dates, people and meters consistent with that status. */
function buildWorkOrder(ctx: SeedContext, status: WorkOrderStatus): void {
  const { random: r, now } = ctx;
  const machines = FINISHED.has(status)
    ? ctx.machines
    : ctx.machines.filter((m) => m.spec.status !== "RETIRED");
  const machine = r.pick(machines);
  const type = r.pick(REGULAR_TYPES);
  const text = r.pick(WORK_ORDER_TEXTS[type]);
  const priority = priorityFor(ctx, type);
  const created = FINISHED.has(status)
    ? daysAfter(now, -r.int(5, 150))
    : hoursAfter(now, -r.int(12, 35 * 24));
  const foreman = accountFor(ctx, "SHOP_FOREMAN");
  const mechanics = [...peopleWithRole(ctx, "MECHANIC"), foreman];
  const demoMechanic = accountFor(ctx, "MECHANIC");
  const reporters = [accountFor(ctx, "FIELD_SUPERVISOR"), accountFor(ctx, "INSPECTOR"), foreman];
  const reporter = machine.operatorId && r.chance(0.5) ? machine.operatorId : r.pick(reporters).id;
  const wo = baseWorkOrder(ctx, machine, created);
  const estimated = r.step(1, 16, 0.5);
  const path = pathTo(status, r.chance(0.25));
  const assigned = path.includes("ASSIGNED");
  const mechanic = assigned ? (r.chance(0.4) ? demoMechanic : r.pick(mechanics)) : null;
  Object.assign(wo, {
    title: text.title.replace("{kind}", machine.spec.kind),
    description: text.description.replace("{kind}", machine.spec.kind),
    status,
    priority,
    work_order_type: type,
    is_emergency: (priority === "CRITICAL" && r.chance(0.6)) || r.chance(0.03),
    reported_by_id: reporter,
    mechanic_id: mechanic?.id ?? null,
    assigned_to_id: mechanic?.id ?? null,
    estimated_hours: estimated,
    notes: r.chance(0.3) ? "Parts on the shelf in Shop A." : null,
  });
  if (r.chance(0.6)) {
    const start = hoursAfter(created, r.int(1, 72));
    Object.assign(wo, { scheduled_start: start, scheduled_end: hoursAfter(start, estimated) });
  }
  if (r.chance(0.8)) wo.due_date = hoursAfter(created, r.int(2, 21) * 24);

  const steps: Step[] = [{ to: "PENDING", at: created, by: reporter, note: "Work order created" }];
  let at = created;
  const later = (min: number, max: number) => {
    at = notAfter(hoursAfter(at, r.step(min, max, 0.25)), hoursAfter(now, -0.25));
    return at;
  };
  for (const to of path.slice(1)) {
    if (to === "ASSIGNED")
      steps.push({ to, at: later(0.5, 12), by: foreman.id, note: `Assigned to ${mechanic?.firstName}` });
    else if (to === "CANCELLED")
      steps.push({ to, at: later(1, 48), by: foreman.id, note: "Duplicate request" });
    else if (to === "IN_PROGRESS" && !wo.actual_start) {
      wo.actual_start = later(1, 30);
      wo.hour_meter_start = metersAt(ctx, machine, at, r.int(5, 120)).hourMeter;
      if (machine.spec.roadGoing) wo.mileage_start = metersAt(ctx, machine, at, r.int(20, 400)).mileage;
      steps.push({ to, at, by: mechanic?.id ?? foreman.id, note: "Work started" });
    } else if (to === "COMPLETED") {
      wo.actual_end = later(1, 14);
      const start = wo.actual_start as Date;
      wo.actual_hours = quarter((at.getTime() - start.getTime()) / 3_600_000);
      wo.completion_notes = text.completion;
      wo.hour_meter_end = Math.max(Number(wo.hour_meter_start), metersAt(ctx, machine, at).hourMeter);
      if (wo.mileage_start !== null) wo.mileage_end = wo.mileage_start;
      steps.push({ to, at, by: mechanic?.id ?? foreman.id, note: "Work completed" });
    } else steps.push({ to, at: later(0.5, 24), by: mechanic?.id ?? foreman.id });
  }
  wo.updated_at = at;
  ctx.rows.workOrders.push(wo);
  pushHistory(ctx, String(wo.id), steps);
}

/** Regular work orders in the organization's status mix (every status, priority and type appears). */
export function buildWorkOrders(ctx: SeedContext, spec: OrganizationSpec): void {
  const plan = Object.entries(spec.workOrderStatuses).flatMap(([status, count]) =>
    Array.from({ length: count }, () => status as WorkOrderStatus),
  );
  for (const status of ctx.random.shuffle(plan)) buildWorkOrder(ctx, status);
}
