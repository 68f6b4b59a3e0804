import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { WorkOrderStatus } from "@mnx/domain";
import { i18n } from "../../../lib/i18n/i18n";
import type { RefusedWrite } from "../../../lib/waiting-writes";
import { type WorkOrderWriteKind, workOrderWriteOf } from "./work-order-on-device";

/** How a refused change reads on its card: what happened, and what to do about it. */
export interface RefusalNotice {
  title: string;
  advice: string;
}

/** What someone else did, by the status the work order has now. */
const MOVED: Record<WorkOrderStatus, MessageDescriptor> = {
  PENDING: msg`Not sent: this work order was already reopened by someone else.`,
  ASSIGNED: msg`Not sent: this work order was already assigned by someone else.`,
  IN_PROGRESS: msg`Not sent: this work order was already started by someone else.`,
  WAITING_PARTS: msg`Not sent: this work order was already set to wait for parts by someone else.`,
  WAITING_APPROVAL: msg`Not sent: this work order was already sent for approval by someone else.`,
  ON_HOLD: msg`Not sent: this work order was already put on hold by someone else.`,
  COMPLETED: msg`Not sent: this work order was already completed by someone else.`,
  CANCELLED: msg`Not sent: this work order was already cancelled by someone else.`,
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

function forNewWorkOrder(kind: WorkOrderWriteKind, refusal: RefusedWrite): RefusalNotice {
  const reason = refusal.message;
  return kind === "escalate"
    ? {
        title: t`Not sent: this issue report was refused. ${reason}`,
        advice: t`Nothing was created. Report it again if it is still needed.`,
      }
    : {
        title: t`Not sent: this work order was refused. ${reason}`,
        advice: t`Nothing was created. Create it again if it is still needed.`,
      };
}

/**
 * The notice for a change the server turned down; `current` is the work order's status as the server has it now
 * (the cache is refreshed when the refusal comes), so a conflict can say what the other person did.
 */
export function refusalNotice(refusal: RefusedWrite, current?: WorkOrderStatus): RefusalNotice {
  const kind = workOrderWriteOf(refusal.write)?.kind ?? "update";
  if (kind === "create" || kind === "escalate") return forNewWorkOrder(kind, refusal);
  const reason = refusal.message;
  if (refusal.status === 409 && CONFLICTS.has(refusal.code)) {
    const from = MOVES_FROM[kind];
    const title =
      current && from && !from.includes(current)
        ? i18n._(MOVED[current])
        : t`Not sent: someone else changed this work order first.`;
    return { title, advice: t`Reload to see it, and make your change again if it still applies.` };
  }
  if (refusal.status === 404) {
    return {
      title: t`Not sent: this work order no longer exists, or is no longer yours.`,
      advice: t`Ask your shop foreman whether the work is still needed.`,
    };
  }
  if (refusal.status === 401 || refusal.status === 403) {
    return {
      title: t`Not sent: you may no longer make this change.`,
      advice: t`Your role or the job's assignment changed. Ask your shop foreman.`,
    };
  }
  if (refusal.status >= 400 && refusal.status < 500) {
    return {
      title: t`Not sent: ${reason}`,
      advice: t`Open the work order and make the change again.`,
    };
  }
  return {
    title: t`Not sent: ${reason}`,
    advice: t`The server did not take it. Make the change again once the connection is steady.`,
  };
}
