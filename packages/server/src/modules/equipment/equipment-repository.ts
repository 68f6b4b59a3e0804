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

/**
 * The machine a label names: its QR code as printed (or in capitals, as a code typed in small letters), else
 * its equipment number in any case; a code match wins. Both read their unique indexes, within one organization.
 */
export async function findEquipmentIdByCode(db: Database, organizationId: string, code: string) {
  const row = await db.one<{ id: string }>(
    `SELECT id FROM equipment
     WHERE organization_id = $1
       AND (qr_code = $2::text OR qr_code = upper($2::text) OR lower(equipment_number) = lower($2::text))
     ORDER BY (qr_code = $2::text) IS TRUE DESC, (qr_code = upper($2::text)) IS TRUE DESC
     LIMIT 1`,
    [organizationId, code],
  );
  return row?.id;
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
