import type { SeedContext } from "./context.js";
import { dayOf } from "./random.js";

const round1 = (value: number) => Math.round(value * 10) / 10;

const OIL_CHECKLIST = [
  "Drain engine oil while warm",
  "Replace engine oil filter",
  "Refill with 15W-40 to the full mark",
  "Grease all pivot points",
  "Check air filter restriction indicator",
];
const HYDRAULIC_CHECKLIST = [
  "Take a hydraulic oil sample for analysis",
  "Replace hydraulic return filter",
  "Replace pilot line filter",
  "Inspect hoses and fittings for leaks",
  "Check hydraulic tank level",
];
const CRANE_CHECKLIST = ["Inspect wire ropes and sheaves", "Test load moment indicator", "Check boom pins"];

/**
 * Maintenance plans (docs/decisions/022) on the machines in use: a 250 h oil service on each, a 1,000 h
 * hydraulic service on every other one, a yearly inspection on cranes. None is due when seeded: the demo
 * shows them coming due as the meters move.
 */
export function buildMaintenancePlans(ctx: SeedContext): void {
  const { random: r, now } = ctx;
  const plan = (equipmentId: string, values: Record<string, unknown>) =>
    ctx.rows.maintenancePlans.push({
      organization_id: ctx.organizationId,
      equipment_id: equipmentId,
      interval_hours: null,
      interval_days: null,
      margin_days: 7,
      ...values,
    });
  ctx.machines.forEach((machine, index) => {
    if (machine.spec.status === "RETIRED") return;
    plan(machine.id, {
      title: "250 h engine oil service",
      interval_hours: 250,
      estimated_hours: 2,
      checklist: OIL_CHECKLIST,
      last_service_hours: round1(machine.hourMeter - r.step(20, 200, 0.1)),
      last_service_date: dayOf(now, -r.int(10, 60)),
    });
    if (index % 2 === 0) {
      plan(machine.id, {
        title: "1,000 h hydraulic service",
        interval_hours: 1000,
        estimated_hours: 6,
        checklist: HYDRAULIC_CHECKLIST,
        last_service_hours: round1(machine.hourMeter - r.step(100, 800, 0.1)),
        last_service_date: dayOf(now, -r.int(60, 300)),
      });
    }
    if (machine.spec.type === "CRANE") {
      plan(machine.id, {
        title: "Annual crane inspection",
        interval_days: 365,
        estimated_hours: 4,
        checklist: CRANE_CHECKLIST,
        last_service_hours: machine.hourMeter,
        last_service_date: dayOf(now, -r.int(30, 300)),
        margin_days: 30,
      });
    }
  });
}
