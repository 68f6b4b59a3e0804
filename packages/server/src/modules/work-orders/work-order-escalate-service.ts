import {
  can,
  ESCALATION_MESSAGES,
  type Escalation,
  escalationDescription,
  escalationIsEmergency,
  escalationPriority,
  escalationWorkOrderType,
  type WorkOrder,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { setMachineStatus } from "../equipment/equipment-writes.js";
import { attachPhotos } from "../photos/photo-service.js";
import { findMachine } from "./work-order-equipment-repository.js";
import { readWorkOrder } from "./work-order-transition.js";
import { createWorkOrders } from "./work-order-writes.js";

/**
 * POST /work-orders/escalate (DECISIONS.md "Escalation"): the machine must be one the caller may report on
 * (an operator: one they hold an ACTIVE assignment for), else 404 'Selected equipment not found or access
 * denied'. One transaction creates a PENDING, unassigned work order whose type, priority, emergency flag and
 * 'ESCALATED ISSUE' description follow the domain's escalation rules, records it in the history, and takes
 * an inoperable machine out of use (DOWN_FOR_REPAIR). Photos uploaded first are attached to its first line.
 */
export async function escalateIssue(
  db: Database,
  user: AuthenticatedUser,
  input: Escalation,
): Promise<WorkOrder> {
  const isOperator = !can(user.role, "assignments.viewAll");
  const machine = await findMachine(db, user.organizationId, input.equipmentId, isOperator ? user.id : null);
  if (!machine) throw notFound(ESCALATION_MESSAGES.equipmentNotFound);
  const inputs = { ...input, operatorContactInfo: input.operatorContactInfo ?? user.email };
  const id = await db.transaction(async (tx) => {
    const batch = {
      organizationId: user.organizationId,
      createdById: user.id,
      note: "Issue escalated to the shop foreman",
      escalation: true,
    };
    const [created] = await createWorkOrders(tx, batch, [
      {
        title: input.title,
        description: escalationDescription(inputs),
        status: "PENDING",
        priority: escalationPriority(inputs),
        work_order_type: escalationWorkOrderType(input.issueType),
        is_emergency: escalationIsEmergency(inputs),
        equipment_id: machine.id,
        equipment_operator_id: isOperator ? user.id : machine.assigned_operator_id,
        job_site: machine.current_job_site,
      },
    ]);
    if (!created) throw new Error("The work order was not created");
    const { id: workOrderId, historyId } = created;
    await attachPhotos(tx, user, input.photoIds, { workOrderId, historyId, inspectionItem: null });
    if (input.equipmentInoperable && machine.status !== "DOWN_FOR_REPAIR") {
      await setMachineStatus(tx, machine.id, "DOWN_FOR_REPAIR");
    }
    return workOrderId;
  });
  return readWorkOrder(db, user, id);
}
