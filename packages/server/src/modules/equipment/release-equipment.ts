import type { Database } from "../../db/database.js";
import { closeAssignment, findActiveAssignment } from "./assignment-repository.js";
import { clearEquipmentOperator } from "./equipment-repository.js";

/**
 * Inside the caller's transaction, with the machine's row locked: ends its ACTIVE assignment now (COMPLETED)
 * and leaves it without an operator. Used when a machine is retired.
 */
export async function releaseEquipment(tx: Database, organizationId: string, equipmentId: string) {
  const active = await findActiveAssignment(tx, { organizationId, operatorId: null }, equipmentId);
  if (!active) return;
  await closeAssignment(tx, active.id, "COMPLETED", null);
  await clearEquipmentOperator(tx, equipmentId, active.operator_id);
}
