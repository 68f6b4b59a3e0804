import {
  ASSIGNMENT_MESSAGES,
  type AssignmentForm,
  canBeAssigned,
  EQUIPMENT_MESSAGES,
  enumLabel,
  equipmentNotAvailableMessage,
  isAssignableOperator,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordFlowReadings } from "../meters/meter-writes.js";
import { findUserById } from "../users/user-account-service.js";
import {
  closeAssignment,
  findActiveAssignment,
  findAssignment,
  insertAssignment,
} from "./assignment-repository.js";
import { toAssignmentDto } from "./assignment-row.js";
import { lockEquipment, setEquipmentOperator } from "./equipment-repository.js";
import { assertSafeToOperate } from "./equipment-safety-service.js";

/**
 * Hands a machine to an operator inside the caller's transaction (DECISIONS.md "Behaviour the spec leaves
 * open"). The machine's row is locked first, so two concurrent calls for one machine run one after the
 * other: the second sees the first's assignment and transfers it (or, for the same operator, is refused).
 * The readings given are recorded on the machine's meters (docs/decisions/041). A machine with a critical
 * defect not yet certified is not assigned (409 EQUIPMENT_UNSAFE, docs/decisions/040).
 * Answers the new assignment's id.
 */
export async function assignEquipment(tx: Database, user: AuthenticatedUser, input: AssignmentForm) {
  const { organizationId } = user;
  const machine = await lockEquipment(tx, organizationId, input.equipmentId);
  if (!machine) throw notFound(EQUIPMENT_MESSAGES.notFound);
  if (!canBeAssigned(machine.status)) {
    throw new AppError("EQUIPMENT_NOT_AVAILABLE", equipmentNotAvailableMessage(enumLabel(machine.status)));
  }
  await assertSafeToOperate(tx, organizationId, machine.id);
  const operator = await findUserById(tx, organizationId, input.operatorId);
  if (!operator || !isAssignableOperator(operator)) {
    throw new AppError("INVALID_OPERATOR", ASSIGNMENT_MESSAGES.invalidOperator, 400, [
      { path: "operatorId", message: ASSIGNMENT_MESSAGES.invalidOperator },
    ]);
  }
  const current = await findActiveAssignment(tx, { organizationId, operatorId: null }, machine.id);
  if (current?.operator_id === input.operatorId) {
    throw new AppError("EQUIPMENT_ALREADY_ASSIGNED", ASSIGNMENT_MESSAGES.alreadyAssigned, 409);
  }
  if (current) await closeAssignment(tx, current.id, "TRANSFERRED", input.startDate);
  const id = await insertAssignment(tx, organizationId, user.id, input);
  await setEquipmentOperator(tx, machine.id, input.operatorId, input.jobSite);
  await recordFlowReadings(
    tx,
    {
      organizationId,
      equipmentId: machine.id,
      source: "ASSIGNMENT",
      recordedById: user.id,
      assignmentId: id,
    },
    { hourMeter: input.hourMeterReading, mileage: input.mileageReading },
  );
  return id;
}

/** POST /equipment/assignments: one transaction; answers the new assignment as the list shows it. */
export async function createAssignment(db: Database, user: AuthenticatedUser, input: AssignmentForm) {
  return db.transaction(async (tx) => {
    const id = await assignEquipment(tx, user, input);
    const created = await findAssignment(tx, { organizationId: user.organizationId, operatorId: null }, id);
    if (!created) throw new Error("The new assignment was not found");
    return toAssignmentDto(created);
  });
}
