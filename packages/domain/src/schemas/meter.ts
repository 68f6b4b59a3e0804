import { z } from "zod";
import { METER_KINDS, READING_SOURCES, READING_STATUSES } from "../meter-rules.js";
import {
  dateTimeInput,
  isoDateTimeSchema,
  meterReadingInput,
  numberInput,
  optionalTrimmedText,
  pageQuery,
  personRefSchema,
} from "./fields.js";

/** Meters and their readings (docs/decisions/041-meters-and-readings.md). */

export const METER_READINGS_PAGE_SIZE = 50;
/** One POST /meter-readings carries at most this many readings. */
export const METER_READINGS_BATCH_MAX = 500;
/** A CSV import: at most this many characters and data rows (the request body is capped at 1 MB). */
export const METER_IMPORT_MAX_CHARS = 500_000;
export const METER_IMPORT_MAX_ROWS = 5_000;
/** The chart on Equipment Details: engine hours per day over this many days. */
export const METER_CHART_DAYS = 90;

export const METER_MESSAGES = {
  value: "Reading must be a valid positive number",
  takenAt: "Please enter a valid date and time",
  machine: "Give the machine's id, number or serial number",
  machineNotFound: "Machine not found",
  meterMissing: "This machine has no such meter",
  meterExists: "This machine already has that meter",
  readingNotFound: "Reading not found",
  notHeld: "This reading is not waiting for review",
  csvEmpty: "The file has no rows",
  csvNotCsv:
    "This is not a CSV of meter readings: the first line must name the columns machine, meter, value and time",
  csvTooLarge: `A file holds at most ${METER_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows and ${METER_IMPORT_MAX_CHARS.toLocaleString("en-US")} characters`,
  importHasErrors: "Nothing was imported: fix the rows marked and try again",
  imported: "Readings imported",
  accepted: "Reading accepted",
  rejected: "Reading rejected",
  meterAdded: "Meter added",
  recorded: "Reading recorded",
  held: "Reading held for review: it moves further than the time since the last reading allows",
  saveFailed: "The reading was not recorded. Please try again.",
} as const;

export const meterKindSchema = z.enum(METER_KINDS);

/** A machine's meter: its value as read now (the dial), and the machine's total across replaced meters. */
export const meterSchema = z.object({
  id: z.uuid(),
  kind: meterKindSchema,
  unit: z.string(),
  value: z.number(),
  /** The machine's hours (or distance) over its life: the value plus the meters it replaced. */
  lifetimeValue: z.number(),
  /** When the value was read (null: as entered with the machine, before readings were kept). */
  readAt: isoDateTimeSchema.nullable(),
  heldReadings: z.number().int().min(0),
});
export type Meter = z.output<typeof meterSchema>;

export const hoursPerDaySchema = z.object({ day: z.iso.date(), hours: z.number() });
export type HoursPerDay = z.output<typeof hoursPerDaySchema>;

export const machineMetersSchema = z.object({
  meters: z.array(meterSchema),
  /** Engine hours run per day over the last METER_CHART_DAYS days, from the accepted readings. */
  hoursPerDay: z.array(hoursPerDaySchema),
});
export type MachineMeters = z.output<typeof machineMetersSchema>;

export const meterReadingSchema = z.object({
  id: z.uuid(),
  equipment: z.object({ id: z.uuid(), equipmentNumber: z.string(), name: z.string() }),
  kind: meterKindSchema,
  value: z.number(),
  takenAt: isoDateTimeSchema,
  recordedAt: isoDateTimeSchema,
  source: z.enum(READING_SOURCES),
  /** Who or what sent it beyond the person: an import's file, an integrator's note, a work order's number. */
  sender: z.string().nullable(),
  recordedBy: personRefSchema.nullable(),
  status: z.enum(READING_STATUSES),
  /** Why it was held, refused or rejected. */
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  replacement: z.boolean(),
  /** A replacement's other side: the old meter's last value. */
  replacedValue: z.number().nullable(),
  workOrderId: z.uuid().nullable(),
  reviewedBy: personRefSchema.nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  reviewNote: z.string().nullable(),
});
export type MeterReading = z.output<typeof meterReadingSchema>;

export const meterReadingsQuerySchema = z.object({
  ...pageQuery(METER_READINGS_PAGE_SIZE),
  meter: meterKindSchema.optional(),
  status: z.enum(READING_STATUSES).optional(),
});
export type MeterReadingsQuery = z.output<typeof meterReadingsQuerySchema>;

