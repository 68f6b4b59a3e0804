import { can, END_AFTER_START_MESSAGE, type UpdateWorkOrder } from "@mnx/domain";
import { AppError } from "../../errors.js";
import type { WorkOrderChanges, WorkOrderColumns, WorkOrderState } from "./work-order-repository.js";

type EditableField = Exclude<keyof UpdateWorkOrder, "status" | "statusNote">;

/** Where each field of the PATCH body is stored. */
const COLUMN_OF: Readonly<Record<EditableField, keyof WorkOrderColumns>> = {
  completionNotes: "completion_notes",
  notes: "notes",
  actualStart: "actual_start",
  actualEnd: "actual_end",
  actualHours: "actual_hours",
  mechanicId: "mechanic_id",
  assignedToId: "assigned_to_id",
  equipmentOperatorId: "equipment_operator_id",
  priority: "priority",
  estimatedHours: "estimated_hours",
  hourMeterStart: "hour_meter_start",
  hourMeterEnd: "hour_meter_end",
  mileageStart: "mileage_start",
  mileageEnd: "mileage_end",
  title: "title",
  description: "description",
  workOrderType: "work_order_type",
  jobSite: "job_site",
  isEmergency: "is_emergency",
  scheduledStart: "scheduled_start",
  scheduledEnd: "scheduled_end",
  dueDate: "due_date",
};

/** What a mechanic or an operator records while working (workOrders.updateStatus / startComplete). */
const WORK_FIELDS: ReadonlySet<EditableField> = new Set<EditableField>([
  "completionNotes",
  "actualHours",
  "hourMeterStart",
  "hourMeterEnd",
  "mileageStart",
  "mileageEnd",
  "notes",
]);

/** The fields the body sets (undefined ones are absent; null clears). */
export function fieldsGiven(input: UpdateWorkOrder): EditableField[] {
  return (Object.keys(COLUMN_OF) as EditableField[]).filter((field) => input[field] !== undefined);
}

const forbiddenFields = (fields: readonly string[]) =>
  new AppError(
    "INSUFFICIENT_PERMISSIONS",
    "You do not have permission to change these fields.",
    403,
    fields.map((field) => ({ path: field, message: "You do not have permission to change this field." })),
  );

/**
 * Field edits: work fields need workOrders.updateStatus, workOrders.startComplete or workOrders.edit; every
 * other field workOrders.edit. A refusal names the fields (403 INSUFFICIENT_PERMISSIONS).
 */
export function assertMayChange(role: string, fields: readonly EditableField[]): void {
  const mayWork = can(role, "workOrders.edit") || can(role, "workOrders.updateStatus");
  const refused = fields.filter((field) =>
    WORK_FIELDS.has(field)
      ? !(mayWork || can(role, "workOrders.startComplete"))
      : !can(role, "workOrders.edit"),
  );
  if (refused.length > 0) throw forbiddenFields(refused);
}

/** The body's fields as column changes. */
export function columnChanges(input: UpdateWorkOrder, fields: readonly EditableField[]): WorkOrderChanges {
  return Object.fromEntries(fields.map((field) => [COLUMN_OF[field], input[field]])) as WorkOrderChanges;
}

const timeOf = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

/** The schedule after the change must still end after it starts (400 with the form's message). */
export function assertSchedule(state: WorkOrderState, input: UpdateWorkOrder): void {
  const start = timeOf(input.scheduledStart !== undefined ? input.scheduledStart : state.scheduled_start);
  const end = timeOf(input.scheduledEnd !== undefined ? input.scheduledEnd : state.scheduled_end);
  if (start !== null && end !== null && end <= start) {
    throw new AppError("VALIDATION_ERROR", END_AFTER_START_MESSAGE, 400, [
      { path: "scheduledEnd", message: END_AFTER_START_MESSAGE },
    ]);
  }
}
