import type { WorkOrderStatus } from "@mnx/domain";
import type { RefusedWrite } from "../../../lib/waiting-writes";
import { type WorkOrderWriteKind, workOrderWriteOf } from "./work-order-on-device";

/** How a refused change reads on its card: what happened, and what to do about it. */
export interface RefusalNotice {
  title: string;
  advice: string;
}

/** The move someone else made, as in "this work order was already {started} by someone else". */
const MOVED: Record<WorkOrderStatus, string> = {
  PENDING: "reopened",
  ASSIGNED: "assigned",
  IN_PROGRESS: "started",
  WAITING_PARTS: "set to wait for parts",
  WAITING_APPROVAL: "sent for approval",
  ON_HOLD: "put on hold",
  COMPLETED: "completed",
  CANCELLED: "cancelled",
};

/**
 * Where each move starts from. Until the refreshed copy arrives the card still shows that status, so only a
 * status outside these says what someone else did.
 */
const MOVES_FROM: Partial<Record<WorkOrderWriteKind, readonly WorkOrderStatus[]>> = {
  start: ["ASSIGNED"],
  complete: ["IN_PROGRESS"],
  assign: ["PENDING", "ON_HOLD"],
  inspect: ["ASSIGNED", "IN_PROGRESS"],
};

/** The state machine's refusals: the work order is no longer where this device saw it. */
const CONFLICTS = new Set(["NOT_ASSIGNED_STATUS", "INVALID_STATUS_TRANSITION", "CONFLICT"]);

const RELOAD = "Reload to see it, and make your change again if it still applies.";

function forNewWorkOrder(kind: WorkOrderWriteKind, refusal: RefusedWrite): RefusalNotice {
  const what = kind === "escalate" ? "this issue report" : "this work order";
  return {
    title: `Not sent: ${what} was refused. ${refusal.message}`,
    advice: `Nothing was created. ${kind === "escalate" ? "Report it again" : "Create it again"} if it is still needed.`,
  };
}

/**
 * The notice for a change the server turned down; `current` is the work order's status as the server has it now
 * (the cache is refreshed when the refusal comes), so a conflict can say what the other person did.
 */
export function refusalNotice(refusal: RefusedWrite, current?: WorkOrderStatus): RefusalNotice {
  const kind = workOrderWriteOf(refusal.write)?.kind ?? "update";
  if (kind === "create" || kind === "escalate") return forNewWorkOrder(kind, refusal);
  if (refusal.status === 409 && CONFLICTS.has(refusal.code)) {
    const from = MOVES_FROM[kind];
    const title =
      current && from && !from.includes(current)
        ? `Not sent: this work order was already ${MOVED[current]} by someone else.`
        : "Not sent: someone else changed this work order first.";
    return { title, advice: RELOAD };
  }
  if (refusal.status === 404) {
    return {
      title: "Not sent: this work order no longer exists, or is no longer yours.",
      advice: "Ask your shop foreman whether the work is still needed.",
    };
  }
  if (refusal.status === 401 || refusal.status === 403) {
    return {
      title: "Not sent: you may no longer make this change.",
      advice: "Your role or the job's assignment changed. Ask your shop foreman.",
    };
  }
  if (refusal.status >= 400 && refusal.status < 500) {
    return {
      title: `Not sent: ${refusal.message}`,
      advice: "Open the work order and make the change again.",
    };
  }
  return {
    title: `Not sent: ${refusal.message}`,
    advice: "The server did not take it. Make the change again once the connection is steady.",
  };
}
