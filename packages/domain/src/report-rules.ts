import type { EquipmentStatus, ReportPeriod, WorkOrderType } from "./enums.js";
import { equipmentHealthBucket } from "./equipment-health.js";

/**
 * Work orders that repair a fault, as opposed to planned work (DECISIONS.md 'Reports': the machines with the most
 * repair work orders). Migration 008's work_order_is_repair() says the same (test/db/migrations.test.ts).
 */
export const REPAIR_WORK_ORDER_TYPES = [
  "REPAIR",
  "BREAKDOWN",
  "SAFETY_ISSUE",
  "INSPECTION_FOLLOWUP",
] as const satisfies readonly WorkOrderType[];

export function isRepairWorkOrder(type: WorkOrderType): boolean {
  return (REPAIR_WORK_ORDER_TYPES as readonly WorkOrderType[]).includes(type);
}

/** How many machines the 'most repair work orders' chart lists. */
export const REPORT_TOP_MACHINES = 5;

/** How many machines the 'cost most' list names, and how many parts the 'most used parts' list. */
export const REPORT_TOP_COST_MACHINES = 10;
export const REPORT_TOP_PARTS = 10;

/** An amount per something (per machine, per engine hour), to the cent; null when there is nothing to divide by. */
export function reportCostRatio(amount: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return Math.round((amount / denominator) * 100) / 100;
}

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriod, string>> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "1y": "Last year",
};

/** A percentage or an average to one decimal; null when there is nothing to divide by. */
export function reportRatio(numerator: number, denominator: number, scale = 1): number | null {
  if (denominator <= 0) return null;
  return Math.round(((numerator * scale) / denominator) * 10) / 10;
}

/** The Reports page's equipment card: each machine of the fleet in exactly one of these. */
export type ReportEquipmentBucket = "operational" | "warning" | "critical";

/**
 * A machine's place on the equipment card (DECISIONS.md 'Reports'; docs/decisions/017-reports.md): critical
 * when down or out of service; warning when in or scheduled for maintenance, flagged WARNING, or running with
 * its maintenance due within MAINTENANCE_DUE_WINDOW_DAYS (or overdue); operational otherwise. Retired machines
 * are outside the fleet (null).
 */
export function reportEquipmentBucket(
  status: EquipmentStatus,
  maintenanceDueSoon: boolean,
): ReportEquipmentBucket | null {
  const bucket = equipmentHealthBucket(status);
  if (bucket === "retired") return null;
  if (bucket === "critical") return "critical";
  if (bucket === "operational" && !maintenanceDueSoon) return "operational";
  return "warning";
}
