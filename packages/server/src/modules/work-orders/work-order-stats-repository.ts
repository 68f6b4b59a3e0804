import { TERMINAL_WORK_ORDER_STATUSES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { type WorkOrderScope, workOrderScopeCondition } from "./work-order-scope.js";

export interface WorkOrderCountsRow {
  total: number;
  open: number;
  in_progress: number;
  completed: number;
  pending: number;
  overdue: number;
  avg_completion_hours: number | null;
}

/**
 * One query over the work orders the scope allows. Overdue: not finished, and the due date (or, without one,
 * the scheduled end) has passed. Completion time: actual start to actual end of completed orders.
 */
export async function countWorkOrders(db: Database, scope: WorkOrderScope): Promise<WorkOrderCountsRow> {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push([...TERMINAL_WORK_ORDER_STATUSES]);
  const terminal = `$${params.length}::text[]`;
  const row = await db.one<WorkOrderCountsRow>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE wo.status IN ('PENDING', 'ASSIGNED')) AS open,
            count(*) FILTER (WHERE wo.status = 'IN_PROGRESS') AS in_progress,
            count(*) FILTER (WHERE wo.status = 'COMPLETED') AS completed,
            count(*) FILTER (WHERE wo.status = 'PENDING') AS pending,
            count(*) FILTER (WHERE wo.status <> ALL(${terminal})
                               AND COALESCE(wo.due_date, wo.scheduled_end) < now()) AS overdue,
            avg(EXTRACT(EPOCH FROM (wo.actual_end - wo.actual_start)) / 3600)
              FILTER (WHERE wo.status = 'COMPLETED' AND wo.actual_end >= wo.actual_start) AS avg_completion_hours
     FROM work_orders wo
     WHERE ${where}`,
    params,
  );
  if (!row) throw new Error("The work-order count answered no row");
  return row;
}
