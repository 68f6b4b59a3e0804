import { z } from "zod";
import { ASSIGNMENT_NOTES_MAX, ASSIGNMENT_PAGE_SIZE, SHORT_TEXT_MAX } from "../constants.js";
import { ASSIGNMENT_STATUSES, EQUIPMENT_STATUSES, EQUIPMENT_TYPES } from "../enums.js";
import {
  dateTimeInput,
  endAfterStart,
  idSchema,
  isoDateTimeSchema,
  meterReadingInput,
  optionalDateTimeInput,
  optionalIdInput,
  optionalNumberInput,
  optionalTrimmedText,
  pageQuery,
  personRefSchema,
  queryEnumList,
  requiredText,
} from "./fields.js";

/** Read shape (part 1, 3 and part 2, 3). endDate null means the assignment is active. */
export const assignmentSchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  equipment: z.object({
    id: z.uuid(),
    equipmentNumber: z.string(),
    name: z.string(),
    equipmentType: z.enum(EQUIPMENT_TYPES),
    status: z.enum(EQUIPMENT_STATUSES),
    /** An open critical defect keeps the machine from running (docs/decisions/040); why, or null. */
    unsafeToOperate: z.boolean(),
    unsafeReason: z.string().nullable(),
  }),
  operatorId: z.uuid(),
  operator: personRefSchema,
  jobSite: z.string(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema.nullable(),
  notes: z.string().nullable(),
  hourMeterReading: z.number().nullable(),
  mileageReading: z.number().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  createdAt: isoDateTimeSchema,
});
export type Assignment = z.output<typeof assignmentSchema>;

const reading = (message: string) => optionalNumberInput(meterReadingInput(message));

/** Create Equipment Assignment modal (part 2, 2.5 and 5). The start date defaults to now. */
export const assignmentFormSchema = z
  .object({
    equipmentId: idSchema("Equipment selection is required"),
    operatorId: idSchema("Operator selection is required"),
    jobSite: requiredText("Job site is required", SHORT_TEXT_MAX, "Job site must be 255 characters or less"),
    startDate: dateTimeInput("Start date is required").default(() => new Date().toISOString()),
    endDate: optionalDateTimeInput(),
    notes: optionalTrimmedText(ASSIGNMENT_NOTES_MAX, "Notes must be 500 characters or less"),
    hourMeterReading: reading("Hour meter reading must be a valid positive number"),
    mileageReading: reading("Mileage reading must be a valid positive number"),
  })
  .refine(...endAfterStart("startDate", "endDate"));
export type AssignmentFormInput = z.input<typeof assignmentFormSchema>;
export type AssignmentForm = z.output<typeof assignmentFormSchema>;

/** GET /equipment/assignments (part 2, 7): page size 20. */
export const assignmentListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  equipmentId: optionalIdInput("Invalid equipment id"),
  operatorId: optionalIdInput("Invalid operator id"),
  jobSite: z.string().trim().max(SHORT_TEXT_MAX).optional(),
  status: queryEnumList(ASSIGNMENT_STATUSES).optional(),
  ...pageQuery(ASSIGNMENT_PAGE_SIZE),
});
export type AssignmentListQuery = z.output<typeof assignmentListQuerySchema>;
