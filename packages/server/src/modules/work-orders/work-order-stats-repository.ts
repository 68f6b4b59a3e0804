import { ACTIVE_WORK_ORDER_STATUSES } from "@mnx/domain";
import { UNFINISHED, type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";

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

const ACTIVE = `wo.status IN (${ACTIVE_WORK_ORDER_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/**
 * The figures of open work orders ($1 is the caller): PENDING and ASSIGNED, IN_PROGRESS, PENDING, overdue (not
 * finished and the due date, or without one the scheduled end, has passed), and the dashboard cards' ACTIVE
 * orders (PENDING, ASSIGNED, IN_PROGRESS): all, the caller's, emergencies and CRITICAL ones.
 */
const OPEN_FIGURES = `
  count(*) FILTER (WHERE wo.status IN ('PENDING', 'ASSIGNED')) AS open,
  count(*) FILTER (WHERE wo.status = 'IN_PROGRESS') AS in_progress,
  count(*) FILTER (WHERE wo.status = 'PENDING') AS pending,
  count(*) FILTER (WHERE ${UNFINISHED} AND COALESCE(wo.due_date, wo.scheduled_end) < now()) AS overdue,
  count(*) FILTER (WHERE ${ACTIVE}) AS active,
  count(*) FILTER (WHERE ${ACTIVE} AND (wo.mechanic_id = $1::uuid OR wo.assigned_to_id = $1::uuid))
    AS assigned_to_me,
  count(*) FILTER (WHERE ${ACTIVE} AND wo.is_emergency) AS emergency,
  count(*) FILTER (WHERE ${ACTIVE} AND wo.priority = 'CRITICAL') AS critical`;

/**
 * One query over the work orders the scope allows. For an organization it never reads its history: the open
 * orders come from the partial index on open statuses (migration 003) and the totals from work_order_counts,
 * which triggers keep in the same transaction as every change. A mechanic's or an operator's own work orders
 * are few and counted directly. Completion time: actual start to actual end of completed orders.
 */
export async function countWorkOrders(
  db: Database,
  scope: WorkOrderScope,
  userId: string,
): Promise<WorkOrderCountsRow> {
  const params: unknown[] = [userId];
  const where = workOrderScopeCondition(scope, params);
  const row = await db.one<WorkOrderCountsRow>(
    scope.kind === "organization"
      ? `SELECT COALESCE(c.total, 0) AS total, COALESCE(c.completed, 0) AS completed,
                c.completed_hours / NULLIF(c.timed_completed, 0) AS avg_completion_hours, o.*
         FROM (SELECT ${OPEN_FIGURES} FROM work_orders wo WHERE ${where} AND ${UNFINISHED}) o
         LEFT JOIN work_order_counts c ON c.organization_id = $2::uuid`
      : `SELECT count(*) AS total, count(*) FILTER (WHERE wo.status = 'COMPLETED') AS completed,
                avg(EXTRACT(EPOCH FROM (wo.actual_end - wo.actual_start)) / 3600)
                  FILTER (WHERE wo.status = 'COMPLETED' AND wo.actual_end >= wo.actual_start)
                  AS avg_completion_hours,
                ${OPEN_FIGURES}
         FROM work_orders wo
         WHERE ${where}`,
    params,
  );
  if (!row) throw new Error("The work-order count answered no row");
  return row;
}
