import type {
  PersonRef,
  WorkOrder,
  WorkOrderEquipment,
  WorkOrderPriority,
  WorkOrderStatus,
  WorkOrderType,
} from "@mnx/domain";

/** A work order as read by WORK_ORDER_SELECT: its columns plus the machine and the people as JSON. */
export interface WorkOrderRow {
  id: string;
  title: string;
  description: string | null;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  work_order_type: WorkOrderType;
  is_emergency: boolean;
  requires_operator_approval: boolean;
  job_site: string | null;
  equipment_id: string;
  equipment: WorkOrderEquipment;
  equipment_operator_id: string | null;
  equipment_operator: PersonRef | null;
  mechanic_id: string | null;
  mechanic: PersonRef | null;
  assigned_to_id: string | null;
  assigned_to: PersonRef | null;
  reported_by_id: string | null;
  reported_by: PersonRef | null;
  inspection_id: string | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  scheduled_start: Date | null;
  scheduled_end: Date | null;
  actual_start: Date | null;
  actual_end: Date | null;
  due_date: Date | null;
  completion_notes: string | null;
  notes: string | null;
  hour_meter_start: number | null;
  hour_meter_end: number | null;
  mileage_start: number | null;
  mileage_end: number | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * One of the work order's people as JSON, or null. A subquery per person rather than four joins: with the page,
 * the work order and its machine that would be a seven-way join whose order the planner searches on every call
 * (about 3.4 ms of planning against 0.5 ms at 1,000,000 work orders; docs/decisions/013-scale.md).
 */
const person = (column: string) =>
  `(SELECT json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
    FROM users u WHERE u.id = wo.${column})`;

/** The columns of a WorkOrderRow, for a FROM that names the work order `wo` and joins workOrderJoins(). */
export const WORK_ORDER_COLUMNS = `
  wo.id, wo.title, wo.description, wo.status, wo.priority, wo.work_order_type, wo.is_emergency,
  wo.requires_operator_approval, wo.job_site, wo.equipment_id,
  json_build_object('id', e.id, 'equipmentNumber', e.equipment_number, 'name', e.name, 'status', e.status,
                    'hourMeter', e.hour_meter) AS equipment,
  wo.equipment_operator_id, ${person("equipment_operator_id")} AS equipment_operator,
  wo.mechanic_id, ${person("mechanic_id")} AS mechanic,
  wo.assigned_to_id, ${person("assigned_to_id")} AS assigned_to,
  wo.reported_by_id, ${person("reported_by_id")} AS reported_by,
  wo.inspection_id, wo.estimated_hours, wo.actual_hours, wo.scheduled_start, wo.scheduled_end,
  wo.actual_start, wo.actual_end, wo.due_date, wo.completion_notes, wo.notes, wo.hour_meter_start,
  wo.hour_meter_end, wo.mileage_start, wo.mileage_end, wo.created_at, wo.updated_at`;

/** The machine of the work order `wo` (LEFT JOIN when `wo` may be a null row). */
export const workOrderJoins = (machineJoin: "JOIN" | "LEFT JOIN" = "JOIN") => `
  ${machineJoin} equipment e ON e.id = wo.equipment_id`;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
/** JSON numbers may arrive as text on some drivers; the read shape wants numbers. */
const equipmentOf = (raw: WorkOrderEquipment): WorkOrderEquipment => ({
  ...raw,
  hourMeter: Number(raw.hourMeter),
});

export function toWorkOrderDto(row: WorkOrderRow): WorkOrder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    workOrderType: row.work_order_type,
    isEmergency: row.is_emergency,
    requiresOperatorApproval: row.requires_operator_approval,
    jobSite: row.job_site,
    equipmentId: row.equipment_id,
    equipment: equipmentOf(row.equipment),
    equipmentOperatorId: row.equipment_operator_id,
    equipmentOperator: row.equipment_operator,
    mechanicId: row.mechanic_id,
    mechanic: row.mechanic,
    assignedToId: row.assigned_to_id,
    assignedTo: row.assigned_to,
    reportedById: row.reported_by_id,
    reportedBy: row.reported_by,
    inspectionId: row.inspection_id,
    estimatedHours: row.estimated_hours,
    actualHours: row.actual_hours,
    scheduledStart: iso(row.scheduled_start),
    scheduledEnd: iso(row.scheduled_end),
    actualStart: iso(row.actual_start),
    actualEnd: iso(row.actual_end),
    dueDate: iso(row.due_date),
    completionNotes: row.completion_notes,
    notes: row.notes,
    hourMeterStart: row.hour_meter_start,
    hourMeterEnd: row.hour_meter_end,
    mileageStart: row.mileage_start,
    mileageEnd: row.mileage_end,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
