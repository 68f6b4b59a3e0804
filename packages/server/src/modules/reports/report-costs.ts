import {
  REPORT_PERIOD_DAYS,
  REPORT_TOP_COST_MACHINES,
  REPORT_TOP_PARTS,
  type ReportBucket,
  type ReportCosts,
  type ReportRange,
  reportCostRatio,
  sumIntoBuckets,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import {
  advanceCostWindows,
  costsPerDay,
  stockValue,
  topCostMachines,
  topUsedParts,
} from "../costs/cost-report-service.js";
import { fleetEngineHours, machineEngineHours } from "../equipment/equipment-report-service.js";
import { organizationCurrency } from "../organization/organization-service.js";

/** Amounts in cents, added as whole numbers, so no sum drifts by a float's rounding. */
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

/**
 * The period's costs (docs/decisions/031-labour-and-costs.md) but the cost per machine, which needs the fleet
 * the report already counts: per-day costs, the top machines and parts from the period's window, engine hours
 * from the hour meters' per-day figures, the stock's value now.
 */
export async function costFigures(
  db: Database,
  organizationId: string,
  range: ReportRange,
  buckets: readonly ReportBucket[],
): Promise<Omit<ReportCosts, "costPerMachine">> {
  // The windows end today, or are moved on first (the schedule has usually done it).
  await advanceCostWindows(db, organizationId, range.to);
  const period = REPORT_PERIOD_DAYS[range.period];
  const [days, machines, parts, hours, value, currency] = await Promise.all([
    costsPerDay(db, organizationId, range),
    topCostMachines(db, organizationId, period, REPORT_TOP_COST_MACHINES),
    topUsedParts(db, organizationId, period, REPORT_TOP_PARTS),
    fleetEngineHours(db, organizationId, range.from, range.to),
    stockValue(db, organizationId),
    organizationCurrency(db, organizationId),
  ]);
  const machineHours = new Map(
    (
      await machineEngineHours(
        db,
        organizationId,
        machines.map((machine) => machine.equipment_id),
        range.from,
        range.to,
      )
    ).map((row) => [row.equipment_id, Math.max(row.hours, 0)]),
  );
  const partsPerBucket = sumIntoBuckets(buckets, new Map(days.map((d) => [d.day, cents(d.parts_cost)])));
  const labour = sumIntoBuckets(buckets, new Map(days.map((d) => [d.day, cents(d.labour_cost)])));
  const partsCost = days.reduce((sum, d) => sum + cents(d.parts_cost), 0);
  const labourCost = days.reduce((sum, d) => sum + cents(d.labour_cost), 0);
  const totalCost = fromCents(partsCost + labourCost);
  const engineHours = Math.max(Math.round(hours * 10) / 10, 0);
  return {
    currency,
    partsCost: fromCents(partsCost),
    labourCost: fromCents(labourCost),
    totalCost,
    engineHours,
    costPerEngineHour: reportCostRatio(totalCost, engineHours),
    stockValue: value,
    overTime: buckets.map((bucket, at) => ({
      ...bucket,
      partsCost: fromCents(partsPerBucket[at] ?? 0),
      labourCost: fromCents(labour[at] ?? 0),
    })),
    topMachines: machines.map((machine) => {
      const moved = Math.round((machineHours.get(machine.equipment_id) ?? 0) * 10) / 10;
      return {
        equipmentId: machine.equipment_id,
        equipmentNumber: machine.equipment_number,
        name: machine.name,
        partsCost: machine.parts_cost,
        labourCost: machine.labour_cost,
        totalCost: machine.total_cost,
        engineHours: moved,
        costPerEngineHour: reportCostRatio(machine.total_cost, moved),
      };
    }),
    topParts: parts.map((part) => ({
      partId: part.part_id,
      partNumber: part.part_number,
      name: part.name,
      unit: part.unit,
      uses: part.uses,
      quantity: part.quantity,
      cost: part.cost,
    })),
  };
}
