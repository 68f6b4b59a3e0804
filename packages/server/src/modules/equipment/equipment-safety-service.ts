import { unsafeToOperateMessage, unsafeToOperateReason } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { AppError } from "../../errors.js";
import { findMachineSafety } from "./equipment-safety-repository.js";

/**
 * Unsafe to operate (docs/decisions/040): a machine with a critical defect not yet certified cannot be assigned
 * and its daily check cannot be passed. 409 EQUIPMENT_UNSAFE naming the defects; nothing for a safe machine
 * (or one that does not exist: the caller's own lookup answers that).
 */
export async function assertSafeToOperate(db: Database, organizationId: string, equipmentId: string) {
  const safety = await machineSafety(db, organizationId, equipmentId);
  if (safety?.reason) {
    throw new AppError(
      "EQUIPMENT_UNSAFE",
      unsafeToOperateMessage(safety.equipmentNumber, safety.reason),
      409,
    );
  }
}

/** The machine's number and why it is unsafe to operate now (null: it is not), or undefined for no machine. */
export async function machineSafety(db: Database, organizationId: string, equipmentId: string) {
  const row = await findMachineSafety(db, organizationId, equipmentId);
  if (!row) return undefined;
  return {
    equipmentNumber: row.equipment_number,
    reason: unsafeToOperateReason(row.unsafe_defects, row.unsafe_items ?? []),
  };
}
