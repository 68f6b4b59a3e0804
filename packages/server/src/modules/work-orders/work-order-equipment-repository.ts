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
