import type { Database } from "../../db/database.js";
import { recordWorkOrderEvents } from "./work-order-events.js";
import { insertHistory } from "./work-order-history-repository.js";
import { insertWorkOrders, type NewWorkOrderRow, type SkipExisting } from "./work-order-repository.js";

// A status move inside another module's transaction (a daily inspection's submission, a part requested for a
// job): the order locked within the caller's scope, checked by the state machine, applied with its timestamps
// and history line.
export {
  applyStatusChange,
  assertTransition,
  lockForChange,
  type WorkOrderState,
} from "./work-order-transition.js";

/** A new work order's columns; the creator is its reporter. */
export type NewWorkOrder = Omit<NewWorkOrderRow, "reported_by_id">;

export interface NewWorkOrderBatch {
  organizationId: string;
  /** Who creates them: the reporter, and who made the first history line. */
  createdById: string;
  /** The first history line's note ('Work order created', 'Daily inspection assigned', ...). */
  note: string;
  /** Leave out the orders that this unique index says exist already (a repeated or concurrent call). */
  skipExisting?: SkipExisting;
  /** An operator's escalation: recorded as ESCALATION_REPORTED or CRITICAL_BREAKDOWN (docs/decisions/035). */
  escalation?: boolean;
}

/**
 * THE way a work order comes to exist, whatever made it (the Create Work Order form, an inspection's follow-up,
 * an escalation, the foreman's due maintenance, a maintenance plan, the daily inspections): inside the
 * caller's transaction, writes the orders in the order given and each one's first history line (from nothing
 * to its status, by the creator, with the batch's note). The counters and report roll-ups follow from the
 * table's triggers in the same transaction. Answers each created order's id and first history line's id, in
 * the order given (skipped ones are missing).
 */
export async function createWorkOrders(
  tx: Database,
  batch: NewWorkOrderBatch,
  orders: readonly NewWorkOrder[],
): Promise<{ id: string; historyId: string }[]> {
  const rows = orders.map((order) => ({ ...order, reported_by_id: batch.createdById }));
  const created = await insertWorkOrders(tx, batch.organizationId, rows, batch.skipExisting);
  const historyIds = await insertHistory(
    tx,
    created.map((order) => ({
      organizationId: batch.organizationId,
      workOrderId: order.id,
      from: null,
      to: order.status,
      changedById: batch.createdById,
      note: batch.note,
    })),
  );
  await recordWorkOrderEvents(
    tx,
    batch.createdById,
    created.map((order) => ({ id: order.id, from: null, to: order.status, escalation: batch.escalation })),
  );
  return created.map((order, index) => {
    const historyId = historyIds[index];
    if (!historyId) throw new Error("The first history line was not written");
    return { id: order.id, historyId };
  });
}
