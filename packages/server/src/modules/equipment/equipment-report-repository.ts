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

/**
 * How far the fleet's hour meters moved in the period (docs/decisions/031-labour-and-costs.md), from the
 * per-day figures migration 020's trigger keeps on every change of a machine's hour meter (one row a day).
 */
export async function fleetEngineHours(db: Database, organizationId: string, from: string, to: string) {
  const row = await db.one<{ hours: number }>(
    `SELECT COALESCE(sum(hours), 0) AS hours FROM meter_daily
     WHERE organization_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [organizationId, from, to],
  );
  return row?.hours ?? 0;
}

/** The same for each of a few machines (the report's top machines): at most a row per machine per day. */
export function machineEngineHours(
  db: Database,
  organizationId: string,
  equipmentIds: readonly string[],
  from: string,
  to: string,
) {
  return db.query<{ equipment_id: string; hours: number }>(
    `SELECT equipment_id, sum(hours) AS hours FROM machine_meter_daily
     WHERE organization_id = $1 AND equipment_id = ANY($2::uuid[]) AND day BETWEEN $3::date AND $4::date
     GROUP BY equipment_id`,
    [organizationId, [...equipmentIds], from, to],
  );
}
