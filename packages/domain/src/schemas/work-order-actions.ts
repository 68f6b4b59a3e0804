import { z } from "zod";
import { ACTUAL_HOURS_COLUMN, ESTIMATED_HOURS_COLUMN } from "../column-limits.js";
import {
  ACTUAL_HOURS_MAX,
  ASSIGN_ESTIMATED_HOURS_MAX,
  ASSIGN_ESTIMATED_HOURS_MIN,
  ASSIGN_ESTIMATED_HOURS_STEP,
  BULK_STATUS_MAX_UPDATES,
  WORK_ORDER_DESCRIPTION_MAX,
} from "../constants.js";
import { WORK_ORDER_STATUSES } from "../enums.js";
import {
  idSchema,
  meterReadingInput,
  optionalNumberInput,
  optionalTrimmedText,
  requiredText,
  storedDecimal,
} from "./fields.js";
import { photoIdsSchema } from "./photo.js";

export const SELECT_MECHANIC_MESSAGE = "Please select a mechanic to assign this work order to.";

/** Assign Mechanic modal / PATCH /work-orders/{id}/assign (part 1, 5): sets ASSIGNED. */
export const assignMechanicSchema = z.object({
  assignedTo: idSchema(SELECT_MECHANIC_MESSAGE),
  estimatedHours: optionalNumberInput(
    storedDecimal(
      ESTIMATED_HOURS_COLUMN,
      z
        .number({ error: "Estimated hours must be a number" })
        .min(ASSIGN_ESTIMATED_HOURS_MIN, "Estimated hours must be between 0 and 100")
        .max(ASSIGN_ESTIMATED_HOURS_MAX, "Estimated hours must be between 0 and 100")
        .multipleOf(ASSIGN_ESTIMATED_HOURS_STEP, "Estimated hours must be in steps of 0.5"),
    ),
  ),
  notes: optionalTrimmedText(WORK_ORDER_DESCRIPTION_MAX, "Notes must be 2000 characters or less"),
});
export type AssignMechanicInput = z.input<typeof assignMechanicSchema>;
export type AssignMechanic = z.output<typeof assignMechanicSchema>;

const meterReading = (message: string, negativeMessage: string) =>
  optionalNumberInput(meterReadingInput(message, negativeMessage));

/** Start Work form (part 1, 5): meter values only when entered. Sets IN_PROGRESS and actualStart = now. */
export const startWorkSchema = z.object({
  hourMeterStart: meterReading("Hour meter must be a valid number", "Hour meter cannot be negative"),
  mileageStart: meterReading("Mileage must be a valid number", "Mileage cannot be negative"),
  notes: optionalTrimmedText(WORK_ORDER_DESCRIPTION_MAX, "Notes must be 2000 characters or less"),
  photoIds: photoIdsSchema,
});
export type StartWorkInput = z.input<typeof startWorkSchema>;
export type StartWork = z.output<typeof startWorkSchema>;

/** A number sent only when above 0 (part 1, 5 "Complete work"); negatives are refused. */
const positiveOrOmitted = (schema: z.ZodType<number>) =>
  optionalNumberInput(schema).transform((value) => (value !== undefined && value > 0 ? value : undefined));

/** Complete Work form (part 1, 5). Sets COMPLETED and actualEnd = now. */
export const completeWorkSchema = z.object({
  completionNotes: optionalTrimmedText(WORK_ORDER_DESCRIPTION_MAX, "Notes must be 2000 characters or less"),
  actualHours: positiveOrOmitted(
    storedDecimal(
      ACTUAL_HOURS_COLUMN,
      z
        .number({ error: "Actual hours must be a valid number" })
        .min(0, "Actual hours cannot be negative")
        .max(ACTUAL_HOURS_MAX, `Actual hours must be ${ACTUAL_HOURS_MAX} or less`),
    ),
  ),
  hourMeterEnd: positiveOrOmitted(
    meterReadingInput("Hour meter must be a valid number", "Hour meter cannot be negative"),
  ),
  mileageEnd: positiveOrOmitted(
    meterReadingInput("Mileage must be a valid number", "Mileage cannot be negative"),
  ),
  /** The repair is done: a machine that is Down For Repair goes back to Operational (docs/decisions/010). */
  returnToService: z.boolean().optional(),
  photoIds: photoIdsSchema,
});
export type CompleteWorkInput = z.input<typeof completeWorkSchema>;
export type CompleteWork = z.output<typeof completeWorkSchema>;

/** PATCH /work-orders/{id}/cancel. */
export const cancelSchema = z.object({
  reason: requiredText(
    "A reason is required to cancel a work order",
    500,
    "Reason must be 500 characters or less",
  ),
});
export type Cancel = z.output<typeof cancelSchema>;

/** PATCH /work-orders/bulk/status: 1 to 100 updates, each work order once. */
export const bulkStatusSchema = z.object({
  updates: z
    .array(
      z.object({
        id: idSchema("Invalid work order id"),
        status: z.enum(WORK_ORDER_STATUSES, { error: "Invalid status" }),
        note: optionalTrimmedText(500, "Note must be 500 characters or less"),
      }),
    )
    .min(1, "At least one update is required")
    .max(BULK_STATUS_MAX_UPDATES, `At most ${BULK_STATUS_MAX_UPDATES} updates at a time`)
    .refine(
      (updates) => new Set(updates.map((u) => u.id)).size === updates.length,
      "Each work order may appear once",
    ),
});
export type BulkStatus = z.output<typeof bulkStatusSchema>;
