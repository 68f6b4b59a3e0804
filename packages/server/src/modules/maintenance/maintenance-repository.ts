import { MAINTENANCE_DUE_WINDOW_DAYS } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { NewWorkOrder } from "../work-orders/work-order-writes.js";

/**
 * Machines of the organization whose maintenance is due (DECISIONS.md "Due maintenance"): not retired,
 * nextMaintenanceDue within 7 days or overdue, and no preventive work order covering it: one still open, or
 * one completed that was created for this due date (within its window). A cancelled one covers nothing.
 * Parameters: $1 organization, $2 the window in days.
 */
const DUE_MACHINES = `
  FROM equipment e
  WHERE e.organization_id = $1 AND e.status <> 'RETIRED'
    AND e.next_maintenance_due IS NOT NULL AND e.next_maintenance_due <= current_date + $2::int
    AND NOT EXISTS (
      SELECT 1 FROM work_orders wo
      WHERE wo.equipment_id = e.id AND wo.work_order_type = 'PREVENTIVE_MAINTENANCE' AND wo.status <> 'CANCELLED'
        AND (wo.status <> 'COMPLETED' OR wo.created_at >= e.next_maintenance_due - $2::int))`;

export async function countDueMaintenance(db: Database, organizationId: string): Promise<number> {
  const row = await db.one<{ n: number }>(`SELECT count(*) AS n ${DUE_MACHINES}`, [
    organizationId,
    MAINTENANCE_DUE_WINDOW_DAYS,
  ]);
  return row?.n ?? 0;
}

/** Serialises the creations of one organization: a second caller waits, then finds nothing left due. */
export async function lockMaintenanceScheduling(tx: Database, organizationId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('maintenance-schedule:' || $1::text))", [
    organizationId,
  ]);
}

/**
 * One PENDING preventive work order per due machine (HIGH when overdue, else MEDIUM; due the day its
 * maintenance is).
 */
export function listDueMachineOrders(tx: Database, organizationId: string) {
  return tx.query<NewWorkOrder>(
    `SELECT 'Preventive maintenance - ' || e.equipment_number AS title,
            'Scheduled maintenance of ' || e.name || ', due ' || to_char(e.next_maintenance_due, 'YYYY-MM-DD') || '.'
              AS description,
            'PENDING' AS status,
            CASE WHEN e.next_maintenance_due < current_date THEN 'HIGH' ELSE 'MEDIUM' END AS priority,
            'PREVENTIVE_MAINTENANCE' AS work_order_type, e.id AS equipment_id,
            e.assigned_operator_id AS equipment_operator_id, e.current_job_site AS job_site,
            (e.next_maintenance_due + time '23:59') AT TIME ZONE 'UTC' AS due_date
     ${DUE_MACHINES}`,
    [organizationId, MAINTENANCE_DUE_WINDOW_DAYS],
  );
}
