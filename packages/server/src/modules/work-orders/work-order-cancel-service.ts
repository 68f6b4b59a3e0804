import type { Cancel, WorkOrder } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  applyStatusChange,
  assertTransition,
  lockForChange,
  readWorkOrder,
} from "./work-order-transition.js";

/** PATCH /work-orders/{id}/cancel: CANCELLED through the state machine; the reason is the history note. */
export async function cancelWorkOrder(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: Cancel,
): Promise<WorkOrder> {
  await db.transaction(async (tx) => {
    const state = await lockForChange(tx, user, id);
    assertTransition(state.status, "CANCELLED", user.role);
    await applyStatusChange(tx, user, state, "CANCELLED", { note: input.reason });
  });
  return readWorkOrder(db, user, id);
}
