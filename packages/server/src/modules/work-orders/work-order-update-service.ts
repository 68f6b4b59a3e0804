import {
  SELECT_MECHANIC_MESSAGE,
  SIGNATURE_MESSAGES,
  type UpdateWorkOrder,
  type WorkOrder,
  type WorkOrderStatus,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordFlowReadings } from "../meters/meter-writes.js";
import { recordWorkOrderEvents } from "./work-order-events.js";
import { workOrderReading } from "./work-order-readings.js";
import { checkReferences } from "./work-order-references.js";
import { isSignedRecord, updateWorkOrder, type WorkOrderState } from "./work-order-repository.js";
import {
  applyStatusChange,
  assertTransition,
  lockForChange,
  readWorkOrder,
} from "./work-order-transition.js";
import { assertMayChange, assertSchedule, columnChanges, fieldsGiven } from "./work-order-update-fields.js";

/**
 * The status the PATCH moves to, if any: the one asked (the same status alongside other fields is no move),
 * or ASSIGNED when a PENDING order gets a mechanic or an assignee (assigning sets ASSIGNED, part 1, 4).
 */
function targetStatus(
  state: WorkOrderState,
  input: UpdateWorkOrder,
  hasFields: boolean,
): WorkOrderStatus | null {
  if (input.status && (input.status !== state.status || !hasFields)) return input.status;
  if (state.status === "PENDING" && (input.mechanicId || input.assignedToId)) return "ASSIGNED";
  return null;
}

/** An ASSIGNED work order names someone (the mechanic or the assignee) after the change. */
function assertSomeoneAssigned(state: WorkOrderState, input: UpdateWorkOrder): void {
  const mechanic = input.mechanicId !== undefined ? input.mechanicId : state.mechanic_id;
  const assignee = input.assignedToId !== undefined ? input.assignedToId : state.assigned_to_id;
  if (!mechanic && !assignee) {
    throw new AppError("VALIDATION_ERROR", SELECT_MECHANIC_MESSAGE, 400, [
      { path: "mechanicId", message: SELECT_MECHANIC_MESSAGE },
    ]);
  }
}

/**
 * PATCH /work-orders/{id}: field edits by capability (work-order-update-fields.ts), a status move through the
 * state machine with the caller's role (409 INVALID_STATUS_TRANSITION / NOT_ASSIGNED_STATUS), its timestamps
 * and history line, and meter readings that move the machine's meters forward only. One transaction.
 */
export async function updateWorkOrderFor(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: UpdateWorkOrder,
): Promise<WorkOrder> {
  const fields = fieldsGiven(input);
  assertMayChange(user.role, fields);
  await checkReferences(db, user.organizationId, input);
  await db.transaction(async (tx) => {
    const state = await lockForChange(tx, user, id);
    // A signed inspection's fields are the record; only its status moves on (approval).
    if (fields.length > 0 && (await isSignedRecord(tx, id)))
      throw new AppError("RECORD_SIGNED", SIGNATURE_MESSAGES.recordSigned, 409);
    assertSchedule(state, input);
    const changes = columnChanges(input, fields);
    const to = targetStatus(state, input, fields.length > 0);
    if (to) assertTransition(state.status, to, user.role);
    const clearsPeople = input.mechanicId === null || input.assignedToId === null;
    if ((to ?? state.status) === "ASSIGNED" && (to || clearsPeople)) assertSomeoneAssigned(state, input);
    if (to) {
      await applyStatusChange(tx, user, state, to, { changes, note: input.statusNote });
    } else {
      await updateWorkOrder(tx, id, changes);
      const previousAssigneeId = state.assigned_to_id ?? state.mechanic_id;
      await recordWorkOrderEvents(tx, user.id, [
        { id, from: state.status, to: state.status, previousAssigneeId },
      ]);
    }
    const hourMeter = Math.max(input.hourMeterStart ?? 0, input.hourMeterEnd ?? 0);
    const mileage = Math.max(input.mileageStart ?? 0, input.mileageEnd ?? 0);
    await recordFlowReadings(tx, workOrderReading(user, state.equipment_id, id), {
      hourMeter: hourMeter > 0 ? hourMeter : null,
      mileage: mileage > 0 ? mileage : null,
    });
  });
  return readWorkOrder(db, user, id);
}
