import { randomUUID } from "node:crypto";
import {
  INSPECTION_ACTUAL_HOURS,
  INSPECTION_CHECKLIST,
  type InspectionItem,
  type InspectionResult,
  inspectionItemKey,
  inspectionOutcomeStatus,
  isCriticalInspectionItem,
  summarizeInspection,
} from "@mnx/domain";
import {
  accountFor,
  metersAt,
  type OrganizationSpec,
  type SeedContext,
  type SeededMachine,
} from "./context.js";
import { dayOf, hoursAfter, notAfter } from "./random.js";
import { pushHistory, type Step } from "./work-order-history.js";
import { baseWorkOrder } from "./work-orders.js";

/**
 * The items yesterday's failed inspection flags: one to top up, and the brakes, a critical item, so the demo
 * shows a machine unsafe to operate until the repair is certified (docs/decisions/040).
 */
const FAILED_ITEMS: Readonly<Record<string, string>> = {
  "Engine & Fluids|Engine Oil": "Level below the add mark",
  "Operational Systems|Service & Parking Brakes": "Parking brake does not hold on the ramp",
};

function inspectionItems(failed: boolean): InspectionItem[] {
  return INSPECTION_CHECKLIST.map((entry) => {
    const note = failed ? FAILED_ITEMS[inspectionItemKey(entry)] : undefined;
    return { ...entry, status: note ? "NEEDS_ATTENTION" : "OK", notes: note ?? "" };
  });
}

/** Each failed item of an inspection as an OPEN defect of its machine, as the submission records it. */
function pushDefects(ctx: SeedContext, wo: Record<string, unknown>, items: InspectionItem[], at: Date): void {
  for (const entry of items.filter((item) => item.status === "NEEDS_ATTENTION")) {
    ctx.rows.defects.push({
      id: randomUUID(),
      organization_id: ctx.organizationId,
      equipment_id: wo.equipment_id,
      inspection_work_order_id: wo.id,
      category: entry.category,
      item: entry.item,
      critical: isCriticalInspectionItem(entry),
      notes: entry.notes,
      status: "OPEN",
      reported_by_id: wo.assigned_to_id,
      reported_at: at,
      created_at: at,
      updated_at: at,
    });
  }
}

/**
 * Daily inspections (type INSPECTION, one per machine per day) for the machines operators hold: earlier days
 * done (one waiting for approval), today's assigned and not yet done on part of the demo operator's machines.
 */
export function buildInspections(ctx: SeedContext, spec: OrganizationSpec): void {
  const { random: r, now } = ctx;
  const supervisor = accountFor(ctx, "FIELD_SUPERVISOR");
  const demoOperator = accountFor(ctx, "OPERATOR");
  const operated = ctx.machines.filter((m) => m.operatorId !== null);
  const demoMachines = operated.filter((m) => m.operatorId === demoOperator.id);
  for (const daysAgo of spec.inspectionDays) {
    const machines: SeededMachine[] =
      daysAgo === 0 ? demoMachines.slice(0, 2) : operated.slice(0, 3 + daysAgo * 2);
    machines.forEach((machine, index) => {
      const day = dayOf(now, -daysAgo);
      const operatorId = machine.operatorId as string;
      const created = notAfter(new Date(`${day}T05:00:00Z`), hoursAfter(now, -0.1));
      const wo = baseWorkOrder(ctx, machine, created);
      const steps: Step[] = [
        { to: "ASSIGNED", at: created, by: supervisor.id, note: "Daily inspection assigned" },
      ];
      Object.assign(wo, {
        title: `Daily Inspection - ${machine.number}`,
        description: `Daily pre-shift inspection of ${machine.name} for ${day}.`,
        status: "ASSIGNED",
        priority: "MEDIUM",
        work_order_type: "INSPECTION",
        is_emergency: false,
        reported_by_id: supervisor.id,
        assigned_to_id: operatorId,
        equipment_operator_id: operatorId,
        estimated_hours: INSPECTION_ACTUAL_HOURS,
        inspection_date: day,
        due_date: new Date(`${day}T23:59:00Z`),
      });
      if (daysAgo > 0) {
        const items = inspectionItems(daysAgo === 1 && index === 0);
        const summary = summarizeInspection(items);
        const started = hoursAfter(created, r.step(1, 2, 0.25));
        const ended = hoursAfter(started, INSPECTION_ACTUAL_HOURS);
        const result: InspectionResult = {
          summary,
          items,
          operatorNotes: summary.itemsNeedingAttention ? "Flagged two items for the shop." : "All good.",
          hourMeterReading: metersAt(ctx, machine, ended).hourMeter,
          completedAt: ended.toISOString(),
          completedBy: ctx.people.find((p) => p.id === operatorId)?.email ?? "",
        };
        const outcome = inspectionOutcomeStatus(summary);
        // The machine was inspected that day: its card says so (as a submission records it).
        const row = ctx.rows.equipment.find((equipment) => equipment.id === machine.id);
        if (row && String(row.last_inspection_date ?? "") < day) {
          row.last_inspection_date = day;
          row.next_inspection_due = dayOf(now, 7 - daysAgo);
        }
        Object.assign(wo, {
          status: outcome,
          actual_start: started,
          actual_end: ended,
          actual_hours: INSPECTION_ACTUAL_HOURS,
          hour_meter_end: metersAt(ctx, machine, ended).hourMeter,
          completion_notes: JSON.stringify(result),
          updated_at: ended,
        });
        steps.push(
          { to: "IN_PROGRESS", at: started, by: operatorId },
          { to: outcome, at: ended, by: operatorId },
        );
        pushDefects(ctx, wo, items, ended);
      }
      ctx.rows.workOrders.push(wo);
      pushHistory(ctx, String(wo.id), steps);
    });
  }
}
