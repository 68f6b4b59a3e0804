import {
  EQUIPMENT_RECENT_WORK_ORDERS,
  type EquipmentWorkOrderSummary,
  type MachineLevels,
  type MachinePosition,
} from "@mnx/domain";
import { type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";

interface RecentWorkOrderRow {
  id: string;
  title: string;
  status: EquipmentWorkOrderSummary["status"];
  priority: EquipmentWorkOrderSummary["priority"];
  work_order_type: EquipmentWorkOrderSummary["workOrderType"];
  is_emergency: boolean;
  due_date: Date | null;
  actual_end: Date | null;
  created_at: Date;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The machine's most recent work orders among those the caller may read (the work-order scope). */
export async function findRecentWorkOrders(
  db: Database,
  scope: WorkOrderScope,
  equipmentId: string,
): Promise<EquipmentWorkOrderSummary[]> {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push(equipmentId, EQUIPMENT_RECENT_WORK_ORDERS);
  const rows = await db.query<RecentWorkOrderRow>(
    `SELECT wo.id, wo.title, wo.status, wo.priority, wo.work_order_type, wo.is_emergency, wo.due_date,
            wo.actual_end, wo.created_at
     FROM work_orders wo
     WHERE ${where} AND wo.equipment_id = $${params.length - 1}
     ORDER BY wo.created_at DESC, wo.id
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    priority: row.priority,
    workOrderType: row.work_order_type,
    isEmergency: row.is_emergency,
    dueDate: iso(row.due_date),
    actualEnd: iso(row.actual_end),
    createdAt: row.created_at.toISOString(),
  }));
}

interface TelematicsStateRow {
  latitude: number | null;
  longitude: number | null;
  taken_at: Date | null;
  position_source: string | null;
  fuel_remaining_percent: number | null;
  fuel_remaining_at: Date | null;
  def_remaining_percent: number | null;
  def_remaining_at: Date | null;
  engine_running: boolean | null;
  engine_status_at: Date | null;
  levels_source: string | null;
  has_levels: boolean;
  open_alerts: number;
}

const timedPercent = (percent: number | null, at: Date | null) =>
  percent === null || at === null ? null : { percent, takenAt: at.toISOString() };

/**
 * What the machine's telematics last told (docs/decisions/047), in one statement: its last known position,
 * its fuel and DEF levels and engine status, and how many of its alerts are not cleared.
 */
export async function findTelematicsState(
  db: Database,
  equipmentId: string,
): Promise<{ position: MachinePosition | null; levels: MachineLevels | null; openAlerts: number }> {
  const row = await db.one<TelematicsStateRow>(
    `SELECT p.latitude, p.longitude, p.taken_at, pc.name AS position_source,
            l.fuel_remaining_percent, l.fuel_remaining_at, l.def_remaining_percent, l.def_remaining_at,
            l.engine_running, l.engine_status_at, lc.name AS levels_source, l.equipment_id IS NOT NULL AS has_levels,
            (SELECT count(*)::int FROM machine_alerts a WHERE a.equipment_id = $1 AND a.status <> 'CLEARED')
              AS open_alerts
     FROM (SELECT $1::uuid AS id) m
     LEFT JOIN equipment_positions p ON p.equipment_id = m.id
     LEFT JOIN telematics_connections pc ON pc.id = p.connection_id
     LEFT JOIN equipment_levels l ON l.equipment_id = m.id
     LEFT JOIN telematics_connections lc ON lc.id = l.connection_id`,
    [equipmentId],
  );
  if (!row) return { position: null, levels: null, openAlerts: 0 };
  const position =
    row.latitude !== null && row.longitude !== null && row.taken_at
      ? {
          latitude: row.latitude,
          longitude: row.longitude,
          takenAt: row.taken_at.toISOString(),
          source: `Telematics: ${row.position_source ?? "a removed connection"}`,
        }
      : null;
  const levels = row.has_levels
    ? {
        fuelRemaining: timedPercent(row.fuel_remaining_percent, row.fuel_remaining_at),
        defRemaining: timedPercent(row.def_remaining_percent, row.def_remaining_at),
        engine:
          row.engine_running === null || row.engine_status_at === null
            ? null
            : { running: row.engine_running, takenAt: row.engine_status_at.toISOString() },
        source: `Telematics: ${row.levels_source ?? "a removed connection"}`,
      }
    : null;
  return { position, levels, openAlerts: row.open_alerts };
}
