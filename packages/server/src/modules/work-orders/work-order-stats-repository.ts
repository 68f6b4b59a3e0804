import { ACTIVE_WORK_ORDER_STATUSES, TERMINAL_WORK_ORDER_STATUSES } from "@mnx/domain";
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
  active: number;
  assigned_to_me: number;
  emergency: number;
  critical: number;
}

/**
 * One query over the work orders the scope allows. Overdue: not finished, and the due date (or, without one,
 * the scheduled end) has passed. Completion time: actual start to actual end of completed orders. The
 * dashboard cards count ACTIVE orders (PENDING, ASSIGNED, IN_PROGRESS): all, the caller's, emergencies and
 * CRITICAL ones.
 */
export async function countWorkOrders(
  db: Database,
  scope: WorkOrderScope,
  userId: string,
): Promise<WorkOrderCountsRow> {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push([...TERMINAL_WORK_ORDER_STATUSES]);
  const terminal = `$${params.length}::text[]`;
  params.push([...ACTIVE_WORK_ORDER_STATUSES]);
  const active = `wo.status = ANY($${params.length}::text[])`;
  params.push(userId);
  const me = `$${params.length}::uuid`;
  const row = await db.one<WorkOrderCountsRow>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE wo.status IN ('PENDING', 'ASSIGNED')) AS open,
            count(*) FILTER (WHERE wo.status = 'IN_PROGRESS') AS in_progress,
            count(*) FILTER (WHERE wo.status = 'COMPLETED') AS completed,
            count(*) FILTER (WHERE wo.status = 'PENDING') AS pending,
            count(*) FILTER (WHERE wo.status <> ALL(${terminal})
                               AND COALESCE(wo.due_date, wo.scheduled_end) < now()) AS overdue,
            avg(EXTRACT(EPOCH FROM (wo.actual_end - wo.actual_start)) / 3600)
              FILTER (WHERE wo.status = 'COMPLETED' AND wo.actual_end >= wo.actual_start) AS avg_completion_hours,
            count(*) FILTER (WHERE ${active}) AS active,
            count(*) FILTER (WHERE ${active} AND (wo.mechanic_id = ${me} OR wo.assigned_to_id = ${me}))
              AS assigned_to_me,
            count(*) FILTER (WHERE ${active} AND wo.is_emergency) AS emergency,
            count(*) FILTER (WHERE ${active} AND wo.priority = 'CRITICAL') AS critical
     FROM work_orders wo
     WHERE ${where}`,
    params,
  );
  if (!row) throw new Error("The work-order count answered no row");
  return row;
}
