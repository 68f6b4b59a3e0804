import {
  type AssignMechanic,
  MECHANIC_PICKER_ROLES,
  type Role,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordWorkOrderEvents } from "./work-order-events.js";
import { findActivePeople } from "./work-order-people-repository.js";
import { updateWorkOrder } from "./work-order-repository.js";
import {
  applyStatusChange,
  assertTransition,
  lockForChange,
  readWorkOrder,
} from "./work-order-transition.js";

async function mechanicOf(db: Database, organizationId: string, id: string) {
  const [person] = await findActivePeople(db, organizationId, [id]);
  if (!person || !(MECHANIC_PICKER_ROLES as readonly Role[]).includes(person.role)) {
    const message = WORK_ORDER_MESSAGES.invalidMechanic;
    throw new AppError("INVALID_MECHANIC", message, 400, [{ path: "assignedTo", message }]);
  }
  return person;
}

/**
 * PATCH /work-orders/{id}/assign (Assign Mechanic): an ACTIVE mechanic or shop foreman of the organization
 * becomes mechanic and assignee, and the order moves to ASSIGNED through the state machine. An order already
 * ASSIGNED is handed to the new mechanic without a status move, so without a history line (the history is
 * the chain of status moves).
 */
export async function assignMechanic(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  input: AssignMechanic,
): Promise<WorkOrder> {
  const mechanic = await mechanicOf(db, user.organizationId, input.assignedTo);
  const name = `${mechanic.first_name} ${mechanic.last_name}`;
  await db.transaction(async (tx) => {
    const state = await lockForChange(tx, user, id);
    const changes = {
      mechanic_id: mechanic.id,
      assigned_to_id: mechanic.id,
      estimated_hours: input.estimatedHours,
    };
    const note = input.notes ? `Assigned to ${name}: ${input.notes}` : `Assigned to ${name}`;
    if (state.status === "ASSIGNED") {
      await updateWorkOrder(tx, id, changes);
      const previousAssigneeId = state.assigned_to_id ?? state.mechanic_id;
      await recordWorkOrderEvents(tx, user.id, [
        { id, from: "ASSIGNED", to: "ASSIGNED", previousAssigneeId },
      ]);
      return;
    }
    assertTransition(state.status, "ASSIGNED", user.role);
    await applyStatusChange(tx, user, state, "ASSIGNED", { note, changes });
  });
  return readWorkOrder(db, user, id);
}
