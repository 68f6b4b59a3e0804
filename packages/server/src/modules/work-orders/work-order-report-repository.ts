import { REPORT_TOP_MACHINES, type WorkOrderPriority, type WorkOrderStatus } from "@mnx/domain";
import { UNFINISHED } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";

/** A report's days: UTC calendar days "YYYY-MM-DD", both ends included. */
export interface ReportDays {
  from: string;
  to: string;
}

export interface OpenedCell {
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  work_orders: number;
}

/**
 * Work orders created in the period by their status and priority now, from the per-day figures of migration
 * 008 (at most days x 8 statuses x 4 priorities rows, never the history).
 */
export function openedByStatusAndPriority(db: Database, organizationId: string, days: ReportDays) {
  return db.query<OpenedCell>(
    `SELECT status, priority, sum(work_orders) AS work_orders
     FROM work_order_daily_opened
     WHERE organization_id = $1 AND day BETWEEN $2::date AND $3::date
     GROUP BY status, priority
     HAVING sum(work_orders) > 0`,
    [organizationId, days.from, days.to],
  );
}

export interface DayFigures {
  day: string;
  opened: number;
  completed: number;
  /** Completed, daily inspections aside. */
  completed_tasks: number;
  timed_completed: number;
  completed_hours: number;
}

/**
 * Per day of the period: work orders created, and COMPLETED ones by the day of their actual end (all, and
 * daily inspections aside), those with a work clock and their hours. Days without any are left out.
 */
export function figuresPerDay(db: Database, organizationId: string, days: ReportDays) {
  return db.query<DayFigures>(
    `SELECT day::text AS day, sum(opened) AS opened, sum(completed) AS completed,
            sum(completed_tasks) AS completed_tasks, sum(timed_completed) AS timed_completed,
            sum(completed_hours) AS completed_hours
     FROM (SELECT day, work_orders AS opened, 0 AS completed, 0 AS completed_tasks, 0 AS timed_completed,
                  0::double precision AS completed_hours
           FROM work_order_daily_opened
           WHERE organization_id = $1 AND day BETWEEN $2::date AND $3::date
           UNION ALL
           SELECT day, 0, completed, CASE WHEN inspection THEN 0 ELSE completed END, timed_completed,
                  completed_hours
           FROM work_order_daily_completed
           WHERE organization_id = $1 AND day BETWEEN $2::date AND $3::date) per_day
     GROUP BY day`,
    [organizationId, days.from, days.to],
  );
}

/**
 * Work orders created in the period that are overdue now: not finished and the due date (without one, the
 * scheduled end) has passed, as GET /work-orders/stats counts them. Read from the open orders' index (008).
 */
export async function countOverdueOpened(db: Database, organizationId: string, days: ReportDays) {
  const row = await db.one<{ overdue: number }>(
    `SELECT count(*) AS overdue FROM work_orders wo
     WHERE wo.organization_id = $1 AND ${UNFINISHED}
       AND wo.created_at >= $2::date AND wo.created_at < $3::date + 1
       AND COALESCE(wo.due_date, wo.scheduled_end) < now()`,
    [organizationId, days.from, days.to],
  );
  return row?.overdue ?? 0;
}

export interface RepairMachineRow {
  equipment_id: string;
  equipment_number: string;
  name: string;
  repairs: number;
}

/**
 * The machines with the most repair work orders created in the period (cancelled ones aside; ties by machine
 * number), from the per-day figures; machines deleted since are left out. Only the machines with at least the
 * fifth-highest count are looked up, not the whole fleet.
 */
export function topRepairMachines(db: Database, organizationId: string, days: ReportDays) {
  return db.query<RepairMachineRow>(
    `WITH per_machine AS MATERIALIZED (
       SELECT equipment_id, sum(repairs) AS repairs
       FROM work_order_daily_repairs
       WHERE organization_id = $1 AND day BETWEEN $2::date AND $3::date
       GROUP BY equipment_id HAVING sum(repairs) > 0)
     SELECT e.id AS equipment_id, e.equipment_number, e.name, r.repairs
     FROM per_machine r JOIN equipment e ON e.id = r.equipment_id AND e.organization_id = $1
     WHERE r.repairs >= COALESCE(
       (SELECT repairs FROM per_machine ORDER BY repairs DESC LIMIT 1 OFFSET $4::int - 1), 0)
     ORDER BY r.repairs DESC, e.equipment_number
     LIMIT $4`,
    [organizationId, days.from, days.to, REPORT_TOP_MACHINES],
  );
}
