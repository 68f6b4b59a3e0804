import {
  ASSIGNEE_PICKER_ROLES,
  MECHANIC_PICKER_ROLES,
  OPERATOR_PICKER_ROLES,
  type Role,
  WORK_ORDER_MESSAGES,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { findMachine, type MachineRow } from "./work-order-equipment-repository.js";
import { findActivePeople, type PersonRow } from "./work-order-people-repository.js";
import { isInspectionOf } from "./work-order-repository.js";

/** The ids a create or an edit names; null or undefined ones are not checked. */
export interface WorkOrderReferences {
  equipmentId?: string | null | undefined;
  equipmentOperatorId?: string | null | undefined;
  mechanicId?: string | null | undefined;
  assignedToId?: string | null | undefined;
  inspectionId?: string | null | undefined;
}

const invalid = (code: string, field: string, message: string) =>
  new AppError(code, message, 400, [{ path: field, message }]);

/** Who may fill each people field (the pickers of part 2, 5). */
const PEOPLE_RULES = [
  ["equipmentOperatorId", OPERATOR_PICKER_ROLES, "INVALID_OPERATOR", WORK_ORDER_MESSAGES.invalidOperator],
  ["mechanicId", MECHANIC_PICKER_ROLES, "INVALID_MECHANIC", WORK_ORDER_MESSAGES.invalidMechanic],
  ["assignedToId", ASSIGNEE_PICKER_ROLES, "INVALID_ASSIGNEE", WORK_ORDER_MESSAGES.invalidAssignee],
] as const satisfies readonly (readonly [keyof WorkOrderReferences, readonly Role[], string, string])[];

/**
 * Every id must belong to the caller's organization, and every person be ACTIVE in the role their field
 * asks for; otherwise 400 with a code naming the field (INVALID_EQUIPMENT, INVALID_OPERATOR,
 * INVALID_MECHANIC, INVALID_ASSIGNEE, INVALID_INSPECTION). Answers the machine and the people found.
 */
export async function checkReferences(
  db: Database,
  organizationId: string,
  refs: WorkOrderReferences,
): Promise<{ machine: MachineRow | undefined; people: Map<string, PersonRow> }> {
  const machine = refs.equipmentId ? await findMachine(db, organizationId, refs.equipmentId) : undefined;
  if (refs.equipmentId && !machine) {
    throw invalid("INVALID_EQUIPMENT", "equipmentId", WORK_ORDER_MESSAGES.invalidEquipment);
  }
  const ids = PEOPLE_RULES.map(([field]) => refs[field]).filter((id): id is string => Boolean(id));
  const people = new Map((await findActivePeople(db, organizationId, ids)).map((p) => [p.id, p]));
  for (const [field, roles, code, message] of PEOPLE_RULES) {
    const id = refs[field];
    const person = id ? people.get(id) : undefined;
    if (id && !(person && (roles as readonly Role[]).includes(person.role)))
      throw invalid(code, field, message);
  }
  if (refs.inspectionId && !(await isInspectionOf(db, organizationId, refs.inspectionId))) {
    throw invalid("INVALID_INSPECTION", "inspectionId", WORK_ORDER_MESSAGES.invalidInspection);
  }
  return { machine, people };
}
