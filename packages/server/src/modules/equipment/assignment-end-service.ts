import { ASSIGNMENT_MESSAGES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { closeAssignment, findAssignment } from "./assignment-repository.js";
import { toAssignmentDto } from "./assignment-row.js";
import { assignmentScopeOf } from "./assignment-scope.js";
import { clearEquipmentOperator, lockEquipment } from "./equipment-repository.js";

/**
 * 'End Assignment' (DECISIONS.md): now, status COMPLETED, and the machine has no operator afterwards (its
 * job site stays). Locks the machine first, like a new assignment does, so the two never interleave.
 */
export async function endAssignment(db: Database, user: AuthenticatedUser, id: string) {
  const scope = assignmentScopeOf(user);
  return db.transaction(async (tx) => {
    const found = await findAssignment(tx, scope, id);
    if (!found) throw notFound(ASSIGNMENT_MESSAGES.notFound);
    await lockEquipment(tx, user.organizationId, found.equipment_id);
    if (!(await closeAssignment(tx, id, "COMPLETED", null))) {
      throw new AppError("ASSIGNMENT_NOT_ACTIVE", ASSIGNMENT_MESSAGES.notActive, 409);
    }
    await clearEquipmentOperator(tx, found.equipment_id, found.operator_id);
    const ended = await findAssignment(tx, scope, id);
    if (!ended) throw notFound(ASSIGNMENT_MESSAGES.notFound);
    return toAssignmentDto(ended);
  });
}
