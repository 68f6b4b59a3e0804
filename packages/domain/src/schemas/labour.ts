import { z } from "zod";
import { LABOUR_HOURS_COLUMN, LABOUR_RATE_COLUMN } from "../column-limits.js";
import { ROLES } from "../roles.js";
import {
  dateOnlySchema,
  isoDateTimeSchema,
  numberInput,
  optionalDateOnlyInput,
  optionalIdInput,
  optionalTrimmedText,
  personRefSchema,
  storedDecimal,
  toNumberOrUndefined,
} from "./fields.js";

/** Labour on work orders, hourly rates and a job's cost (docs/decisions/031-labour-and-costs.md). */

/** A manual line is what one person did on one day, so at most a day's hours; more days, more lines. */
export const LABOUR_HOURS_MAX = 24;
export const LABOUR_RATE_MAX = 1_000_000;
export const LABOUR_NOTE_MAX = 500;

/**
 * MANUAL: recorded by hand. CLOCK: the Start Work to Complete Work time, written when the work order is
 * completed, for its mechanic at their rate then (none when they recorded their own time by hand).
 */
export const LABOUR_LINE_SOURCES = ["MANUAL", "CLOCK"] as const;
export type LabourLineSource = (typeof LABOUR_LINE_SOURCES)[number];

/** Where a line's rate came from: the person's own rate, their role's, or no rate was set (cost 0). */
export const LABOUR_RATE_SOURCES = ["USER", "ROLE", "NONE"] as const;
export type LabourRateSource = (typeof LABOUR_RATE_SOURCES)[number];

export const LABOUR_MESSAGES = {
  hours: "Hours must be a number above 0",
  hoursTooLarge: `One labour line holds at most ${LABOUR_HOURS_MAX} hours: add one line per day`,
  hourlyRate: "Hourly rate must be a number, 0 or more (or empty to clear it)",
  hourlyRateTooLarge: `Hourly rate must be ${LABOUR_RATE_MAX.toLocaleString("en-US")} or less`,
  noteTooLong: `Note must be ${LABOUR_NOTE_MAX} characters or less`,
  reasonTooLong: `Reason must be ${LABOUR_NOTE_MAX} characters or less`,
  workDateInFuture: "The work date cannot be in the future",
  workDateBeforeOrder: "The work date cannot be before the work order was created",
  personNotFound: "Choose an active member of your organization",
  ownTimeOnly: "Mechanics record only their own time",
  notYourLine: "Mechanics remove only the labour lines they recorded",
  lineNotFound: "Labour line not found",
  alreadyRemoved: "This labour line is already removed",
  workOrderClosed:
    "Labour can only be recorded or removed on a work order that is not completed or cancelled: a completed job keeps its cost",
  userNotFound: "User not found",
  recorded: "Labour recorded",
  removed: "Labour line removed",
  rateSaved: "Hourly rate saved",
  rateCleared: "Hourly rate cleared",
} as const;

const hours = () =>
  numberInput(
    storedDecimal(
      LABOUR_HOURS_COLUMN,
      z
        .number({ error: LABOUR_MESSAGES.hours })
        .positive(LABOUR_MESSAGES.hours)
        .max(LABOUR_HOURS_MAX, LABOUR_MESSAGES.hoursTooLarge),
    ),
  );

/** POST /work-orders/{id}/labour: who (the caller when left out), hours, the day (today when left out), note. */
export const labourLineInputSchema = z.object({
  userId: optionalIdInput(LABOUR_MESSAGES.personNotFound),
  hours: hours(),
  workDate: optionalDateOnlyInput(),
  note: optionalTrimmedText(LABOUR_NOTE_MAX, LABOUR_MESSAGES.noteTooLong),
});
export type LabourLineInput = z.output<typeof labourLineInputSchema>;
export type LabourLineFormInput = z.input<typeof labourLineInputSchema>;