export const heldReadingsQuerySchema = z.object({ ...pageQuery(METER_READINGS_PAGE_SIZE) });
export type HeldReadingsQuery = z.output<typeof heldReadingsQuerySchema>;

export const meterParamsSchema = z.object({ id: z.uuid({ error: "Invalid id" }) });

export const addMeterSchema = z.object({ kind: meterKindSchema });
export type AddMeter = z.output<typeof addMeterSchema>;

const takenAtInput = z.iso.datetime({ offset: true, error: METER_MESSAGES.takenAt });

/** One reading from an integrator: the machine by id, number or serial number. */
export const meterReadingInputSchema = z
  .object({
    equipmentId: z.uuid({ error: "Invalid id" }).optional(),
    equipmentNumber: z.string().trim().min(1).max(50).optional(),
    serialNumber: z.string().trim().min(1).max(100).optional(),
    meter: meterKindSchema.default("ENGINE_HOURS"),
    value: meterReadingInput(METER_MESSAGES.value),
    takenAt: takenAtInput,
    replacement: z.boolean().default(false),
    note: optionalTrimmedText(200),
  })
  .refine((item) => item.equipmentId ?? item.equipmentNumber ?? item.serialNumber, {
    message: METER_MESSAGES.machine,
    path: ["equipmentId"],
  });
export type MeterReadingInput = z.output<typeof meterReadingInputSchema>;

/**
 * Equipment Details' Record Reading form (a manager's own reading, or a meter replaced or reset): the form's
 * text parsed; sent as one reading of POST /meter-readings.
 */
export const meterReadingFormSchema = z.object({
  meter: meterKindSchema,
  value: numberInput(meterReadingInput(METER_MESSAGES.value)),
  takenAt: dateTimeInput(METER_MESSAGES.takenAt, METER_MESSAGES.takenAt),
  replacement: z.boolean().default(false),
});
export type MeterReadingFormInput = z.input<typeof meterReadingFormSchema>;
export type MeterReadingForm = z.output<typeof meterReadingFormSchema>;

export const meterReadingBatchSchema = z.object({
  readings: z
    .array(meterReadingInputSchema)
    .min(1, "Send at least one reading")
    .max(METER_READINGS_BATCH_MAX, `At most ${METER_READINGS_BATCH_MAX} readings per request`),
});
export type MeterReadingBatch = z.output<typeof meterReadingBatchSchema>;

/** What became of one reading sent: taken (ACCEPTED), held for review (HELD), or refused with its reason. */
export const readingVerdictSchema = z.object({
  index: z.number().int().min(0),
  status: z.enum(["ACCEPTED", "HELD", "REFUSED"]),
  readingId: z.uuid().nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type ReadingVerdictItem = z.output<typeof readingVerdictSchema>;

export const meterReadingBatchResultSchema = z.object({
  verdicts: z.array(readingVerdictSchema),
  accepted: z.number().int(),
  held: z.number().int(),
  refused: z.number().int(),
});
export type MeterReadingBatchResult = z.output<typeof meterReadingBatchResultSchema>;

export const readingReviewSchema = z.object({
  decision: z.enum(["ACCEPT", "REJECT"]),
  note: optionalTrimmedText(200),
});
export type ReadingReview = z.output<typeof readingReviewSchema>;

export const meterImportSchema = z.object({
  /** The file's name, kept as the readings' sender. */
  fileName: optionalTrimmedText(200),
  csv: z.string().max(METER_IMPORT_MAX_CHARS, METER_MESSAGES.csvTooLarge),
});
export type MeterImport = z.output<typeof meterImportSchema>;

/** One data row of an import (line: its line in the file) and its verdict. */
export const meterImportRowSchema = z.object({
  line: z.number().int(),
  machine: z.string(),
  meter: z.string(),
  value: z.string(),
  takenAt: z.string(),
  status: z.enum(["ACCEPTED", "HELD", "REFUSED", "ERROR"]),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type MeterImportRow = z.output<typeof meterImportRowSchema>;

export const meterImportResultSchema = z.object({
  rows: z.array(meterImportRowSchema),
  accepted: z.number().int(),
  held: z.number().int(),
  errors: z.number().int(),
  /** Whether the rows were written (the import) or only judged (the preview, or an import with errors). */
  written: z.boolean(),
});
export type MeterImportResult = z.output<typeof meterImportResultSchema>;
