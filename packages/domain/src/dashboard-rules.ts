import { WORK_ORDER_STATUSES, type WorkOrderStatus, type WorkOrderType } from "./enums.js";
import { isInspectionDue } from "./equipment-rules.js";
import { isTerminalStatus } from "./work-order-rules.js";

/** Open = every status but COMPLETED and CANCELLED: the operator dashboard's 'My Work Orders' (part 1, 2). */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = WORK_ORDER_STATUSES.filter(
  (status) => !isTerminalStatus(status),
);

interface CountedWorkOrder {
  status: WorkOrderStatus;
  isEmergency: boolean;
}

export interface OperatorWorkOrderCounts {
  /** Open and not started: PENDING or ASSIGNED. */
  pending: number;
  inProgress: number;
  /** Open emergencies. */
  emergency: number;
}

/** The operator dashboard's Pending Tasks, In Progress and Emergency Tasks figures (part 1, 2). */
export function operatorWorkOrderCounts(workOrders: readonly CountedWorkOrder[]): OperatorWorkOrderCounts {
  const open = workOrders.filter((wo) => !isTerminalStatus(wo.status));
  return {
    pending: open.filter((wo) => wo.status === "PENDING" || wo.status === "ASSIGNED").length,
    inProgress: open.filter((wo) => wo.status === "IN_PROGRESS").length,
    emergency: open.filter((wo) => wo.isEmergency).length,
  };
}

/** Inspections Due: machines whose next inspection is within 7 days or overdue (part 1, 9). */
export function countInspectionsDue(
  machines: readonly { nextInspectionDue: string | null }[],
  now: Date = new Date(),
): number {
  return machines.filter((machine) => isInspectionDue(machine.nextInspectionDue, now)).length;
}

interface PeopleOfWorkOrder {
  mechanicId: string | null;
  assignedToId: string | null;
}

/** The work order is the user's to work on: they are its mechanic or its assignee. */
export function isAssignedToUser(wo: PeopleOfWorkOrder, userId: string | null | undefined): boolean {
  return Boolean(userId) && (wo.mechanicId === userId || wo.assignedToId === userId);
}

export type MechanicWorkAction = "start" | "continue";

/** 'Start Work' on the user's ASSIGNED orders, 'Continue Work' on their IN_PROGRESS ones (part 1, 2). */
export function mechanicWorkAction(
  wo: PeopleOfWorkOrder & { status: WorkOrderStatus },
  userId: string | null | undefined,
): MechanicWorkAction | null {
  if (!isAssignedToUser(wo, userId)) return null;
  if (wo.status === "ASSIGNED") return "start";
  if (wo.status === "IN_PROGRESS") return "continue";
  return null;
}

interface InspectionCandidate {
  workOrderType: WorkOrderType;
  status: WorkOrderStatus;
  dueDate: string | null;
}

/** A daily inspection the operator has not submitted yet (ASSIGNED or started). */
export function isPendingInspection(wo: InspectionCandidate): boolean {
  return wo.workOrderType === "INSPECTION" && (wo.status === "ASSIGNED" || wo.status === "IN_PROGRESS");
}

/**
 * Today's daily inspection for the 'Daily Checklist' action: a pending one that is still due (a daily
 * inspection is due at the end of its day), the soonest first. Earlier days' missed ones are not today's.
 */
export function todaysPendingInspection<T extends InspectionCandidate>(
  workOrders: readonly T[],
  now: Date = new Date(),
): T | null {
  const due = (wo: T) => (wo.dueDate ? new Date(wo.dueDate).getTime() : Number.POSITIVE_INFINITY);
  const todays = workOrders.filter((wo) => isPendingInspection(wo) && due(wo) >= now.getTime());
  todays.sort((a, b) => due(a) - due(b));
  return todays[0] ?? null;
}
