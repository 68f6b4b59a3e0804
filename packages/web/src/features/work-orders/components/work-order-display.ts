import { plural, t } from "@lingui/core/macro";
import { enumLabel, type PartUnit, type PersonRef, type WorkOrder } from "@mnx/domain";
import { formatNumber, relativeDueText } from "../../../lib/format";
import { currentLocale, domainText } from "../../../lib/i18n/i18n";

/** Part 1, 2 "Mechanic Work Order": the number and name, or 'N/A' and 'Unknown Equipment'. */
export function equipmentLabel(workOrder: Pick<WorkOrder, "equipment">): string {
  const number = workOrder.equipment.equipmentNumber || t`N/A`;
  const name = workOrder.equipment.name || t`Unknown Equipment`;
  return `${number} - ${name}`;
}

/** Who the work is for: the assignee, else the mechanic. */
export function assigneeOf(workOrder: Pick<WorkOrder, "assignedTo" | "mechanic">): PersonRef | null {
  return workOrder.assignedTo ?? workOrder.mechanic;
}

/** '2.5 h'; nothing for no value (the detail list shows a dash). */
export function hoursLabel(hours: number | null): string {
  return hours === null ? "" : `${formatNumber(hours)} h`;
}

/** A meter reading: '1,234.5 h' or '8,020 mi'. */
export function readingLabel(value: number | null, unit: "h" | "mi"): string {
  return value === null ? "" : `${formatNumber(value)} ${unit}`;
}

/** A status, priority or type ('IN_PROGRESS') as the domain labels it, in the language shown. */
export const enumText = (value: string) => domainText(enumLabel(value));

/** A select's options for enum values, labelled in the language shown. */
export const enumOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: enumText(value) }));

/** '2 each', '1 pair', '3 pairs', '1.5 L' in the language shown (the domain's quantityLabel, translated). */
export function quantityText(quantity: number, unit: PartUnit): string {
  const n = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 3 }).format(quantity);
  const one = Math.abs(quantity) === 1;
  switch (unit) {
    case "EACH":
      return t`${n} each`;
    case "PAIR":
      return one ? t`${n} pair` : t`${n} pairs`;
    case "SET":
      return one ? t`${n} set` : t`${n} sets`;
    case "LITRE":
      return `${n} L`;
    case "METRE":
      return `${n} m`;
    case "KILOGRAM":
      return `${n} kg`;
  }
}

/** A list's count: '1 work order', '1,234 work orders', '2,000+ work orders' (PagedResults' countLabel). */
export function workOrderCount(total: number, exact = true): string {
  if (!exact) {
    const shown = formatNumber(total);
    return t`${shown}+ work orders`;
  }
  return plural(total, { one: "# work order", other: "# work orders" });
}

/** Today, Tomorrow, Yesterday, 'In N days', otherwise the date: the lib's one way (src/lib/format.ts). */
export const dueText = relativeDueText;

/** A task card's due label: the due date, else the scheduled end (domain taskDueLabel). */
export const taskDueText = (wo: { dueDate?: string | null; scheduledEnd?: string | null }) =>
  dueText(wo.dueDate ?? wo.scheduledEnd) || t`No due date`;
