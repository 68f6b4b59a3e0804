import { MAINTENANCE_DUE_WINDOW_DAYS } from "@mnx/domain";
import type { Database } from "../../db/database.js";

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
 * Creates one PENDING preventive work order per due machine (HIGH when overdue, else MEDIUM; due the day its
 * maintenance is), each with its first history line, in one statement. Answers the new ids.
 */
export async function insertDueMaintenance(
  tx: Database,
  organizationId: string,
  userId: string,
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH due AS (SELECT e.* ${DUE_MACHINES}),
     created AS (
       INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type,
                                equipment_id, equipment_operator_id, reported_by_id, job_site, due_date)
       SELECT $1, 'Preventive maintenance - ' || due.equipment_number,
              'Scheduled maintenance of ' || due.name || ', due ' || to_char(due.next_maintenance_due, 'YYYY-MM-DD') || '.',
              'PENDING', CASE WHEN due.next_maintenance_due < current_date THEN 'HIGH' ELSE 'MEDIUM' END,
              'PREVENTIVE_MAINTENANCE', due.id, due.assigned_operator_id, $3::uuid, due.current_job_site,
              (due.next_maintenance_due + time '23:59') AT TIME ZONE 'UTC'
       FROM due
       RETURNING id, organization_id
     ),
     history AS (
       INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id, note)
       SELECT organization_id, id, NULL, 'PENDING', $3::uuid, 'Scheduled maintenance' FROM created
     )
     SELECT id FROM created`,
    [organizationId, MAINTENANCE_DUE_WINDOW_DAYS, userId],
  );
  return rows.map((row) => row.id);
}
