import { z } from "zod";
import {
  ESTIMATED_HOURS_MAX,
  ESTIMATED_HOURS_MIN,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_JOB_SITE_MAX,
  WORK_ORDER_TITLE_MAX,
} from "../constants.js";
import { toDateInputValue, toDateTimeInputValue } from "../dates.js";
import { WORK_ORDER_PRIORITIES, WORK_ORDER_TYPES } from "../enums.js";
import { endAfterStart, requiredText } from "./fields.js";
import type { WorkOrder } from "./work-order.js";

const INVALID_DATE = "Please enter a valid date";
const HOURS_MESSAGE = "Estimated hours must be a positive number";
const isParseable = (value: string) => !Number.isNaN(new Date(value).getTime());
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-time input ('YYYY-MM-DDTHH:mm', local): blank clears it (null), else ISO. */
const clearableDateTime = () =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isParseable(value), INVALID_DATE)
    .transform((value) => (value === "" ? null : new Date(value).toISOString()));

/** A date input ('YYYY-MM-DD'): due at the end of that local day (as the server's due dates are); blank clears. */
const clearableDueDate = () =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || (DATE_ONLY.test(value) && isParseable(value)), INVALID_DATE)
    .transform((value) => {
      const [, year, month, day] = DATE_ONLY.exec(value) ?? [];
      if (!year || !month || !day) return null;
      return new Date(Number(year), Number(month) - 1, Number(day), 23, 59).toISOString();
    });

const [scheduleCheck, scheduleParams] = endAfterStart("scheduledStart", "scheduledEnd");

/**
 * Edit Work Order form (card 'Edit', part 2, 2.6), with the create form's messages (part 2, 5). Every field is
 * form text; blank optional values clear the field (null). Status is not edited here (state machine).
 */
export const editWorkOrderFormSchema = z
  .object({
    title: requiredText("Title is required", WORK_ORDER_TITLE_MAX, "Title must be 255 characters or less"),
    description: requiredText(
      "Description is required",
      WORK_ORDER_DESCRIPTION_MAX,
      "Description must be 2000 characters or less",
    ),
    workOrderType: z.enum(WORK_ORDER_TYPES, { error: "Work order type is required" }),
    priority: z.enum(WORK_ORDER_PRIORITIES, { error: "Priority is required" }),
    jobSite: z
      .string()
      .trim()
      .max(WORK_ORDER_JOB_SITE_MAX, "Job site must be 255 characters or less")
      .transform((value) => (value === "" ? null : value)),
    estimatedHours: z
      .string()
      .trim()
      .transform((value) => (value === "" ? null : Number(value)))
      .pipe(
        z
          .number({ error: HOURS_MESSAGE })
          .positive(HOURS_MESSAGE)
          .refine(
            (hours) => hours <= 0 || hours >= ESTIMATED_HOURS_MIN,
            `Estimated hours must be at least ${ESTIMATED_HOURS_MIN}`,
          )
          .max(ESTIMATED_HOURS_MAX, `Estimated hours must be ${ESTIMATED_HOURS_MAX} or less`)
          .nullable(),
      ),
    scheduledStart: clearableDateTime(),
    scheduledEnd: clearableDateTime(),
    dueDate: clearableDueDate(),
    isEmergency: z.boolean(),
  })
  .refine(
    (value) =>
      scheduleCheck({
        scheduledStart: value.scheduledStart ?? undefined,
        scheduledEnd: value.scheduledEnd ?? undefined,
      }),
    scheduleParams,
  );
export type EditWorkOrderFormInput = z.input<typeof editWorkOrderFormSchema>;
export type EditWorkOrderForm = z.output<typeof editWorkOrderFormSchema>;

/** The form's starting text for a work order (dates in local time, as the inputs show them). */
export function editWorkOrderValues(workOrder: WorkOrder): EditWorkOrderFormInput {
  return {
    title: workOrder.title,
    description: workOrder.description ?? "",
    workOrderType: workOrder.workOrderType,
    priority: workOrder.priority,
    jobSite: workOrder.jobSite ?? "",
    estimatedHours: workOrder.estimatedHours === null ? "" : String(workOrder.estimatedHours),
    scheduledStart: toDateTimeInputValue(workOrder.scheduledStart),
    scheduledEnd: toDateTimeInputValue(workOrder.scheduledEnd),
    dueDate: toDateInputValue(workOrder.dueDate),
    isEmergency: workOrder.isEmergency,
  };
}

/**
 * Only the fields whose parsed value differs from the starting one (the PATCH body). Each side goes through the
 * same field schema, so ' x ' against 'x' or a re-picked identical date is no change; an empty answer means
 * nothing changed.
 */
export function editWorkOrderChanges(
  initial: EditWorkOrderFormInput,
  values: EditWorkOrderForm,
): Partial<EditWorkOrderForm> {
  const changes: Record<string, unknown> = {};
  const fields = editWorkOrderFormSchema.shape;
  for (const key of Object.keys(fields) as (keyof EditWorkOrderForm)[]) {
    const before = fields[key].safeParse(initial[key]);
    if (!before.success || before.data !== values[key]) changes[key] = values[key];
  }
  return changes as Partial<EditWorkOrderForm>;
}
