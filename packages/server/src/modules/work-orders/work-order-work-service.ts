import {
  type CompleteWork,
  canCompleteWork,
  canStartWork,
  elapsedWorkHours,
  type StartWork,
  type TransitionResult,
  type WorkOrder,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { returnMachineToService } from "../equipment/equipment-writes.js";
import { recordFlowReadings } from "../meters/meter-writes.js";
import { attachPhotos } from "../photos/photo-service.js";
import { workOrderReading } from "./work-order-readings.js";
import { applyStatusChange, lockForChange, readWorkOrder } from "./work-order-transition.js";

function assertAllowed(result: TransitionResult): void {
  if (!result.ok) throw new AppError(result.code, result.message, 409);
}

/**
 * PATCH /work-orders/{id}/start (Start Work): only from ASSIGNED ('This work order is not in the assigned
 * status.' otherwise), by the mechanic it is assigned to or a shop foreman (a mechanic cannot even see
 * another's work order). IN_PROGRESS, actualStart = now, the meter readings if given, which also move the
 * machine's meters forward (readings, docs/decisions/041). Photos uploaded first are attached to the move's history line.
 */
export async function startWork(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: StartWork,
): Promise<WorkOrder> {
  await db.transaction(async (tx) => {
    const state = await lockForChange(tx, user, id);
    assertAllowed(canStartWork(state.status, user.role));
    const historyId = await applyStatusChange(tx, user, state, "IN_PROGRESS", {
      note: input.notes ?? "Work started",
      changes: {
        actual_start: new Date(),
        hour_meter_start: input.hourMeterStart,
        mileage_start: input.mileageStart,
      },
    });
    await recordFlowReadings(tx, workOrderReading(user, state.equipment_id, id), {
      hourMeter: input.hourMeterStart,
      mileage: input.mileageStart,
    });
    await attachPhotos(tx, user, input.photoIds, { workOrderId: id, historyId, inspectionItem: null });
  });
  return readWorkOrder(db, user, id);
}

/**
 * PATCH /work-orders/{id}/complete (Complete Work): only from IN_PROGRESS. COMPLETED, actualEnd = now, the
 * notes, hours (without any given: the time since Start Work, in quarter hours) and final meters; the
 * machine's hour meter and mileage move forward to the final readings, never back. With returnToService, a
 * machine that is Down For Repair is Operational again (docs/decisions/010).
 */
export async function completeWork(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: CompleteWork,
): Promise<WorkOrder> {
  await db.transaction(async (tx) => {
    const state = await lockForChange(tx, user, id);
    assertAllowed(canCompleteWork(state.status, user.role));
    const now = new Date();
    const returned = input.returnToService === true && (await returnMachineToService(tx, state.equipment_id));
    const historyId = await applyStatusChange(tx, user, state, "COMPLETED", {
      note: returned ? "Work completed; machine returned to service" : "Work completed",
      now,
      changes: {
        completion_notes: input.completionNotes,
        actual_hours: input.actualHours ?? elapsedWorkHours(state.actual_start, now),
        hour_meter_end: input.hourMeterEnd,
        mileage_end: input.mileageEnd,
      },
    });
    await recordFlowReadings(tx, workOrderReading(user, state.equipment_id, id), {
      hourMeter: input.hourMeterEnd,
      mileage: input.mileageEnd,
    });
    await attachPhotos(tx, user, input.photoIds, { workOrderId: id, historyId, inspectionItem: null });
  });
  return readWorkOrder(db, user, id);
}
