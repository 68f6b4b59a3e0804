import type { CreateWorkOrder, WorkOrder } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { checkReferences } from "./work-order-references.js";
import { readWorkOrder } from "./work-order-transition.js";
import { createWorkOrders } from "./work-order-writes.js";

/**
 * POST /work-orders (Create Work Order form): the machine and the people must be the organization's, in the
 * roles their pickers offer. PENDING, or ASSIGNED when a mechanic or an assignee is named; the caller is the
 * reporter; the job site defaults to the machine's; the creation is the first history line.
 */
export async function createWorkOrder(
  db: Database,
  user: AuthenticatedUser,
  input: CreateWorkOrder,
): Promise<WorkOrder> {
  const { machine } = await checkReferences(db, user.organizationId, input);
  const status = input.mechanicId || input.assignedToId ? "ASSIGNED" : "PENDING";
  const id = await db.transaction(async (tx) => {
    const batch = { organizationId: user.organizationId, createdById: user.id, note: "Work order created" };
    const [created] = await createWorkOrders(tx, batch, [
      {
        title: input.title,
        description: input.description,
        status,
        priority: input.priority,
        work_order_type: input.workOrderType,
        is_emergency: input.isEmergency,
        requires_operator_approval: input.requiresOperatorApproval,
        job_site: input.jobSite ?? machine?.current_job_site ?? null,
        equipment_id: input.equipmentId,
        equipment_operator_id: input.equipmentOperatorId ?? null,
        mechanic_id: input.mechanicId ?? null,
        assigned_to_id: input.assignedToId ?? null,
        estimated_hours: input.estimatedHours ?? null,
        scheduled_start: input.scheduledStart ?? null,
        scheduled_end: input.scheduledEnd ?? null,
        hour_meter_start: input.hourMeterStart ?? null,
        mileage_start: input.mileageStart ?? null,
        inspection_id: input.inspectionId ?? null,
      },
    ]);
    if (!created) throw new Error("The work order was not created");
    return created.id;
  });
  return readWorkOrder(db, user, id);
}
