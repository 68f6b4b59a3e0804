import { type EditEquipmentForm, EQUIPMENT_MESSAGES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findEquipmentById, lockEquipment } from "./equipment-repository.js";
import { toEquipmentDto } from "./equipment-row.js";
import { updateEquipment } from "./equipment-write-repository.js";
import { releaseEquipment } from "./release-equipment.js";

/**
 * Edit Equipment: only the fields sent change; an empty body changes nothing. Setting the status to RETIRED
 * also ends the machine's ACTIVE assignment, as retiring through DELETE does, so a retired machine never
 * keeps an operator. Answers the machine as it is now; 404 for another organization's.
 */
export async function editEquipment(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  changes: EditEquipmentForm,
) {
  return db.transaction(async (tx) => {
    if (!(await lockEquipment(tx, user.organizationId, id))) throw notFound(EQUIPMENT_MESSAGES.notFound);
    await updateEquipment(tx, user.organizationId, id, changes);
    if (changes.status === "RETIRED") await releaseEquipment(tx, user.organizationId, id);
    const machine = await findEquipmentById(tx, user.organizationId, id);
    if (!machine) throw notFound(EQUIPMENT_MESSAGES.notFound);
    return toEquipmentDto(machine);
  });
}
