import type { MachineInspectionListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { cappedCount, pageWindow } from "../../paging.js";

export interface MachineInspectionRow {
  id: string;
  inspection_date: string;
  status: string;
  kind: string;
  actual_end: Date | null;
  operator_id: string | null;
  operator_first_name: string | null;
  operator_last_name: string | null;
  defects: number;
  critical_defects: number;
  signed: boolean;
}

/**
 * A machine's inspections, daily and periodic, newest day first, in one statement: the page and the capped count
 * both read the machine's inspection history index alone (migration 037: day and id, one entry an inspection), so
 * ten years of daily checks (3,650 entries) are counted and skipped without reading a row; only the page's rows
 * are read, each with its defects (their inspection index), its schedule's kind and its signature (its unique
 * index). The machine is the caller's organization's (the service checked), so its inspections are too.
 */
export async function listMachineInspectionPage(
  db: Database,
  equipmentId: string,
  q: MachineInspectionListQuery,
) {
  const window = pageWindow(q.page, q.limit);
  const rows = await db.query<(MachineInspectionRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS NOT MATERIALIZED (
       SELECT w.id, w.inspection_date FROM work_orders w
       WHERE w.equipment_id = $1 AND w.work_order_type IN ('INSPECTION', 'PERIODIC_INSPECTION')
     ),
     page AS (SELECT id, inspection_date FROM matched ORDER BY inspection_date DESC, id DESC LIMIT $2 OFFSET $3)
     SELECT t.total, w.id, w.inspection_date::text AS inspection_date, w.status, w.actual_end,
            COALESCE((SELECT s.kind FROM periodic_inspection_schedules s WHERE s.id = w.periodic_schedule_id),
                     'DAILY') AS kind,
            u.id AS operator_id, u.first_name AS operator_first_name, u.last_name AS operator_last_name,
            COALESCE(found.defects, 0)::int AS defects, COALESCE(found.critical, 0)::int AS critical_defects,
            EXISTS (SELECT 1 FROM signatures s WHERE s.work_order_id = w.id) AS signed
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page p ON true
     LEFT JOIN work_orders w ON w.id = p.id
     LEFT JOIN users u ON u.id = w.assigned_to_id
     LEFT JOIN LATERAL (
       SELECT count(*) AS defects, count(*) FILTER (WHERE d.critical) AS critical
       FROM defects d WHERE d.inspection_work_order_id = w.id
     ) found ON true
     ORDER BY w.inspection_date DESC, w.id DESC`,
    [equipmentId, window.limit, window.offset],
  );
  const page = rows.filter((row): row is MachineInspectionRow & { total: number } => row.id !== null);
  return { rows: page, counted: rows[0]?.total ?? 0 };
}
