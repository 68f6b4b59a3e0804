import { ACTUAL_HOURS_STEP, ESCALATION_DESCRIPTION_PREFIX } from "./constants.js";
import {
  ACTIVE_WORK_ORDER_STATUSES,
  type TaskStatusFilter,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from "./enums.js";
import type { Role } from "./roles.js";

type PersonRef = string | { id: string } | null | undefined;

/** The fields `isEscalated` looks at; any work-order shape that has them fits. */
export interface EscalationCandidate {
  status: string;
  isEmergency?: boolean | null;
  description?: string | null;
  assignedTo?: PersonRef;
  assignedToId?: string | null;
  mechanicId?: string | null;
}

/** A work order is unassigned when no one is named as assignee or mechanic. */
export function isUnassigned(wo: Omit<EscalationCandidate, "status">): boolean {
  return !wo.assignedTo && !wo.assignedToId && !wo.mechanicId;
}

/** Part 1, 9: unassigned AND PENDING AND (emergency OR the description contains 'ESCALATED ISSUE'). */
export function isEscalated(wo: EscalationCandidate): boolean {
  if (wo.status !== "PENDING" || !isUnassigned(wo)) return false;
  return wo.isEmergency === true || (wo.description ?? "").includes(ESCALATION_DESCRIPTION_PREFIX);
}

/** Active = PENDING, ASSIGNED or IN_PROGRESS (part 1, 9). Accepts a status or a work order. */
export function isActiveWorkOrder(woOrStatus: string | { status: string }): boolean {
  const status = typeof woOrStatus === "string" ? woOrStatus : woOrStatus.status;
  return (ACTIVE_WORK_ORDER_STATUSES as readonly string[]).includes(status);
}

export const TERMINAL_WORK_ORDER_STATUSES = [
  "COMPLETED",
  "CANCELLED",
] as const satisfies readonly WorkOrderStatus[];

/** Open = not COMPLETED and not CANCELLED. */
export function isOpenWorkOrder(status: string): boolean {
  return (WORK_ORDER_STATUSES as readonly string[]).includes(status) && !isTerminalStatus(status);
}

export function isTerminalStatus(status: string): boolean {
  return (TERMINAL_WORK_ORDER_STATUSES as readonly string[]).includes(status);
}

const OPERATOR_STATUS_OPTIONS = [
  "ASSIGNED",
  "IN_PROGRESS",
  "WAITING_PARTS",
  "WAITING_APPROVAL",
  "COMPLETED",
] as const satisfies readonly WorkOrderStatus[];

/** Statuses the status-update form offers a role (part 1, 4). Other roles cannot edit. */
export function statusOptionsForRole(role: string | null | undefined): readonly WorkOrderStatus[] {
  switch (role) {
    case "OPERATOR":
      return OPERATOR_STATUS_OPTIONS;
    case "MECHANIC":
    case "SHOP_FOREMAN":
      return WORK_ORDER_STATUSES;
    default:
      return [];
  }
}

/**
 * The simpler list's lowercase filters (part 2, 2.7) as real statuses. 'open' is everything not yet done and
 * not being worked on: PENDING, ASSIGNED, ON_HOLD, WAITING_PARTS, WAITING_APPROVAL.
 */
export const TASK_STATUS_FILTER_STATUSES: Readonly<Record<TaskStatusFilter, readonly WorkOrderStatus[]>> = {
  open: ["PENDING", "ASSIGNED", "ON_HOLD", "WAITING_PARTS", "WAITING_APPROVAL"],
  in_progress: ["IN_PROGRESS"],
  completed: ["COMPLETED"],
  cancelled: ["CANCELLED"],
};

export function taskStatusFilterOf(status: WorkOrderStatus): TaskStatusFilter {
  if (status === "IN_PROGRESS") return "in_progress";
  if (status === "COMPLETED") return "completed";
  if (status === "CANCELLED") return "cancelled";
  return "open";
}

/** Overdue: an open work order whose due date (or, without one, scheduled end) has passed. */
export function isWorkOrderOverdue(
  wo: { status: string; dueDate?: string | null; scheduledEnd?: string | null },
  now: Date = new Date(),
): boolean {
  const due = wo.dueDate ?? wo.scheduledEnd;
  if (!due || !isOpenWorkOrder(wo.status)) return false;
  const time = new Date(due).getTime();
  return !Number.isNaN(time) && time < now.getTime();
}

/** Picker role lists (part 1, 5 and part 2, 5). */
export const OPERATOR_PICKER_ROLES = ["OPERATOR"] as const satisfies readonly Role[];
export const MECHANIC_PICKER_ROLES = ["MECHANIC", "SHOP_FOREMAN"] as const satisfies readonly Role[];
export const ASSIGNEE_PICKER_ROLES = [
  "MECHANIC",
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
] as const satisfies readonly Role[];

/**
 * Hours worked between Start Work and Complete Work when the mechanic gives none: the elapsed time in steps
 * of a quarter hour (the form's step), at least one step, since a job that was started took some time.
 */
export function elapsedWorkHours(start: Date | string | null | undefined, end: Date): number | undefined {
  if (!start) return undefined;
  const ms = end.getTime() - new Date(start).getTime();
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  const steps = Math.round(ms / 3_600_000 / ACTUAL_HOURS_STEP);
  return Math.max(1, steps) * ACTUAL_HOURS_STEP;
}
