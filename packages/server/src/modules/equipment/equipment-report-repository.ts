import { type EquipmentStatus, MAINTENANCE_DUE_WINDOW_DAYS } from "@mnx/domain";
import type { Database } from "../../db/database.js";

export interface FleetStatusRow {
  status: EquipmentStatus;
  machines: number;
  /** Of those, machines whose maintenance is due within the window or overdue. */
  maintenance_due: number;
}

/** The fleet as it stands, by status (retired machines aside): one pass over the organization's machines. */
export function fleetByStatus(db: Database, organizationId: string) {
  return db.query<FleetStatusRow>(
    `SELECT status, count(*) AS machines,
            count(*) FILTER (WHERE next_maintenance_due <= current_date + $2::int) AS maintenance_due
     FROM equipment
     WHERE organization_id = $1 AND status <> 'RETIRED'
     GROUP BY status`,
    [organizationId, MAINTENANCE_DUE_WINDOW_DAYS],
  );
}
