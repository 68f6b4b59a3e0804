import { z } from "zod";
import { DEFECT_STATUSES } from "../defect-rules.js";
import {
  EQUIPMENT_TYPES,
  PERIODIC_DUE_STATES,
  PERIODIC_INSPECTION_KINDS,
  PERIODIC_INTERVAL_UNITS,
} from "../enums.js";
import { inspectionResultSchema } from "../inspection-checklist.js";
import {
  dateOnlySchema,
  idSchema,
  isoDateTimeSchema,
  numberInput,
  optionalDateOnlyInput,
  optionalIdInput,
  optionalTrimmedText,
  personRefSchema,
  requiredText,
} from "./fields.js";
import { isCompleteInspection, submittedInspectionItemSchema } from "./inspection-submission.js";
import { signatureInputSchema } from "./signature.js";

/** Periodic inspections and their schedules (docs/decisions/046). */

export const PERIODIC_TITLE_MAX = 100;
export const PERIODIC_INTERVAL_MAX = { DAYS: 3_650, MONTHS: 120 } as const;
export const PERIODIC_DUE_SOON_DAYS_MAX = 90;
export const PERIODIC_DEFAULT_DUE_SOON_DAYS = 14;
/** The dashboard's lists are bounded: at most this many schedules, done inspections and critical defects. */
export const PERIODIC_DASHBOARD_LIMIT = 50;
export const PERIODIC_RECENT_DAYS = 30;