/** POST /work-orders/{id}/labour/{lineId}/remove: the line stays, struck out, with who removed it and why. */
export const labourLineRemoveSchema = z.object({
  reason: optionalTrimmedText(LABOUR_NOTE_MAX, LABOUR_MESSAGES.reasonTooLong),
});
export type LabourLineRemove = z.output<typeof labourLineRemoveSchema>;

export const labourLineParamsSchema = z.object({
  id: z.uuid({ error: "Invalid id" }),
  lineId: z.uuid({ error: "Invalid id" }),
});

export const labourLineSchema = z.object({
  id: z.uuid(),
  workOrderId: z.uuid(),
  person: personRefSchema,
  source: z.enum(LABOUR_LINE_SOURCES),
  hours: z.number(),
  /** The rate at the time the line was written; null for a caller who sees no costs. */
  hourlyRate: z.number().nullable(),
  rateSource: z.enum(LABOUR_RATE_SOURCES),
  /** hours x rate, to the cent; null for a caller who sees no costs. */
  cost: z.number().nullable(),
  workDate: dateOnlySchema,
  note: z.string().nullable(),
  recordedBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  removedAt: isoDateTimeSchema.nullable(),
  removedBy: personRefSchema.nullable(),
  removedReason: z.string().nullable(),
});
export type LabourLine = z.output<typeof labourLineSchema>;

/** GET /work-orders/{id}/labour: every line (removed ones too, marked), the hours and cost of the others. */
export const workOrderLabourSchema = z.object({
  currency: z.string().nullable(),
  lines: z.array(labourLineSchema),
  hours: z.number(),
  labourCost: z.number().nullable(),
});
export type WorkOrderLabour = z.output<typeof workOrderLabourSchema>;

/** What a labour write answers: the line and the job's labour after it. */
export const labourChangeSchema = z.object({ line: labourLineSchema, labour: workOrderLabourSchema });
export type LabourChange = z.output<typeof labourChangeSchema>;

/**
 * GET /work-orders/{id}/cost: parts, labour and total in the organization's currency. `completed`: the job
 * is finished and its cost no longer moves (no part or labour can be added or removed, and every line keeps
 * the price and rate of its time). The amounts are null for a caller who sees no costs (an operator).
 */
export const workOrderCostSchema = z.object({
  currency: z.string().nullable(),
  partsCost: z.number().nullable(),
  labourCost: z.number().nullable(),
  totalCost: z.number().nullable(),
  labourHours: z.number(),
  completed: z.boolean(),
  completedAt: isoDateTimeSchema.nullable(),
});
export type WorkOrderCost = z.output<typeof workOrderCostSchema>;

const rate = () =>
  storedDecimal(
    LABOUR_RATE_COLUMN,
    z
      .number({ error: LABOUR_MESSAGES.hourlyRate })
      .min(0, LABOUR_MESSAGES.hourlyRate)
      .max(LABOUR_RATE_MAX, LABOUR_MESSAGES.hourlyRateTooLarge),
  );

/** PUT /labour-rates/roles/{role} and /labour-rates/users/{id}: a rate, or null (a blank field) to clear it. */
export const labourRateInputSchema = z.object({
  hourlyRate: z.preprocess(
    (value) =>
      value === null || (typeof value === "string" && value.trim() === "")
        ? null
        : toNumberOrUndefined(value),
    rate().nullable(),
  ),
});
export type LabourRateInput = z.output<typeof labourRateInputSchema>;

export const roleParamsSchema = z.object({
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}` }),
});

/** GET /labour-rates: each role's rate (null: none set) and the people with a rate of their own. */
export const labourRatesSchema = z.object({
  currency: z.string().nullable(),
  roles: z.array(
    z.object({
      role: z.enum(ROLES),
      hourlyRate: z.number().nullable(),
      updatedAt: isoDateTimeSchema.nullable(),
    }),
  ),
  users: z.array(
    z.object({
      user: personRefSchema.extend({ role: z.enum(ROLES) }),
      hourlyRate: z.number(),
      updatedAt: isoDateTimeSchema,
    }),
  ),
});
export type LabourRates = z.output<typeof labourRatesSchema>;
