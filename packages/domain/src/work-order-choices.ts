import { relativeDueLabel } from "./dates.js";
import {
  type SortOrder,
  type TaskStatusFilter,
  WORK_ORDER_TYPES,
  type WorkOrderSortField,
  type WorkOrderType,
} from "./enums.js";
import { TASK_STATUS_FILTER_STATUSES } from "./work-order-rules.js";

/** What the work-order screens offer: the types a person may pick, and the simpler list's query values. */

/**
 * A person creates the ten types of part 2, 3; INSPECTION comes only from the daily-inspection flow and
 * PERIODIC_INSPECTION only from a periodic inspection's submission (docs/decisions/046).
 */
export type CreatableWorkOrderType = Exclude<WorkOrderType, "INSPECTION" | "PERIODIC_INSPECTION">;
export const CREATABLE_WORK_ORDER_TYPES = WORK_ORDER_TYPES.filter(
  (type): type is CreatableWorkOrderType => type !== "INSPECTION" && type !== "PERIODIC_INSPECTION",
);

/**
 * The simpler list's lowercase status filter as GET /work-orders takes it: 'open' is the API's own alias,
 * the others their real statuses (in_progress -> IN_PROGRESS), comma-separated.
 */
export function taskStatusQueryValue(filter: TaskStatusFilter): string {
  return filter === "open" ? "open" : TASK_STATUS_FILTER_STATUSES[filter].join(",");
}

/** Each sort's natural direction: newest first, soonest due first, most urgent first, workflow order. */
export const TASK_SORT_ORDERS: Readonly<Record<WorkOrderSortField, SortOrder>> = {
  createdAt: "desc",
  dueDate: "asc",
  priority: "desc",
  status: "asc",
};

export const NO_DUE_DATE_LABEL = "No due date";

/** A task card's due label: the due date, else the scheduled end, as Today/Tomorrow/In N days/the date. */
export function taskDueLabel(
  wo: { dueDate?: string | null; scheduledEnd?: string | null },
  now: Date = new Date(),
): string {
  return relativeDueLabel(wo.dueDate ?? wo.scheduledEnd, now) || NO_DUE_DATE_LABEL;
}
