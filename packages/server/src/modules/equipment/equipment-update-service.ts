import { type EditEquipmentForm, EQUIPMENT_MESSAGES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError, notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordFlowReadings } from "../meters/meter-writes.js";
import { findEquipmentById, lockEquipment } from "./equipment-repository.js";
import { toEquipmentDto } from "./equipment-row.js";
import { updateEquipment } from "./equipment-write-repository.js";
import { releaseEquipment } from "./release-equipment.js";

/**
 * Edit Equipment: only the fields sent change; an empty body changes nothing. Setting the status to RETIRED
 * also ends the machine's ACTIVE assignment, as retiring through DELETE does, so a retired machine never
 * keeps an operator. A changed hour meter or mileage is a reading by the person (docs/decisions/041): one below
 * the last reading is refused (409, naming it), a manager's jump is taken as reviewed. Answers the machine as it is now;
 * 404 for another organization's.
 */
export async function editEquipment(
  db: Database,
  user: AuthenticatedUser,
  id: string,
  changes: EditEquipmentForm,
) {
  const { hourMeter, mileage, ...fields } = changes;
  return db.transaction(async (tx) => {
    if (!(await lockEquipment(tx, user.organizationId, id))) throw notFound(EQUIPMENT_MESSAGES.notFound);
    const before = await findEquipmentById(tx, user.organizationId, id);
    await updateEquipment(tx, user.organizationId, id, fields);
    if (changes.status === "RETIRED") await releaseEquipment(tx, user.organizationId, id);
    const origin = {
      organizationId: user.organizationId,
      equipmentId: id,
      source: "PERSON" as const,
      recordedById: user.id,
      jumpReviewed: true,
    };
    const typed = [
      ["hourMeter", { hourMeter: hourMeter === before?.hour_meter ? undefined : hourMeter }],
      ["mileage", { mileage: mileage === before?.mileage ? undefined : mileage }],
    ] as const;
    for (const [path, readings] of typed) {
      const [verdict] = await recordFlowReadings(tx, origin, readings);
      if (verdict?.status === "REFUSED") {
        throw new AppError(verdict.code, verdict.message, undefined, [{ path, message: verdict.message }]);
      }
    }
    const machine = await findEquipmentById(tx, user.organizationId, id);
    if (!machine) throw notFound(EQUIPMENT_MESSAGES.notFound);
    return toEquipmentDto(machine);
  });
}
