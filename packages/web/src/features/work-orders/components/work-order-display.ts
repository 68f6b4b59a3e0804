import type { PersonRef, WorkOrder } from "@mnx/domain";

/** Part 1, 2 "Mechanic Work Order": the number and name, or 'N/A' and 'Unknown Equipment'. */
export function equipmentLabel(workOrder: Pick<WorkOrder, "equipment">): string {
  const number = workOrder.equipment.equipmentNumber || "N/A";
  const name = workOrder.equipment.name || "Unknown Equipment";
  return `${number} - ${name}`;
}

/** Who the work is for: the assignee, else the mechanic. */
export function assigneeOf(workOrder: Pick<WorkOrder, "assignedTo" | "mechanic">): PersonRef | null {
  return workOrder.assignedTo ?? workOrder.mechanic;
}

/** '2.5 h'; nothing for no value (the detail list shows a dash). */
export function hoursLabel(hours: number | null): string {
  return hours === null ? "" : `${hours.toLocaleString("en-US")} h`;
}

/** A meter reading: '1,234.5 h' or '8,020 mi'. */
export function readingLabel(value: number | null, unit: "h" | "mi"): string {
  return value === null ? "" : `${value.toLocaleString("en-US")} ${unit}`;
}
