import {
  DEFECT_MESSAGES,
  type DefectWithWorkOrder,
  type DefectWorkOrder,
  isOpenDefectStatus,
  isTerminalStatus,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { getEquipment } from "../equipment/equipment-service.js";
import { readWorkOrder } from "../work-orders/work-order-read-service.js";
import { createWorkOrders, lockForChange } from "../work-orders/work-order-writes.js";
import { findDefect, updateDefect } from "./defect-repository.js";
import type { DefectRow } from "./defect-row.js";
import { defectScopeOf } from "./defect-scope.js";
import { getDefect } from "./defect-service.js";

/** An open work order of the defect's machine, locked; 404 when the caller cannot see it, 409 otherwise. */
async function lockRepairOrder(tx: Database, user: AuthenticatedUser, defect: DefectRow, id: string) {
  const order = await lockForChange(tx, user, id);
  if (order.equipment_id !== defect.equipment_id) {
    throw new AppError("CONFLICT", DEFECT_MESSAGES.workOrderOtherMachine, 409);
  }
  if (isTerminalStatus(order.status)) throw new AppError("CONFLICT", DEFECT_MESSAGES.workOrderClosed, 409);
  return order;
}

/**
 * POST /defects/{id}/work-order (docs/decisions/040), by a foreman or a manager: links an open work order of
 * the defect's machine (the operator's escalation, a follow-up made already), or makes the repair work order
 * (INSPECTION_FOLLOWUP, PENDING, naming the inspection; HIGH for a critical defect, MEDIUM otherwise, unless
 * a priority is given), in one transaction with the defect row locked. A defect already linked, or closed
 * (certified, acknowledged, no correction needed), is 409. A work order already in progress puts an open
 * defect in repair at once.
 */
export async function linkRepairWorkOrder(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: DefectWorkOrder,
): Promise<DefectWithWorkOrder> {
  const workOrderId = await db.transaction(async (tx) => {
    const defect = await findDefect(tx, defectScopeOf(user), id, true);
    if (!defect) throw notFound(DEFECT_MESSAGES.notFound);
    if (!isOpenDefectStatus(defect.status) || defect.status === "CERTIFIED") {
      throw new AppError("DEFECT_CLOSED", DEFECT_MESSAGES.closed, 409);
    }
    if (defect.work_order_id) throw new AppError("DEFECT_ALREADY_LINKED", DEFECT_MESSAGES.alreadyLinked, 409);
    if (input.workOrderId) {
      const order = await lockRepairOrder(tx, user, defect, input.workOrderId);
      const started = order.status === "IN_PROGRESS" && defect.status === "OPEN";
      await updateDefect(tx, id, started ? "REPAIR_IN_PROGRESS" : defect.status, {
        work_order_id: order.id,
        ...(started ? { repair_started_at: new Date() } : {}),
      });
      return order.id;
    }
    const machine = await getEquipment(tx, user, defect.equipment_id);
    const batch = {
      organizationId: user.organizationId,
      createdById: user.id,
      note: "Work order created from a defect",
    };
    const [created] = await createWorkOrders(tx, batch, [
      {
        title: `Repair ${defect.item} - ${machine.equipmentNumber}`,
        description:
          `Defect found by the daily inspection: ${defect.category} / ${defect.item}` +
          `${defect.critical ? " (critical: the machine is unsafe to operate until certified)" : ""}.` +
          `${defect.notes ? ` Operator's note: ${defect.notes}` : ""}`,
        status: "PENDING",
        priority: input.priority ?? (defect.critical ? "HIGH" : "MEDIUM"),
        work_order_type: "INSPECTION_FOLLOWUP",
        equipment_id: defect.equipment_id,
        equipment_operator_id: machine.assignedOperatorId,
        job_site: machine.currentJobSite,
        inspection_id: defect.inspection_work_order_id,
      },
    ]);
    if (!created) throw new Error("The repair work order was not created");
    await updateDefect(tx, id, defect.status, { work_order_id: created.id });
    return created.id;
  });
  const [defect, workOrder] = await Promise.all([
    getDefect(db, user, id),
    readWorkOrder(db, user, workOrderId),
  ]);
  return { defect, workOrder };
}
