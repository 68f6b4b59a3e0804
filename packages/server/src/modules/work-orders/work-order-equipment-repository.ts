import type { EquipmentStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface MachineRow {
  id: string;
  status: EquipmentStatus;
  current_job_site: string | null;
  assigned_operator_id: string | null;
}

/**
 * A machine of the organization; with `activeOperatorId`, only when that operator holds its ACTIVE
 * assignment (an operator reports issues only on the machines they run).
 */
export function findMachine(
  db: Database,
  organizationId: string,
  id: string,
  activeOperatorId: string | null = null,
) {
  return db.one<MachineRow>(
    `SELECT e.id, e.status, e.current_job_site, e.assigned_operator_id
     FROM equipment e
     WHERE e.organization_id = $1 AND e.id = $2::uuid
       AND ($3::uuid IS NULL OR EXISTS (
         SELECT 1 FROM equipment_assignments a
         WHERE a.equipment_id = e.id AND a.operator_id = $3::uuid AND a.status = 'ACTIVE'))`,
    [organizationId, id, activeOperatorId],
  );
}

/**
 * Records meter readings on the machine, moving them FORWARD only: a reading below the machine's meter (a
 * typo, an old form replayed) never winds it back. Null readings change nothing.
 */
export async function advanceMeters(
  tx: Database,
  equipmentId: string,
  readings: { hourMeter?: number | null | undefined; mileage?: number | null | undefined },
): Promise<void> {
  const hourMeter = readings.hourMeter ?? null;
  const mileage = readings.mileage ?? null;
  if (hourMeter === null && mileage === null) return;
  await tx.query(
    `UPDATE equipment
     SET hour_meter = GREATEST(hour_meter, COALESCE($2::numeric, hour_meter)),
         mileage = GREATEST(mileage, COALESCE($3::numeric, mileage)),
         updated_at = now()
     WHERE id = $1::uuid`,
    [equipmentId, hourMeter, mileage],
  );
}

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

/**
 * The ids of the organization's machines whose number or name contains `pattern` (an ILIKE pattern), read
 * on the trigram index. A work-order search lists them first, so the planner sees how many there are.
 */
export async function findMachineIdsMatching(db: Database, organizationId: string, pattern: string) {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM equipment
     WHERE organization_id = $1 AND (equipment_number ILIKE $2 OR name ILIKE $2)`,
    [organizationId, pattern],
  );
  return rows.map((row) => row.id);
}
