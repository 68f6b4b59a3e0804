import type { DefectStatus, EquipmentType } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/** Reads for the inspector's dashboard (docs/decisions/046); each is one bounded query on its own index. */

/** Whether any work order has this id (a periodic inspection's id is made on the device). */
export async function workOrderIdTaken(db: Database, id: string): Promise<boolean> {
  return (await db.one("SELECT 1 FROM work_orders WHERE id = $1::uuid", [id])) !== undefined;
}

export interface DoneRow {
  id: string;
  periodic_schedule_id: string | null;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  equipment_type: EquipmentType;
  title: string;
  status: string;
  actual_end: Date;
  inspector_id: string | null;
  inspector_first_name: string | null;
  inspector_last_name: string | null;
  items_needing_attention: number | null;
}

/**
 * Periodic inspections done since `since`, newest first (the inspector's own when `inspectorId` is set): walks
 * work_orders_periodic_done, at most `limit`.
 */
export function listRecentlyDone(
  db: Database,
  organizationId: string,
  inspectorId: string | null,
  since: Date,
  limit: number,
) {
  return db.query<DoneRow>(
    `SELECT w.id, w.periodic_schedule_id, w.equipment_id, e.equipment_number, e.name AS equipment_name,
            e.equipment_type, w.title, w.status, w.actual_end, w.assigned_to_id AS inspector_id,
            u.first_name AS inspector_first_name, u.last_name AS inspector_last_name,
            ((w.completion_notes::jsonb) -> 'summary' ->> 'itemsNeedingAttention')::int AS items_needing_attention
     FROM work_orders w
     JOIN equipment e ON e.id = w.equipment_id
     LEFT JOIN users u ON u.id = w.assigned_to_id
     WHERE w.organization_id = $1 AND w.work_order_type = 'PERIODIC_INSPECTION' AND w.actual_end >= $3
       AND ($2::uuid IS NULL OR w.assigned_to_id = $2::uuid)
     ORDER BY w.actual_end DESC
     LIMIT $4`,
    [organizationId, inspectorId, since, limit],
  );
}

export interface AwaitingRow {
  id: string;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  item: string;
  status: DefectStatus;
  reported_at: Date;
}

/** Critical defects not yet certified (their machines are unsafe to operate), oldest first, at most `limit`. */
export function listAwaitingCertification(db: Database, organizationId: string, limit: number) {
  return db.query<AwaitingRow>(
    `SELECT d.id, d.equipment_id, e.equipment_number, e.name AS equipment_name, d.item, d.status, d.reported_at
     FROM defects d JOIN equipment e ON e.id = d.equipment_id
     WHERE d.organization_id = $1 AND d.critical AND d.status IN ('OPEN', 'REPAIR_IN_PROGRESS', 'REPAIRED')
     ORDER BY d.reported_at, d.id
     LIMIT $2`,
    [organizationId, limit],
  );
}
