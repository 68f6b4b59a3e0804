import type { EquipmentStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";

// A machine's state as other modules' writes change it, inside their transactions (equipment-writes.ts).

/** An escalation of an inoperable machine takes it out of use. */
export async function setMachineStatus(tx: Database, equipmentId: string, status: EquipmentStatus) {
  await tx.query("UPDATE equipment SET status = $2, updated_at = now() WHERE id = $1::uuid", [
    equipmentId,
    status,
  ]);
}

/**
 * A finished repair puts a machine that is Down For Repair back into use; any other status is left alone.
 * Answers whether the machine was returned.
 */
export async function returnMachineToService(tx: Database, equipmentId: string): Promise<boolean> {
  const returned = await tx.query(
    `UPDATE equipment SET status = 'OPERATIONAL', updated_at = now()
     WHERE id = $1::uuid AND status = 'DOWN_FOR_REPAIR' RETURNING id`,
    [equipmentId],
  );
  return returned.length > 0;
}

/** The machine was inspected that day (kept if a later inspection is already recorded). */
export async function recordInspectionDate(tx: Database, equipmentId: string, day: string): Promise<void> {
  await tx.query(
    `UPDATE equipment SET last_inspection_date = GREATEST(last_inspection_date, $2::date), updated_at = now()
     WHERE id = $1::uuid`,
    [equipmentId, day],
  );
}