export const PERIODIC_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be ${PERIODIC_TITLE_MAX} characters or less`,
  interval: "Interval must be a whole number above 0",
  intervalTooLarge: "Interval must be at most 3650 days or 120 months",
  dueSoonDays: `Due-soon margin must be a whole number of days between 0 and ${PERIODIC_DUE_SOON_DAYS_MAX}`,
  assigneeRequired: "Choose who does the inspection",
  equipmentRequired: "Choose a machine",
  invalidDate: "Please enter a valid date",
  notFound: "Periodic inspection schedule not found",
  exists: "This machine already has a schedule of that kind",
  assigneeRole: "A periodic inspection is assigned to an inspector, a mechanic or a shop foreman",
  assigneeUnknown: "The person to assign was not found in your organization",
  notAssigned: "This periodic inspection is assigned to someone else",
  kindMismatch:
    "This checklist is not for this kind of inspection. Start the inspection again on its checklist.",
  noTemplate:
    "There is no checklist for this kind of inspection on this machine yet. Ask a shop foreman to make one.",
  signatureRequired: "Sign the inspection before submitting it",
  alreadySubmitted: "This periodic inspection was submitted already",
  created: "Periodic inspection scheduled",
  updated: "Schedule updated",
  submittedOk: "Periodic inspection submitted: all items OK",
  submittedWithAttention: "Periodic inspection submitted: defects were reported",
  loadFailed: "Failed to load periodic inspections. Please try again.",
} as const;

const intervalCount = numberInput(
  z
    .number({ error: PERIODIC_MESSAGES.interval })
    .int(PERIODIC_MESSAGES.interval)
    .min(1, PERIODIC_MESSAGES.interval),
);
const dueSoonDays = numberInput(
  z
    .number({ error: PERIODIC_MESSAGES.dueSoonDays })
    .int(PERIODIC_MESSAGES.dueSoonDays)
    .min(0, PERIODIC_MESSAGES.dueSoonDays)
    .max(PERIODIC_DUE_SOON_DAYS_MAX, PERIODIC_MESSAGES.dueSoonDays),
).default(PERIODIC_DEFAULT_DUE_SOON_DAYS);

const withinMax = (value: { intervalCount: number; intervalUnit: keyof typeof PERIODIC_INTERVAL_MAX }) =>
  value.intervalCount <= PERIODIC_INTERVAL_MAX[value.intervalUnit];

/** What a manager sets on a schedule; `nextDueDate` is when it is first due (default: one interval from today). */
const scheduleFields = z.object({
  title: requiredText(PERIODIC_MESSAGES.titleRequired, PERIODIC_TITLE_MAX, PERIODIC_MESSAGES.titleTooLong),
  intervalCount,
  intervalUnit: z.enum(PERIODIC_INTERVAL_UNITS),
  dueSoonDays,
  assigneeId: idSchema(PERIODIC_MESSAGES.assigneeRequired),
  nextDueDate: optionalDateOnlyInput(PERIODIC_MESSAGES.invalidDate),
});

/** POST /periodic-inspections/schedules: a machine's schedule of one periodic kind. */
export const periodicScheduleCreateSchema = scheduleFields
  .extend({
    equipmentId: idSchema(PERIODIC_MESSAGES.equipmentRequired),
    kind: z.enum(PERIODIC_INSPECTION_KINDS),
  })
  .refine(withinMax, { message: PERIODIC_MESSAGES.intervalTooLarge, path: ["intervalCount"] });
export type PeriodicScheduleCreateInput = z.input<typeof periodicScheduleCreateSchema>;
export type PeriodicScheduleCreate = z.output<typeof periodicScheduleCreateSchema>;

/** PATCH /periodic-inspections/schedules/{id}: the machine and the kind stay; the rest is replaced. */
export const periodicScheduleUpdateSchema = scheduleFields.refine(withinMax, {
  message: PERIODIC_MESSAGES.intervalTooLarge,
  path: ["intervalCount"],
});
export type PeriodicScheduleUpdateInput = z.input<typeof periodicScheduleUpdateSchema>;
export type PeriodicScheduleUpdate = z.output<typeof periodicScheduleUpdateSchema>;

export const periodicScheduleIdParamsSchema = z.object({ id: idSchema("Invalid schedule id") });
export const periodicScheduleListQuerySchema = z.object({
  equipmentId: optionalIdInput("Invalid equipment"),
});

const machineRefSchema = z.object({
  id: z.uuid(),
  equipmentNumber: z.string(),
  name: z.string(),
  equipmentType: z.enum(EQUIPMENT_TYPES),
});

/** A schedule as answered, with where it stands today and the checklist version that applies now. */
export const periodicScheduleSchema = z.object({
  id: z.uuid(),
  equipment: machineRefSchema,
  kind: z.enum(PERIODIC_INSPECTION_KINDS),
  title: z.string(),
  intervalCount: z.number().int(),
  intervalUnit: z.enum(PERIODIC_INTERVAL_UNITS),
  dueSoonDays: z.number().int(),
  assignee: personRefSchema.extend({ role: z.string() }),
  nextDueDate: dateOnlySchema,
  lastDoneDate: dateOnlySchema.nullable(),
  lastInspectionId: z.uuid().nullable(),
  dueState: z.enum(PERIODIC_DUE_STATES),
  /** The current version of the machine's (or its type's) template of this kind; null when there is none. */
  templateVersionId: z.uuid().nullable(),
  updatedAt: isoDateTimeSchema,
});
export type PeriodicSchedule = z.output<typeof periodicScheduleSchema>;
export const periodicScheduleListSchema = z.object({ schedules: z.array(periodicScheduleSchema) });

/**
 * POST /periodic-inspections/submit: the whole inspection in one write, so it can wait in the offline queue.
 * `id` is the new inspection's id, made on the device, so the signature binds it before the server has a row.
 */
const periodicInspectionFields = z.object({
  id: idSchema("Inspection id is required"),
  scheduleId: idSchema("Schedule is required"),
  templateVersionId: idSchema("Checklist version is required"),
  items: z.array(submittedInspectionItemSchema).max(800),
  notes: optionalTrimmedText(2_000, "Notes must be 2000 characters or less"),
});
const everyItemMarked = [
  (submission: { items: Parameters<typeof isCompleteInspection>[0]; templateVersionId: string }) =>
    isCompleteInspection(submission.items, submission.templateVersionId),
  { message: "Mark every item before submitting", path: ["items"] as PropertyKey[] },
] as const;

/** The form's part of a submission (the signature is made from it on submit). */
export const periodicInspectionFormSchema = periodicInspectionFields.refine(...everyItemMarked);
export type PeriodicInspectionFormInput = z.input<typeof periodicInspectionFormSchema>;
export type PeriodicInspectionForm = z.output<typeof periodicInspectionFormSchema>;

export const periodicInspectionSubmissionSchema = periodicInspectionFields
  .extend({ signature: signatureInputSchema })
  .refine(...everyItemMarked);
export type PeriodicInspectionSubmissionInput = z.input<typeof periodicInspectionSubmissionSchema>;
export type PeriodicInspectionSubmission = z.output<typeof periodicInspectionSubmissionSchema>;

export const periodicInspectionSubmittedSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  result: inspectionResultSchema,
  schedule: periodicScheduleSchema,
});
export type PeriodicInspectionSubmitted = z.output<typeof periodicInspectionSubmittedSchema>;

/** A periodic inspection done recently. */
export const periodicInspectionDoneSchema = z.object({
  id: z.uuid(),
  scheduleId: z.uuid().nullable(),
  equipment: machineRefSchema,
  title: z.string(),
  status: z.string(),
  completedAt: isoDateTimeSchema,
  inspector: personRefSchema.nullable(),
  itemsNeedingAttention: z.number().int(),
});

/** An open critical defect (the machine is unsafe until it is certified). */
export const awaitingCertificationSchema = z.object({
  id: z.uuid(),
  equipment: z.object({ id: z.uuid(), equipmentNumber: z.string(), name: z.string() }),
  item: z.string(),
  status: z.enum(DEFECT_STATUSES),
  reportedAt: isoDateTimeSchema,
});

/** GET /periodic-inspections/dashboard: the inspector's work (their own; a manager's: everyone's). */
export const inspectorDashboardSchema = z.object({
  scope: z.enum(["MINE", "EVERYONE"]),
  today: dateOnlySchema,
  overdue: z.array(periodicScheduleSchema),
  due: z.array(periodicScheduleSchema),
  recent: z.array(periodicInspectionDoneSchema),
  awaitingCertification: z.array(awaitingCertificationSchema),
});
export type InspectorDashboard = z.output<typeof inspectorDashboardSchema>;
