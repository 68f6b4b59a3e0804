import { z } from "zod";
import { ACTUAL_HOURS_COLUMN, ESTIMATED_HOURS_COLUMN } from "../column-limits.js";
import {
  ACTUAL_HOURS_MAX,
  ESTIMATED_HOURS_MAX,
  STATUS_NOTE_MAX,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_JOB_SITE_MAX,
  WORK_ORDER_TITLE_MAX,
} from "../constants.js";
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from "../enums.js";
import {
  isoDateTimeInput,
  meterReadingInput,
  optionalTrimmedText,
  requiredText,
  storedDecimal,
} from "./fields.js";

const HOUR_METER_INVALID = "Hour meter must be a valid number";
const MILEAGE_INVALID = "Mileage must be a valid number";

/** A person reference a PATCH may clear with null (or ''). */
const clearableId = () =>
  z.union([z.null(), z.literal("").transform(() => null), z.uuid({ error: "Invalid id" })]).optional();
const clearableNumber = (schema: z.ZodType<number>) =>
  z
    .preprocess((v) => (v === "" ? null : typeof v === "string" ? Number(v) : v), schema.nullable())
    .optional();
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/**
 * PATCH /work-orders/{id}: the fields of part 1, 7, plus the card's Edit fields. A status change goes through
 * the state machine (canTransition) on the server.
 */
export const updateWorkOrderSchema = z
  .object({
    status: z.enum(WORK_ORDER_STATUSES).optional(),
    /** The note of the status move's history line (ignored without a move). */
    statusNote: optionalTrimmedText(STATUS_NOTE_MAX, `Note must be ${STATUS_NOTE_MAX} characters or less`),
    completionNotes: clearableText(20_000),
    notes: clearableText(WORK_ORDER_DESCRIPTION_MAX),
    actualStart: isoDateTimeInput().nullable().optional(),
    actualEnd: isoDateTimeInput().nullable().optional(),
    actualHours: clearableNumber(
      storedDecimal(
        ACTUAL_HOURS_COLUMN,
        z
          .number()
          .min(0, "Actual hours cannot be negative")
          .max(ACTUAL_HOURS_MAX, `Actual hours must be ${ACTUAL_HOURS_MAX} or less`),
      ),
    ),
    mechanicId: clearableId(),
    assignedToId: clearableId(),
    equipmentOperatorId: clearableId(),
    priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
    estimatedHours: clearableNumber(
      storedDecimal(
        ESTIMATED_HOURS_COLUMN,
        z
          .number()
          .positive("Estimated hours must be a positive number")
          .max(ESTIMATED_HOURS_MAX, `Estimated hours must be ${ESTIMATED_HOURS_MAX} or less`),
      ),
    ),
    hourMeterStart: clearableNumber(meterReadingInput(HOUR_METER_INVALID, "Hour meter cannot be negative")),
    hourMeterEnd: clearableNumber(meterReadingInput(HOUR_METER_INVALID, "Hour meter cannot be negative")),
    mileageStart: clearableNumber(meterReadingInput(MILEAGE_INVALID, "Mileage cannot be negative")),
    mileageEnd: clearableNumber(meterReadingInput(MILEAGE_INVALID, "Mileage cannot be negative")),
    title: requiredText(
      "Title is required",
      WORK_ORDER_TITLE_MAX,
      "Title must be 255 characters or less",
    ).optional(),
    description: requiredText(
      "Description is required",
      WORK_ORDER_DESCRIPTION_MAX,
      "Description must be 2000 characters or less",
    ).optional(),
    workOrderType: z.enum(WORK_ORDER_TYPES).optional(),
    jobSite: clearableText(WORK_ORDER_JOB_SITE_MAX),
    isEmergency: z.boolean().optional(),
    scheduledStart: isoDateTimeInput().nullable().optional(),
    scheduledEnd: isoDateTimeInput().nullable().optional(),
    dueDate: isoDateTimeInput().nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to update");
export type UpdateWorkOrderInput = z.input<typeof updateWorkOrderSchema>;
export type UpdateWorkOrder = z.output<typeof updateWorkOrderSchema>;
