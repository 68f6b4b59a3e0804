import type { WorkOrderDefect } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/**
 * The defects a work order is about (the defects module's table, read on its indexes by repair work order and
 * by reporting inspection; docs/decisions/040): those it repairs, and those a daily inspection reported;
 * critical first, then as the checklist orders them.
 */
export function listWorkOrderDefects(db: Database, workOrderId: string): Promise<WorkOrderDefect[]> {
  return db.query<WorkOrderDefect>(
    `SELECT d.id, d.category, d.item, d.critical, d.status, 'REPAIRS' AS link
     FROM defects d
     WHERE d.work_order_id = $1
     UNION ALL
     SELECT d.id, d.category, d.item, d.critical, d.status, 'REPORTED'
     FROM defects d
     WHERE d.inspection_work_order_id = $1 AND d.work_order_id IS DISTINCT FROM $1
     ORDER BY critical DESC, category, item`,
    [workOrderId],
  );
}
