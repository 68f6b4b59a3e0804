import { INSPECTION_DUE_WINDOW_DAYS, MAINTENANCE_DUE_WINDOW_DAYS } from "./constants.js";
import { type DateInput, isDueWithin } from "./dates.js";
import type { EquipmentStatus } from "./enums.js";

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
