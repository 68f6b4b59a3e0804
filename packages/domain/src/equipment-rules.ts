import { INSPECTION_DUE_WINDOW_DAYS, MAINTENANCE_DUE_WINDOW_DAYS } from "./constants.js";
import { type DateInput, isDueWithin } from "./dates.js";
import type { EquipmentStatus, WorkOrderStatus, WorkOrderType } from "./enums.js";

/** Statuses a machine can be picked in (assignment picker: 'available equipment'). */
export const AVAILABLE_EQUIPMENT_STATUSES = [
  "OPERATIONAL",
  "IN_SERVICE",
] as const satisfies readonly EquipmentStatus[];

export function isEquipmentAvailable(status: EquipmentStatus): boolean {
  return (AVAILABLE_EQUIPMENT_STATUSES as readonly EquipmentStatus[]).includes(status);
}

/** Part 1, 9: an inspection is due when the next inspection date is within 7 days or overdue. */
export function isInspectionDue(
  nextInspectionDue: DateInput | null | undefined,
  now: Date = new Date(),
): boolean {
  return isDueWithin(nextInspectionDue, INSPECTION_DUE_WINDOW_DAYS, now);
}

/** DECISIONS.md "Due maintenance": nextMaintenanceDue within 7 days or overdue. */
export function isMaintenanceDue(
  nextMaintenanceDue: DateInput | null | undefined,
  now: Date = new Date(),
): boolean {
  return isDueWithin(nextMaintenanceDue, MAINTENANCE_DUE_WINDOW_DAYS, now);
}

/**
 * A machine's 'maintenance records' (part 2, 2.1 card counts): its COMPLETED work orders of planned upkeep.
 * Repairs, breakdowns, safety issues, inspection follow-ups, modifications and daily inspections are work
 * orders but not maintenance records.
 */
export const MAINTENANCE_RECORD_TYPES = [
  "PREVENTIVE_MAINTENANCE",
  "LUBRICATION",
  "CALIBRATION",
  "CLEANING",
  "SEASONAL_PREP",
] as const satisfies readonly WorkOrderType[];

export function isMaintenanceRecord(workOrder: { status: WorkOrderStatus; workOrderType: WorkOrderType }) {
  return (
    workOrder.status === "COMPLETED" &&
    (MAINTENANCE_RECORD_TYPES as readonly WorkOrderType[]).includes(workOrder.workOrderType)
  );
}
