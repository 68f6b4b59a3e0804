import {
  type BulkStatus,
  canTransition,
  type ErrorDetail,
  SELECT_MECHANIC_MESSAGE,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findWorkOrders, lockWorkOrders, type WorkOrderState } from "./work-order-repository.js";
import { toWorkOrderDto } from "./work-order-row.js";
import { applyStatusChange } from "./work-order-transition.js";

type Update = BulkStatus["updates"][number];

/** Why the state machine (or a missing mechanic, for ASSIGNED) refuses one update, or null. */
function refusal(state: WorkOrderState, update: Update, role: string): string | null {
  const result = canTransition(state.status, update.status, role);
  if (!result.ok) return result.message;
  if (update.status === "ASSIGNED" && !state.mechanic_id && !state.assigned_to_id)
    return SELECT_MECHANIC_MESSAGE;
  return null;
}

/**
 * PATCH /work-orders/bulk/status: all or nothing, in one transaction. Every work order is locked first; if any
 * id is missing or foreign (404, each id in `details`) or any move is refused (409 INVALID_STATUS_TRANSITION,
 * each refusal in `details`), nothing changes. Otherwise every move is applied with its history line.
 */
export async function bulkUpdateStatus(
  db: Database,
  user: AuthenticatedUser,
  input: BulkStatus,
): Promise<WorkOrder[]> {
  const scope = workOrderScopeOf(user);
  const ids = input.updates.map((update) => update.id);
  await db.transaction(async (tx) => {
    const states = new Map((await lockWorkOrders(tx, scope, ids)).map((state) => [state.id, state]));
    const missing: ErrorDetail[] = [];
    const refused: ErrorDetail[] = [];
    input.updates.forEach((update, index) => {
      const state = states.get(update.id);
      if (!state) {
        missing.push({ path: `updates.${index}.id`, message: `Work order ${update.id} was not found` });
        return;
      }
      const reason = refusal(state, update, user.role);
      if (reason) refused.push({ path: `updates.${index}.status`, message: `${update.id}: ${reason}` });
    });
    if (missing.length > 0) throw new AppError("NOT_FOUND", WORK_ORDER_MESSAGES.bulkNotFound, 404, missing);
    if (refused.length > 0) {
      throw new AppError("INVALID_STATUS_TRANSITION", WORK_ORDER_MESSAGES.bulkRefused, 409, refused);
    }
    const now = new Date();
    for (const update of input.updates) {
      const state = states.get(update.id) as WorkOrderState;
      await applyStatusChange(tx, user, state, update.status, { note: update.note, now });
    }
  });
  const rows = new Map((await findWorkOrders(db, scope, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toWorkOrderDto(row)] : [];
  });
}
