import { z } from "zod";
import { ESTIMATED_HOURS_COLUMN } from "../column-limits.js";
import {
  ESTIMATED_HOURS_MAX,
  ESTIMATED_HOURS_MIN,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_JOB_SITE_MAX,
  WORK_ORDER_TITLE_MAX,
} from "../constants.js";
import {
  EQUIPMENT_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from "../enums.js";
import {
  endAfterStart,
  idSchema,
  isoDateTimeSchema,
  meterReadingInput,
  optionalDateTimeInput,
  optionalIdInput,
  optionalNumberInput,
  optionalTrimmedText,
  personRefSchema,
  requiredText,
  storedDecimal,
} from "./fields.js";

/** The machine nested in a work order: what the cards and the Start/Complete forms show. */
export const workOrderEquipmentSchema = z.object({
  id: z.uuid(),
  equipmentNumber: z.string(),
  name: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  hourMeter: z.number(),
});
export type WorkOrderEquipment = z.output<typeof workOrderEquipmentSchema>;

/** Read shape (part 1, 3 and part 2, 3). People are nested as {id, firstName, lastName} or null. */
export const workOrderSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  workOrderType: z.enum(WORK_ORDER_TYPES),
  isEmergency: z.boolean(),
  requiresOperatorApproval: z.boolean(),
  jobSite: z.string().nullable(),
  equipmentId: z.uuid(),
  equipment: workOrderEquipmentSchema,
  equipmentOperatorId: z.uuid().nullable(),
  equipmentOperator: personRefSchema.nullable(),
  mechanicId: z.uuid().nullable(),
  mechanic: personRefSchema.nullable(),
  assignedToId: z.uuid().nullable(),
  assignedTo: personRefSchema.nullable(),
  /** Who created or escalated it. */
  reportedById: z.uuid().nullable(),
  reportedBy: personRefSchema.nullable(),
  inspectionId: z.uuid().nullable(),
  estimatedHours: z.number().nullable(),
  actualHours: z.number().nullable(),
  scheduledStart: isoDateTimeSchema.nullable(),
  scheduledEnd: isoDateTimeSchema.nullable(),
  actualStart: isoDateTimeSchema.nullable(),
  actualEnd: isoDateTimeSchema.nullable(),
  dueDate: isoDateTimeSchema.nullable(),
  completionNotes: z.string().nullable(),
  notes: z.string().nullable(),
  hourMeterStart: z.number().nullable(),
  hourMeterEnd: z.number().nullable(),
  mileageStart: z.number().nullable(),
  mileageEnd: z.number().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type WorkOrder = z.output<typeof workOrderSchema>;

const reading = (label: string) =>
  optionalNumberInput(meterReadingInput(`${label} must be a valid number`, `${label} cannot be negative`));
/** Estimated hours of a job: blank means not given (part 2, 5). A maintenance plan's estimate uses it too. */
export const estimatedHoursInput = () =>
  optionalNumberInput(
    storedDecimal(
      ESTIMATED_HOURS_COLUMN,
      z
        .number({ error: "Estimated hours must be a positive number" })
        .positive("Estimated hours must be a positive number")
        .refine(
          (hours) => hours <= 0 || hours >= ESTIMATED_HOURS_MIN,
          `Estimated hours must be at least ${ESTIMATED_HOURS_MIN}`,
        )
        .max(ESTIMATED_HOURS_MAX, `Estimated hours must be ${ESTIMATED_HOURS_MAX} or less`),
    ),
  );

/** Create Work Order modal (part 2, 2.8 and 5). Defaults: REPAIR, MEDIUM, not emergency, no approval. */
export const createWorkOrderSchema = z
  .object({
    equipmentId: idSchema("Equipment selection is required"),
    title: requiredText("Title is required", WORK_ORDER_TITLE_MAX, "Title must be 255 characters or less"),
    description: requiredText(
      "Description is required",
      WORK_ORDER_DESCRIPTION_MAX,
      "Description must be 2000 characters or less",
    ),
    workOrderType: z.enum(WORK_ORDER_TYPES, { error: "Work order type is required" }).default("REPAIR"),
    priority: z.enum(WORK_ORDER_PRIORITIES, { error: "Priority is required" }).default("MEDIUM"),
    jobSite: optionalTrimmedText(WORK_ORDER_JOB_SITE_MAX, "Job site must be 255 characters or less"),
    equipmentOperatorId: optionalIdInput("Operator selection is invalid"),
    mechanicId: optionalIdInput("Mechanic selection is invalid"),
    assignedToId: optionalIdInput("Assignee selection is invalid"),
    estimatedHours: estimatedHoursInput(),
    isEmergency: z.boolean().default(false),
    requiresOperatorApproval: z.boolean().default(false),
    scheduledStart: optionalDateTimeInput(),
    scheduledEnd: optionalDateTimeInput(),
    hourMeterStart: reading("Hour meter"),
    mileageStart: reading("Mileage"),
    inspectionId: optionalIdInput("Inspection is invalid"),
  })
  .refine(...endAfterStart("scheduledStart", "scheduledEnd"));
export type CreateWorkOrderInput = z.input<typeof createWorkOrderSchema>;
export type CreateWorkOrder = z.output<typeof createWorkOrderSchema>;
