import { INSPECTION_ACTUAL_HOURS, MISSED_INSPECTION_WINDOW_DAYS } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { WorkOrderState } from "../work-orders/work-order-repository.js";
import type { InspectionScope } from "./inspection-scope.js";
import { NOT_RUN_STATUSES, OPEN_INSPECTION, SUBMITTED, UNSUBMITTED } from "./inspection-sql.js";

/**
 * Machines that get a daily inspection: those with an ACTIVE assignment (the operator of the day) that are
 * not down for repair, out of service or retired. Parameters: $1 organization, $2 operator or null.
 */
const OPERATED = `
  SELECT e.id, e.equipment_number, e.name, a.operator_id, a.job_site
  FROM equipment e JOIN equipment_assignments a ON a.equipment_id = e.id AND a.status = 'ACTIVE'
    AND a.organization_id = e.organization_id
  WHERE e.organization_id = $1 AND e.status NOT IN ${NOT_RUN_STATUSES}
    AND ($2::uuid IS NULL OR a.operator_id = $2::uuid)`;

/** Daily inspections of the scope (the operator's own when $2 is set). */
const INSPECTIONS = `
  FROM work_orders wo
  WHERE wo.organization_id = $1 AND wo.work_order_type = 'INSPECTION'
    AND ($2::uuid IS NULL OR wo.assigned_to_id = $2::uuid)`;

export interface InspectionCountsRow {
  needed: number;
  missed: number;
  completed: number;
  pending_today: number;
}

/**
 * The dashboard counts for today (UTC), in one statement. Missed: open inspections of the last 7 days (the
 * open-inspection index's range), so years of old unsubmitted ones are never read.
 */
export async function countInspections(db: Database, scope: InspectionScope): Promise<InspectionCountsRow> {
  const row = await db.one<InspectionCountsRow>(
    `SELECT
       (SELECT count(*) FROM (${OPERATED}) o
        WHERE NOT EXISTS (SELECT 1 FROM work_orders wo WHERE wo.organization_id = $1 AND wo.equipment_id = o.id
                          AND wo.work_order_type = 'INSPECTION' AND wo.inspection_date = current_date)) AS needed,
       (SELECT count(*) ${INSPECTIONS} AND wo.inspection_date < current_date
          AND wo.inspection_date >= current_date - $3::int
          AND wo.${OPEN_INSPECTION}) AS missed,
       (SELECT count(*) ${INSPECTIONS} AND wo.inspection_date = current_date
          AND wo.status IN ${SUBMITTED}) AS completed,
       (SELECT count(*) ${INSPECTIONS} AND wo.inspection_date = current_date
          AND wo.status IN ${UNSUBMITTED}) AS pending_today`,
    [scope.organizationId, scope.operatorId, MISSED_INSPECTION_WINDOW_DAYS],
  );
  if (!row) throw new Error("The inspection count answered no row");
  return row;
}

/**
 * Today's daily inspections for the operated machines of the scope that have none yet: ASSIGNED to the
 * machine's operator, with their first history line, in one statement. The unique index (one per machine per
 * day) makes a concurrent or repeated call skip what exists (ON CONFLICT DO NOTHING). Answers the new ids.
 */
export async function insertTodaysInspections(tx: Database, scope: InspectionScope, userId: string) {
  const rows = await tx.query<{ id: string }>(
    `WITH operated AS (${OPERATED}),
     created AS (
       INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type,
                                equipment_id, equipment_operator_id, assigned_to_id, reported_by_id, job_site,
                                estimated_hours, inspection_date, due_date)
       SELECT $1, 'Daily Inspection - ' || o.equipment_number,
              'Daily pre-shift inspection of ' || o.name || ' for ' || to_char(current_date, 'YYYY-MM-DD') || '.',
              'ASSIGNED', 'MEDIUM', 'INSPECTION', o.id, o.operator_id, o.operator_id, $3::uuid, o.job_site,
              $4::numeric, current_date, (current_date + time '23:59') AT TIME ZONE 'UTC'
       FROM operated o
       ORDER BY o.equipment_number
       ON CONFLICT (equipment_id, inspection_date) WHERE work_order_type = 'INSPECTION' DO NOTHING
       RETURNING id, organization_id
     ),
     history AS (
       INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id, note)
       SELECT organization_id, id, NULL, 'ASSIGNED', $3::uuid, 'Daily inspection assigned' FROM created
     )
     SELECT id FROM created`,
    [scope.organizationId, scope.operatorId, userId, INSPECTION_ACTUAL_HOURS],
  );
  return rows.map((row) => row.id);
}

/** A daily inspection assigned to `operatorId`, locked for its submission. */
export function lockInspection(tx: Database, organizationId: string, operatorId: string, id: string) {
  return tx.one<WorkOrderState & { inspection_date: string }>(
    `SELECT id, organization_id, status, equipment_id, mechanic_id, assigned_to_id, actual_start,
            scheduled_start, scheduled_end, inspection_date
     FROM work_orders
     WHERE id = $1::uuid AND organization_id = $2 AND work_order_type = 'INSPECTION' AND assigned_to_id = $3::uuid
     FOR UPDATE`,
    [id, organizationId, operatorId],
  );
}

/** The machine was inspected that day (kept if a later inspection is already recorded). */
export async function recordInspectionDate(tx: Database, equipmentId: string, day: string): Promise<void> {
  await tx.query(
    `UPDATE equipment SET last_inspection_date = GREATEST(last_inspection_date, $2::date), updated_at = now()
     WHERE id = $1::uuid`,
    [equipmentId, day],
  );
}
