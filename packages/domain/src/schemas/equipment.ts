import { z } from "zod";
import {
  EQUIPMENT_PAGE_SIZE,
  EQUIPMENT_YEAR_MIN,
  equipmentYearMax,
  NOTES_MAX,
  SHORT_TEXT_MAX,
} from "../constants.js";
import { EQUIPMENT_CATEGORIES, EQUIPMENT_STATUSES, EQUIPMENT_TYPES } from "../enums.js";
import { EQUIPMENT_CODE_MAX } from "../equipment-label.js";
import { SCAN_MESSAGES } from "../scan-messages.js";
import {
  dateOnlyInput,
  dateOnlySchema,
  isoDateTimeSchema,
  meterReadingInput,
  numberInput,
  optionalDateOnlyInput,
  optionalDateTimeInput,
  optionalIdInput,
  optionalNonBlankText,
  optionalNumberInput,
  optionalTrimmedText,
  pageQuery,
  personRefSchema,
  queryBoolean,
  queryEnumList,
  requiredText,
} from "./fields.js";

export const YEAR_MESSAGE = "Year must be between 1900 and next year";

/** Read shape (part 1, 3 and part 2, 3). */
export const equipmentSchema = z.object({
  id: z.uuid(),
  equipmentNumber: z.string(),
  name: z.string(),
  equipmentType: z.enum(EQUIPMENT_TYPES),
  category: z.enum(EQUIPMENT_CATEGORIES),
  status: z.enum(EQUIPMENT_STATUSES),
  make: z.string(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  year: z.number().int().nullable(),
  serialNumber: z.string().nullable(),
  hourMeter: z.number(),
  mileage: z.number(),
  currentJobSite: z.string().nullable(),
  assignedOperatorId: z.uuid().nullable(),
  assignedOperator: personRefSchema.nullable(),
  /** When the machine's ACTIVE assignment started (the field supervisor's 'Since'); null without one. */
  assignedSince: isoDateTimeSchema.nullable(),
  locationYard: z.string().nullable(),
  locationBuilding: z.string().nullable(),
  locationFloor: z.string().nullable(),
  locationRoom: z.string().nullable(),
  location: z.object({
    building: z.string().nullable(),
    floor: z.string().nullable(),
    room: z.string().nullable(),
  }),
  purchaseDate: dateOnlySchema.nullable(),
  warrantyExpiry: dateOnlySchema.nullable(),
  qrCode: z.string().nullable(),
  lastInspectionDate: isoDateTimeSchema.nullable(),
  nextInspectionDue: isoDateTimeSchema.nullable(),
  nextMaintenanceDue: isoDateTimeSchema.nullable(),
  notes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  stats: z.object({ workOrders: z.number().int().min(0), maintenanceRecords: z.number().int().min(0) }),
  /** An open critical defect (not yet certified) keeps the machine from being assigned or passed (decision 040). */
  unsafeToOperate: z.boolean(),
  /** Why: 'Open critical defect: Steering'; null when safe. */
  unsafeReason: z.string().nullable(),
});
export type Equipment = z.output<typeof equipmentSchema>;

/** Model year 1900 to next calendar year, checked at parse time. */
const yearSchema = z
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .refine((year) => year >= EQUIPMENT_YEAR_MIN && year <= equipmentYearMax(), YEAR_MESSAGE);

const meter = (label: string) =>
  meterReadingInput(`${label} must be a valid number`, `${label} cannot be negative`);

/** Add Heavy Equipment modal (part 2, 2.2 and 5). */
export const addEquipmentFormSchema = z.object({
  equipmentNumber: requiredText("Equipment number is required", 50),
  name: requiredText("Equipment name is required", SHORT_TEXT_MAX),
  equipmentType: z.enum(EQUIPMENT_TYPES).default("EXCAVATOR"),
  category: z.enum(EQUIPMENT_CATEGORIES).default("EARTHMOVING"),
  make: requiredText("Manufacturer is required", 100),
  model: optionalNonBlankText("Model cannot be empty", 100),
  year: numberInput(yearSchema.default(() => new Date().getFullYear())),
  serialNumber: optionalNonBlankText("Serial number cannot be empty", 100),
  hourMeter: numberInput(meter("Hour meter").default(0)),
  mileage: numberInput(meter("Mileage").default(0)),
  status: z.enum(EQUIPMENT_STATUSES).default("OPERATIONAL"),
  currentJobSite: optionalNonBlankText("Job site cannot be empty", SHORT_TEXT_MAX),
  locationYard: optionalNonBlankText("Yard location cannot be empty", 100),
  locationBuilding: optionalTrimmedText(100),
  locationFloor: optionalTrimmedText(50),
  locationRoom: optionalTrimmedText(50),
  assignedOperatorId: optionalIdInput("Operator selection is invalid"),
  purchaseDate: optionalDateOnlyInput(),
  warrantyExpiry: optionalDateOnlyInput(),
  qrCode: optionalTrimmedText(EQUIPMENT_CODE_MAX),
  notes: optionalTrimmedText(NOTES_MAX, `Notes must be ${NOTES_MAX} characters or less`),
});
export type AddEquipmentFormInput = z.input<typeof addEquipmentFormSchema>;
export type AddEquipmentForm = z.output<typeof addEquipmentFormSchema>;

/** Optional text an edit may clear: '' becomes null. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** A date an edit may clear ('' or null -> null); a date-time is cut to its date part. */
const clearableDate = () =>
  z.union([z.null(), z.literal(""), z.string().trim()]).transform((value, ctx) => {
    if (value === null || value === "") return null;
    const day = dateOnlyInput().safeParse(value.slice(0, 10));
    if (!day.success) {
      for (const issue of day.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return day.data;
  });

/** Edit Equipment modal / PUT /equipment/{id}: only changed fields are sent (part 2, 2.3 and 5). */
export const editEquipmentFormSchema = z.object({
  name: requiredText("Equipment name is required", SHORT_TEXT_MAX).optional(),
  equipmentType: z.enum(EQUIPMENT_TYPES).optional(),
  category: z.enum(EQUIPMENT_CATEGORIES).optional(),
  make: requiredText("Manufacturer is required", 100).optional(),
  manufacturer: clearableText(100),
  model: clearableText(100),
  year: optionalNumberInput(yearSchema),
  serialNumber: clearableText(100),
  hourMeter: optionalNumberInput(meter("Hour meter")),
  mileage: optionalNumberInput(meter("Mileage")),
  status: z.enum(EQUIPMENT_STATUSES).optional(),
  currentJobSite: clearableText(SHORT_TEXT_MAX),
  locationYard: clearableText(100),
  locationBuilding: clearableText(100),
  locationFloor: clearableText(50),
  locationRoom: clearableText(50),
  purchaseDate: clearableDate().optional(),
  warrantyExpiry: clearableDate().optional(),
  nextInspectionDue: optionalDateTimeInput(),
  nextMaintenanceDue: optionalDateTimeInput(),
  notes: clearableText(NOTES_MAX),
});
export type EditEquipmentFormInput = z.input<typeof editEquipmentFormSchema>;
export type EditEquipmentForm = z.output<typeof editEquipmentFormSchema>;

/**
 * GET /equipment. status, equipmentType and category take one value or a comma-separated list; assigned=true
 * keeps the machines with an operator (an ACTIVE assignment), false those without.
 */
export const equipmentListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: queryEnumList(EQUIPMENT_STATUSES).optional(),
  equipmentType: queryEnumList(EQUIPMENT_TYPES).optional(),
  category: queryEnumList(EQUIPMENT_CATEGORIES).optional(),
  make: z.string().trim().max(100).optional(),
  currentJobSite: z.string().trim().max(SHORT_TEXT_MAX).optional(),
  assignedOperatorId: optionalIdInput("Invalid operator id"),
  assigned: queryBoolean().optional(),
  ...pageQuery(EQUIPMENT_PAGE_SIZE),
});
export type EquipmentListQuery = z.output<typeof equipmentListQuerySchema>;

/** GET /equipment/by-code/{code}: an older label's code, or a machine's number typed from its label. */
export const equipmentCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, SCAN_MESSAGES.codeRequired)
    .max(EQUIPMENT_CODE_MAX, `Code must be ${EQUIPMENT_CODE_MAX} characters or less`),
});
