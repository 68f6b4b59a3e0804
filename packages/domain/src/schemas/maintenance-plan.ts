import { z } from "zod";
import { METER_COLUMN } from "../column-limits.js";
import { WORK_ORDER_STATUSES } from "../enums.js";
import {
  dateOnlySchema,
  isoDateTimeSchema,
  meterReadingInput,
  numberInput,
  optionalDateOnlyInput,
  optionalNumberInput,
  requiredText,
  storedDecimal,
} from "./fields.js";
import { estimatedHoursInput } from "./work-order.js";

/** Preventive maintenance by meter and calendar (docs/decisions/022-maintenance-plans.md). */

export const MAINTENANCE_PLAN_TITLE_MAX = 120;
/** Checklist limits keep the order's description (plan, due point, checklist) within 2,000 characters. */
export const MAINTENANCE_PLAN_CHECKLIST_MAX_ITEMS = 20;
export const MAINTENANCE_PLAN_CHECKLIST_ITEM_MAX = 80;
export const MAINTENANCE_PLANS_PER_MACHINE_MAX = 20;
export const MAINTENANCE_PLAN_INTERVAL_HOURS_MAX = 100_000;
export const MAINTENANCE_PLAN_INTERVAL_DAYS_MAX = 3_650;
/** New plans list as due this many days before a day interval runs out: the calendar window of due maintenance. */
export const MAINTENANCE_PLAN_DEFAULT_MARGIN_DAYS = 7;
export const MAINTENANCE_PLAN_DEFAULT_MARGIN_HOURS = 0;

export const MAINTENANCE_PLAN_MESSAGES = {
  titleRequired: "Plan title is required",
  titleTooLong: `Title must be ${MAINTENANCE_PLAN_TITLE_MAX} characters or less`,
  intervalRequired: "Set an hour interval, a day interval, or both",
  intervalHours: "Hour interval must be a positive number",
  intervalHoursTooLarge: `Hour interval must be ${MAINTENANCE_PLAN_INTERVAL_HOURS_MAX.toLocaleString("en-US")} or less`,
  intervalDays: "Day interval must be a whole number of days above 0",
  intervalDaysTooLarge: `Day interval must be ${MAINTENANCE_PLAN_INTERVAL_DAYS_MAX.toLocaleString("en-US")} days or less`,
  marginHours: "Due-soon margin must be 0 hours or more",
  marginDays: "Due-soon margin must be a whole number of days, 0 or more",
  marginNotBelowInterval: "The due-soon margin must be smaller than the interval",
  checklistItemTooLong: `Checklist items must be ${MAINTENANCE_PLAN_CHECKLIST_ITEM_MAX} characters or less`,
  checklistTooLong: `A checklist has at most ${MAINTENANCE_PLAN_CHECKLIST_MAX_ITEMS} items`,
  lastServiceHours: "Last service hour meter must be a valid positive number",
  lastServiceDate: "Please enter a valid date",
  lastServiceDateFuture: "Last service date cannot be in the future",
  notFound: "Maintenance plan not found",
  tooMany: `A machine can have at most ${MAINTENANCE_PLANS_PER_MACHINE_MAX} maintenance plans`,
  planOrderOpen: "This maintenance plan already has an open work order",
  created: "Maintenance plan added",
  updated: "Maintenance plan updated",
  deleted: "Maintenance plan deleted",
  loadFailed: "Failed to load maintenance plans. Please try again.",
  saveFailed: "Failed to save maintenance plan. Please try again.",
  deleteFailed: "Failed to delete maintenance plan. Please try again.",
} as const;

/**
 * Where a plan stands: OK; DUE_SOON within its margin; DUE when an interval has run out; ORDER_OPEN while
 * a work order made from it is open (then it is not due again until that order is completed or cancelled).
 */
export const MAINTENANCE_PLAN_DUE_STATES = ["OK", "DUE_SOON", "DUE", "ORDER_OPEN"] as const;
export type MaintenancePlanDueState = (typeof MAINTENANCE_PLAN_DUE_STATES)[number];

/** 'YYYY-MM-DD' of a day in UTC, the day the server's rules use (docs/decisions/009, daily inspections). */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** A date a person may type for "today" in any time zone: up to tomorrow in UTC. */
const notInTheFuture = (day: string) => day <= utcDay(new Date(Date.now() + 24 * 60 * 60 * 1000));

/** Blank lines and surrounding spaces are dropped; a textarea's text is one item per line. */
const checklistInput = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(/\r?\n/) : (value ?? [])),
    z
      .array(
        z
          .string()
          .trim()
          .max(MAINTENANCE_PLAN_CHECKLIST_ITEM_MAX, MAINTENANCE_PLAN_MESSAGES.checklistItemTooLong),
      )
      .transform((items) => items.filter((item) => item !== ""))
      .pipe(
        z
          .array(z.string())
          .max(MAINTENANCE_PLAN_CHECKLIST_MAX_ITEMS, MAINTENANCE_PLAN_MESSAGES.checklistTooLong),
      ),
  );

/**
 * Add / edit a maintenance plan (POST and PUT /equipment/{id}/maintenance-plans). Without a last service, a
 * new plan counts from the machine's meter and today; an edit keeps the one it has.
 */
