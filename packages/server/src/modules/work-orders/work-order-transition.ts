import {
  canTransition,
  elapsedWorkHours,
  MAINTENANCE_PLAN_MESSAGES,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
  type WorkOrderStatus,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { isUniqueViolation } from "../../db/sql-helpers.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordClockLabour } from "../labour/labour-writes.js";
import { recordPlanService } from "../maintenance-plans/plan-writes.js";
import { recordWorkOrderEvents } from "./work-order-events.js";
import { insertHistory } from "./work-order-history-repository.js";
import {
  findWorkOrder,
  lockWorkOrders,
  updateWorkOrder,
  type WorkOrderChanges,
  type WorkOrderState,
} from "./work-order-repository.js";
import { toWorkOrderDto } from "./work-order-row.js";
import { runStatusSteps } from "./work-order-step-writes.js";

export type { WorkOrderState };

/** The state machine's refusal (docs/decisions/004) as a 409 carrying its code and message. */
export function assertTransition(from: WorkOrderStatus, to: WorkOrderStatus, role: string): void {
  const result = canTransition(from, to, role);
  if (!result.ok) throw new AppError(result.code, result.message, 409);
}

/**
 * The work clock: IN_PROGRESS starts it unless it already runs; COMPLETED stops it now; PENDING and ASSIGNED
 * mean "not started", so moving back there (reopen, re-assign from hold) clears it (the history keeps when
 * the earlier work happened).
 */
export function statusTimestamps(state: WorkOrderState, to: WorkOrderStatus, now: Date): WorkOrderChanges {
  if (to === "IN_PROGRESS") return { actual_start: state.actual_start ?? now };
  if (to === "COMPLETED") return { actual_end: now };
  if (to === "PENDING" || to === "ASSIGNED") return { actual_start: null, actual_end: null };
  return {};
}

/**
 * The work order `id` locked for a change, if the caller may read it (the one visibility rule); 404 for a
 * missing, foreign or invisible one. Call inside a transaction.
 */
export async function lockForChange(
  tx: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<WorkOrderState> {
  const [state] = await lockWorkOrders(tx, workOrderScopeOf(user), [id]);
  if (!state) throw notFound(WORK_ORDER_MESSAGES.notFound);
  return state;
}

/**
 * Applies a status move (already checked) with its timestamps and any other changes (given values win over
 * the automatic timestamps), and records it in the history, in the caller's transaction. Completing an order
 * made from a maintenance plan records the plan's service; reopening one while its plan has another open
 * order is refused (409: one open order per plan, docs/decisions/022). Completing one turns its clock (the
 * hours given, else the time since Start Work) into a labour line of its mechanic (docs/decisions/031). The
 * steps other modules registered for the move run in the same transaction (cancelling gives the job's parts
 * back: docs/decisions/036). Answers the history line's id.
 */
export async function applyStatusChange(
  tx: Database,
  user: AuthenticatedUser,
  state: WorkOrderState,
  to: WorkOrderStatus,
  options: { note?: string | null | undefined; changes?: WorkOrderChanges; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const given = Object.entries(options.changes ?? {}).filter(([, value]) => value !== undefined);
  const changes: WorkOrderChanges = {
    ...statusTimestamps(state, to, now),
    ...Object.fromEntries(given),
    status: to,
  };
  try {
    await updateWorkOrder(tx, state.id, changes);
  } catch (error) {
    if (isUniqueViolation(error, "work_orders_one_open_per_plan")) {
      throw new AppError("MAINTENANCE_PLAN_ORDER_OPEN", MAINTENANCE_PLAN_MESSAGES.planOrderOpen, 409);
    }
    throw error;
  }
  if (to === "COMPLETED") {
    await recordPlanService(tx, state.id);
    const hours = changes.actual_hours ?? elapsedWorkHours(state.actual_start, now);
    if (hours && hours > 0) {
      const day = now.toISOString().slice(0, 10);
      await recordClockLabour(tx, { workOrderId: state.id, hours, day, completedById: user.id });
    }
  }
  await runStatusSteps(tx, {
    organizationId: state.organization_id,
    workOrderId: state.id,
    userId: user.id,
    from: state.status,
    to,
  });
  const [historyId] = await insertHistory(tx, [
    {
      organizationId: state.organization_id,
      workOrderId: state.id,
      from: state.status,
      to,
      changedById: user.id,
      note: options.note,
    },
  ]);
  if (!historyId) throw new Error("history line not written");
  const previousAssigneeId = state.assigned_to_id ?? state.mechanic_id;
  await recordWorkOrderEvents(tx, user.id, [{ id: state.id, from: state.status, to, previousAssigneeId }]);
  return historyId;
}

/** The work order as answered after a write (the caller just changed it, so the organization scope). */
export async function readWorkOrder(db: Database, user: AuthenticatedUser, id: string): Promise<WorkOrder> {
  const row = await findWorkOrder(db, { kind: "organization", organizationId: user.organizationId }, id);
  if (!row) throw notFound(WORK_ORDER_MESSAGES.notFound);
  return toWorkOrderDto(row);
}
