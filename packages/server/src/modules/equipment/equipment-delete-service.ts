import { EQUIPMENT_MESSAGES, type EquipmentDeleteResult } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { lockEquipment } from "./equipment-repository.js";
import { deleteEquipment, hasHistory, retireEquipment } from "./equipment-write-repository.js";
import { releaseEquipment } from "./release-equipment.js";

/**
 * DELETE /equipment/{id} (docs/decisions/006-equipment-delete.md): a machine without work orders or
 * assignments is deleted; one with history is retired instead (its ACTIVE assignment ends COMPLETED, it
 * has no operator), and its history is kept. The row lock keeps a concurrent assignment or work order from
 * slipping in between the check and the delete.
 */
export async function deleteOrRetireEquipment(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<EquipmentDeleteResult> {
  return db.transaction(async (tx) => {
    const machine = await lockEquipment(tx, user.organizationId, id);
    if (!machine) throw notFound(EQUIPMENT_MESSAGES.notFound);
    if (!(await hasHistory(tx, id))) {
      await deleteEquipment(tx, id);
      return { id, outcome: "deleted" };
    }
    await releaseEquipment(tx, user.organizationId, id);
    await retireEquipment(tx, id);
    return { id, outcome: "retired" };
  });
}