export const maintenancePlanFormSchema = z
  .object({
    title: requiredText(
      MAINTENANCE_PLAN_MESSAGES.titleRequired,
      MAINTENANCE_PLAN_TITLE_MAX,
      MAINTENANCE_PLAN_MESSAGES.titleTooLong,
    ),
    intervalHours: optionalNumberInput(
      storedDecimal(
        METER_COLUMN,
        z
          .number({ error: MAINTENANCE_PLAN_MESSAGES.intervalHours })
          .positive(MAINTENANCE_PLAN_MESSAGES.intervalHours)
          .max(MAINTENANCE_PLAN_INTERVAL_HOURS_MAX, MAINTENANCE_PLAN_MESSAGES.intervalHoursTooLarge),
      ),
    ),
    intervalDays: optionalNumberInput(
      z
        .number({ error: MAINTENANCE_PLAN_MESSAGES.intervalDays })
        .int(MAINTENANCE_PLAN_MESSAGES.intervalDays)
        .positive(MAINTENANCE_PLAN_MESSAGES.intervalDays)
        .max(MAINTENANCE_PLAN_INTERVAL_DAYS_MAX, MAINTENANCE_PLAN_MESSAGES.intervalDaysTooLarge),
    ),
    estimatedHours: estimatedHoursInput(),
    checklist: checklistInput(),
    marginHours: numberInput(
      storedDecimal(
        METER_COLUMN,
        z
          .number({ error: MAINTENANCE_PLAN_MESSAGES.marginHours })
          .min(0, MAINTENANCE_PLAN_MESSAGES.marginHours)
          .max(MAINTENANCE_PLAN_INTERVAL_HOURS_MAX, MAINTENANCE_PLAN_MESSAGES.intervalHoursTooLarge),
      ).default(MAINTENANCE_PLAN_DEFAULT_MARGIN_HOURS),
    ),
    marginDays: numberInput(
      z
        .number({ error: MAINTENANCE_PLAN_MESSAGES.marginDays })
        .int(MAINTENANCE_PLAN_MESSAGES.marginDays)
        .min(0, MAINTENANCE_PLAN_MESSAGES.marginDays)
        .max(MAINTENANCE_PLAN_INTERVAL_DAYS_MAX, MAINTENANCE_PLAN_MESSAGES.intervalDaysTooLarge)
        .default(MAINTENANCE_PLAN_DEFAULT_MARGIN_DAYS),
    ),
    lastServiceHours: optionalNumberInput(meterReadingInput(MAINTENANCE_PLAN_MESSAGES.lastServiceHours)),
    lastServiceDate: optionalDateOnlyInput(MAINTENANCE_PLAN_MESSAGES.lastServiceDate).refine(
      (day) => day === undefined || notInTheFuture(day),
      MAINTENANCE_PLAN_MESSAGES.lastServiceDateFuture,
    ),
  })
  .superRefine((plan, ctx) => {
    if (plan.intervalHours === undefined && plan.intervalDays === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["intervalHours"],
        message: MAINTENANCE_PLAN_MESSAGES.intervalRequired,
      });
    }
    if (plan.intervalHours !== undefined && plan.marginHours >= plan.intervalHours) {
      ctx.addIssue({
        code: "custom",
        path: ["marginHours"],
        message: MAINTENANCE_PLAN_MESSAGES.marginNotBelowInterval,
      });
    }
    if (plan.intervalDays !== undefined && plan.marginDays >= plan.intervalDays) {
      ctx.addIssue({
        code: "custom",
        path: ["marginDays"],
        message: MAINTENANCE_PLAN_MESSAGES.marginNotBelowInterval,
      });
    }
  });
export type MaintenancePlanFormInput = z.input<typeof maintenancePlanFormSchema>;
export type MaintenancePlanForm = z.output<typeof maintenancePlanFormSchema>;

/** A plan as the equipment details show it: its last service, and its next due point by meter and by date. */
export const maintenancePlanSchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  title: z.string(),
  intervalHours: z.number().nullable(),
  intervalDays: z.number().int().nullable(),
  estimatedHours: z.number().nullable(),
  checklist: z.array(z.string()),
  marginHours: z.number(),
  marginDays: z.number().int(),
  lastServiceHours: z.number(),
  lastServiceDate: dateOnlySchema,
  nextDueHours: z.number().nullable(),
  nextDueDate: dateOnlySchema.nullable(),
  dueState: z.enum(MAINTENANCE_PLAN_DUE_STATES),
  openWorkOrder: z
    .object({ id: z.uuid(), title: z.string(), status: z.enum(WORK_ORDER_STATUSES) })
    .nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type MaintenancePlan = z.output<typeof maintenancePlanSchema>;

/** GET /equipment/{id}/maintenance-plans: the machine's hour meter and its plans, oldest first. */
export const maintenancePlanListSchema = z.object({
  hourMeter: z.number(),
  plans: z.array(maintenancePlanSchema),
});
export type MaintenancePlanList = z.output<typeof maintenancePlanListSchema>;

/** `{equipmentId (the machine's id), planId}` route parameters. */
export const maintenancePlanParamsSchema = z.object({
  id: z.uuid({ error: "Invalid id" }),
  planId: z.uuid({ error: "Invalid id" }),
});

/** A plan the due-maintenance check lists (GET /maintenance/schedule). */
export const duePlanSchema = z.object({
  planId: z.uuid(),
  equipmentId: z.uuid(),
  equipmentNumber: z.string(),
  equipmentName: z.string(),
  title: z.string(),
  dueState: z.enum(["DUE", "DUE_SOON"]),
  hourMeter: z.number(),
  nextDueHours: z.number().nullable(),
  nextDueDate: dateOnlySchema.nullable(),
});
export type DuePlan = z.output<typeof duePlanSchema>;
