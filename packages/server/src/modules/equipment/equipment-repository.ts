import type { EquipmentStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import {
  EQUIPMENT_COLUMNS,
  type EquipmentRow,
  equipmentJoins,
  maintenanceRecordTypes,
} from "./equipment-row.js";

/** One machine of the organization with its operator and counts, or undefined. */
export function findEquipmentById(db: Database, organizationId: string, id: string) {
  return db.one<EquipmentRow>(
    `SELECT ${EQUIPMENT_COLUMNS}
     FROM equipment e ${equipmentJoins("$3")}
     WHERE e.id = $1 AND e.organization_id = $2`,
    [id, organizationId, maintenanceRecordTypes()],
  );
}

export interface LockedEquipment {
  id: string;
  status: EquipmentStatus;
  assigned_operator_id: string | null;
}

/**
 * Locks the machine's row until the transaction ends (SELECT ... FOR UPDATE), so writes that change its
 * operator, its assignments or its existence happen one after another. Undefined for another organization's.
 */
export function lockEquipment(tx: Database, organizationId: string, id: string) {
  return tx.one<LockedEquipment>(
    `SELECT id, status, assigned_operator_id FROM equipment
     WHERE id = $1 AND organization_id = $2 FOR UPDATE`,
    [id, organizationId],
  );
}

/** The machine now runs with this operator on this job site. */
export async function setEquipmentOperator(tx: Database, id: string, operatorId: string, jobSite: string) {
  await tx.query(
    `UPDATE equipment SET assigned_operator_id = $2, current_job_site = $3, updated_at = now() WHERE id = $1`,
    [id, operatorId, jobSite],
  );
}

/** The machine no longer runs with this operator; it stays on its job site. */
export async function clearEquipmentOperator(tx: Database, id: string, operatorId: string) {
  await tx.query(
    "UPDATE equipment SET assigned_operator_id = NULL, updated_at = now() WHERE id = $1 AND assigned_operator_id = $2",
    [id, operatorId],
  );
}
