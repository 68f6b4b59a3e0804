import type { Assignment, AssignmentStatus, EquipmentStatus, EquipmentType } from "@mnx/domain";
import { toUnsafe, unsafeDefectsJoin } from "./equipment-row.js";

/** One assignment as the assignment queries select it, with its machine and operator. */
export interface AssignmentRow {
  id: string;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  equipment_type: EquipmentType;
  equipment_status: EquipmentStatus;
  operator_id: string;
  operator_first_name: string;
  operator_last_name: string;
  job_site: string;
  start_date: Date;
  end_date: Date | null;
  notes: string | null;
  hour_meter_reading: number | null;
  mileage_reading: number | null;
  status: AssignmentStatus;
  created_at: Date;
  unsafe_defects: number;
  unsafe_items: string[] | null;
}

/** The select list over `a` (assignment), `e` (its machine), `op` (its operator) and `u` (`ASSIGNMENT_UNSAFE`). */
export const ASSIGNMENT_COLUMNS = `
  a.id, a.equipment_id, e.equipment_number, e.name AS equipment_name, e.equipment_type,
  e.status AS equipment_status, a.operator_id, op.first_name AS operator_first_name,
  op.last_name AS operator_last_name, a.job_site, a.start_date, a.end_date, a.notes, a.hour_meter_reading,
  a.mileage_reading, a.status, a.created_at, COALESCE(u.unsafe_defects, 0) AS unsafe_defects, u.unsafe_items`;

/** Whether the assignment's machine is unsafe to operate (docs/decisions/040), per row of the page. */
export const ASSIGNMENT_UNSAFE = unsafeDefectsJoin("e");

export const ASSIGNMENT_JOINS = `
  JOIN equipment e ON e.id = a.equipment_id
  JOIN users op ON op.id = a.operator_id
  ${ASSIGNMENT_UNSAFE}`;

export function toAssignmentDto(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    equipment: {
      id: row.equipment_id,
      equipmentNumber: row.equipment_number,
      name: row.equipment_name,
      equipmentType: row.equipment_type,
      status: row.equipment_status,
      ...toUnsafe(row),
    },
    operatorId: row.operator_id,
    operator: { id: row.operator_id, firstName: row.operator_first_name, lastName: row.operator_last_name },
    jobSite: row.job_site,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date === null ? null : row.end_date.toISOString(),
    notes: row.notes,
    hourMeterReading: row.hour_meter_reading,
    mileageReading: row.mileage_reading,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}
