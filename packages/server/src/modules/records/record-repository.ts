import type { Database } from "../../db/database.js";

export interface RecordDefectRow {
  id: string;
  inspection_work_order_id: string | null;
  category: string;
  item: string;
  critical: boolean;
  notes: string;
  status: string;
  reported_at: Date;
  certified_at: Date | null;
  certification_note: string | null;
  acknowledged_at: Date | null;
}

const DEFECT_COLUMNS = `d.id, d.inspection_work_order_id, d.category, d.item, d.critical, d.notes, d.status,
  d.reported_at, d.certified_at, d.certification_note, d.acknowledged_at`;

/** The defects an inspection reported, in checklist order of their report. */
export function listInspectionDefects(db: Database, organizationId: string, workOrderId: string) {
  return db.query<RecordDefectRow>(
    `SELECT ${DEFECT_COLUMNS} FROM defects d
     WHERE d.organization_id = $1 AND d.inspection_work_order_id = $2
     ORDER BY d.reported_at, d.category, d.item`,
    [organizationId, workOrderId],
  );
}

export interface RecordInspectionRow {
  id: string;
  inspection_date: string | null;
  status: string;
  actual_end: Date | null;
  completion_notes: string | null;
  operator_name: string | null;
  signed: boolean;
}

/** A machine's daily inspections whose day falls in the period (the inspection's own index), oldest first. */
export function listMachineInspections(
  db: Database,
  organizationId: string,
  equipmentId: string,
  from: string,
  to: string,
) {
  return db.query<RecordInspectionRow>(
    `SELECT w.id, w.inspection_date::text AS inspection_date, w.status, w.actual_end, w.completion_notes,
            (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = w.assigned_to_id)
              AS operator_name,
            EXISTS (SELECT 1 FROM signatures s WHERE s.work_order_id = w.id) AS signed
     FROM work_orders w
     WHERE w.organization_id = $1 AND w.equipment_id = $2 AND w.work_order_type IN ('INSPECTION', 'PERIODIC_INSPECTION')
       AND w.inspection_date BETWEEN $3::date AND $4::date
     ORDER BY w.inspection_date, w.id
     LIMIT 5000`,
    [organizationId, equipmentId, from, to],
  );
}

/** A machine's defects reported in the period, oldest first. */
export function listMachineDefectsInPeriod(
  db: Database,
  organizationId: string,
  equipmentId: string,
  from: string,
  to: string,
) {
  return db.query<RecordDefectRow>(
    `SELECT ${DEFECT_COLUMNS} FROM defects d
     WHERE d.organization_id = $1 AND d.equipment_id = $2
       AND d.reported_at >= $3::date AND d.reported_at < $4::date + 1
     ORDER BY d.reported_at, d.id
     LIMIT 5000`,
    [organizationId, equipmentId, from, to],
  );
}
