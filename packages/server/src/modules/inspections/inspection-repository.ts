import { type EquipmentType, INSPECTION_ACTUAL_HOURS, MISSED_INSPECTION_WINDOW_DAYS } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { WorkOrderState } from "../work-orders/work-order-writes.js";
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

/** A daily inspection to create, in the columns of a new work order. */
export interface InspectionToCreate {
  title: string;
  description: string;
  status: "ASSIGNED";
  priority: "MEDIUM";
  work_order_type: "INSPECTION";
  equipment_id: string;
  equipment_operator_id: string;
  assigned_to_id: string;
  job_site: string | null;
  estimated_hours: number;
  inspection_date: string;
  due_date: Date;
}

/**
 * Today's daily inspections for the operated machines of the scope that have none yet, by machine number:
 * ASSIGNED to the machine's operator, due at the end of the day (UTC).
 */
export async function listTodaysInspectionsToCreate(tx: Database, scope: InspectionScope) {
  return tx.query<InspectionToCreate>(
    `SELECT 'Daily Inspection - ' || o.equipment_number AS title,
            'Daily pre-shift inspection of ' || o.name || ' for ' || to_char(current_date, 'YYYY-MM-DD') || '.'
              AS description,
            'ASSIGNED' AS status, 'MEDIUM' AS priority, 'INSPECTION' AS work_order_type, o.id AS equipment_id,
            o.operator_id AS equipment_operator_id, o.operator_id AS assigned_to_id, o.job_site,
            $3::float8 AS estimated_hours, current_date::text AS inspection_date,
            (current_date + time '23:59') AT TIME ZONE 'UTC' AS due_date
     FROM (${OPERATED}) o
     WHERE NOT EXISTS (SELECT 1 FROM work_orders wo WHERE wo.organization_id = $1 AND wo.equipment_id = o.id
                       AND wo.work_order_type = 'INSPECTION' AND wo.inspection_date = current_date)
     ORDER BY o.equipment_number`,
    [scope.organizationId, scope.operatorId, INSPECTION_ACTUAL_HOURS],
  );
}

/** A daily inspection assigned to `operatorId`, locked for its submission. */
export function lockInspection(tx: Database, organizationId: string, operatorId: string, id: string) {
  return tx.one<WorkOrderState & { inspection_date: string; equipment_type: EquipmentType }>(
    `SELECT id, organization_id, status, equipment_id, mechanic_id, assigned_to_id, actual_start,
            scheduled_start, scheduled_end, inspection_date,
            (SELECT e.equipment_type FROM equipment e WHERE e.id = equipment_id) AS equipment_type
     FROM work_orders
     WHERE id = $1::uuid AND organization_id = $2 AND work_order_type = 'INSPECTION' AND assigned_to_id = $3::uuid
     FOR UPDATE`,
    [id, organizationId, operatorId],
  );
}
