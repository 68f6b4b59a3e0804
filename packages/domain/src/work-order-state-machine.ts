import { WORK_ORDER_STATUSES, type WorkOrderStatus } from "./enums.js";
import { can } from "./permissions.js";
import { isRole, type Role } from "./roles.js";
import { statusOptionsForRole } from "./work-order-rules.js";

/**
 * The one work-order state machine (DECISIONS.md; docs/decisions/004-work-order-state-machine.md).
 *
 * from \ to        | allowed moves (kind)
 * -----------------+------------------------------------------------------------------------------
 * PENDING          | ASSIGNED (assign), CANCELLED (cancel)
 * ASSIGNED         | IN_PROGRESS (work: Start Work), CANCELLED (cancel)
 * IN_PROGRESS      | WAITING_PARTS, WAITING_APPROVAL, ON_HOLD, COMPLETED (work), CANCELLED (cancel)
 * WAITING_PARTS    | IN_PROGRESS (work), CANCELLED (cancel)
 * WAITING_APPROVAL | IN_PROGRESS (work), COMPLETED (approve), CANCELLED (cancel)
 * ON_HOLD          | ASSIGNED (assign), IN_PROGRESS (work), CANCELLED (cancel)
 * COMPLETED        | PENDING, ASSIGNED (reopen)
 * CANCELLED        | PENDING, ASSIGNED (reopen)
 *
 * Who may take each kind of move:
 * - assign:  workOrders.assign (SHOP_FOREMAN, FLEET_MANAGER, SUPER_ADMIN)
 * - work:    the target is among statusOptionsForRole(role) (OPERATOR without ON_HOLD; MECHANIC, SHOP_FOREMAN)
 * - approve: workOrders.assign too (manager level: SHOP_FOREMAN and up approve an inspection)
 * - cancel:  workOrders.cancel (SHOP_FOREMAN and up); never an OPERATOR
 * - reopen:  workOrders.reopen (SHOP_FOREMAN only)
 * A same-status "change" is refused. Moving to IN_PROGRESS from a status that is neither ASSIGNED nor a paused
 * one (WAITING_PARTS, WAITING_APPROVAL, ON_HOLD) is Start Work on an unassigned order: NOT_ASSIGNED_STATUS.
 */
export type TransitionKind = "assign" | "work" | "approve" | "cancel" | "reopen";

export const WORK_ORDER_TRANSITIONS: Readonly<
  Record<WorkOrderStatus, Readonly<Partial<Record<WorkOrderStatus, TransitionKind>>>>
> = {
  PENDING: { ASSIGNED: "assign", CANCELLED: "cancel" },
  ASSIGNED: { IN_PROGRESS: "work", CANCELLED: "cancel" },
  IN_PROGRESS: {
    WAITING_PARTS: "work",
    WAITING_APPROVAL: "work",
    ON_HOLD: "work",
    COMPLETED: "work",
    CANCELLED: "cancel",
  },
  WAITING_PARTS: { IN_PROGRESS: "work", CANCELLED: "cancel" },
  WAITING_APPROVAL: { IN_PROGRESS: "work", COMPLETED: "approve", CANCELLED: "cancel" },
  ON_HOLD: { ASSIGNED: "assign", IN_PROGRESS: "work", CANCELLED: "cancel" },
  COMPLETED: { PENDING: "reopen", ASSIGNED: "reopen" },
  CANCELLED: { PENDING: "reopen", ASSIGNED: "reopen" },
};

export const NOT_ASSIGNED_STATUS_MESSAGE = "This work order is not in the assigned status.";

export type TransitionErrorCode = "INVALID_STATUS_TRANSITION" | "NOT_ASSIGNED_STATUS";
export type TransitionResult = { ok: true } | { ok: false; code: TransitionErrorCode; message: string };

const OK: TransitionResult = { ok: true };
const refuse = (
  message: string,
  code: TransitionErrorCode = "INVALID_STATUS_TRANSITION",
): TransitionResult => ({
  ok: false,
  code,
  message,
});
const label = (status: WorkOrderStatus) => status.replaceAll("_", " ").toLowerCase();

function roleMay(kind: TransitionKind, role: Role, to: WorkOrderStatus): boolean {
  switch (kind) {
    case "assign":
    case "approve":
      return can(role, "workOrders.assign");
    case "work":
      return statusOptionsForRole(role).includes(to);
    case "cancel":
      return can(role, "workOrders.cancel");
    case "reopen":
      return can(role, "workOrders.reopen");
  }
}

/** Whether `role` may move a work order from `from` to `to`; refusals carry a code and a message. */
export function canTransition(
  from: WorkOrderStatus,
  to: WorkOrderStatus,
  role: string | null | undefined,
): TransitionResult {
  if (from === to) return refuse(`The work order is already ${label(to)}.`);
  const kind = WORK_ORDER_TRANSITIONS[from][to];
  if (!kind) {
    if (to === "IN_PROGRESS") return refuse(NOT_ASSIGNED_STATUS_MESSAGE, "NOT_ASSIGNED_STATUS");
    return refuse(`A work order cannot move from ${label(from)} to ${label(to)}.`);
  }
  if (!isRole(role) || !roleMay(kind, role, to)) {
    return refuse(`Your role cannot move a work order from ${label(from)} to ${label(to)}.`);
  }
  return OK;
}

/** Every status `role` may move a work order to from `from`, in WORK_ORDER_STATUSES order. */
export function allowedTransitions(
  from: WorkOrderStatus,
  role: string | null | undefined,
): WorkOrderStatus[] {
  return WORK_ORDER_STATUSES.filter((to) => canTransition(from, to, role).ok);
}

/** Start Work: only from ASSIGNED (part 1, 4), by MECHANIC or SHOP_FOREMAN. */
export function canStartWork(from: WorkOrderStatus, role: string | null | undefined): TransitionResult {
  if (from !== "ASSIGNED") return refuse(NOT_ASSIGNED_STATUS_MESSAGE, "NOT_ASSIGNED_STATUS");
  if (!can(role, "workOrders.startComplete")) return refuse("Your role cannot start work on a work order.");
  return OK;
}

/** Complete Work: only from IN_PROGRESS (part 1, 4), by MECHANIC or SHOP_FOREMAN. */
export function canCompleteWork(from: WorkOrderStatus, role: string | null | undefined): TransitionResult {
  if (from !== "IN_PROGRESS") return refuse("Only a work order in progress can be completed.");
  if (!can(role, "workOrders.startComplete")) return refuse("Your role cannot complete a work order.");
  return OK;
}
