import { WORK_ORDER_DESCRIPTION_MAX, WORK_ORDER_TITLE_MAX } from "./constants.js";
import type { InspectionItem } from "./inspection-checklist.js";

/**
 * The field supervisor's Pending Today (DECISIONS.md 'Field supervisor'): today's daily inspections not yet
 * submitted, plus the machines with an operator that have none assigned yet.
 */
export function supervisorPendingToday(counts: { pendingToday: number; inspectionsNeeded: number }): number {
  return counts.pendingToday + counts.inspectionsNeeded;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A follow-up work order's title and description for what a daily inspection found (type
 * INSPECTION_FOLLOWUP, DECISIONS.md 'Behaviour the spec leaves open'): the machine, the day and each item
 * needing attention with the operator's note.
 */
export function inspectionFollowUpText(
  equipmentNumber: string,
  inspectionDate: string,
  failedItems: readonly Pick<InspectionItem, "category" | "item" | "notes">[],
): { title: string; description: string } {
  const lines = failedItems.map(
    (entry) => `- ${entry.category}: ${entry.item}${entry.notes ? ` (${entry.notes})` : ""}`,
  );
  return {
    title: clip(`Inspection follow-up - ${equipmentNumber}`, WORK_ORDER_TITLE_MAX),
    description: clip(
      [`Daily inspection of ${inspectionDate} found items needing attention:`, ...lines].join("\n"),
      WORK_ORDER_DESCRIPTION_MAX,
    ),
  };
}
