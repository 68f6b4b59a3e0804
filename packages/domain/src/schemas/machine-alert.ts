import { z } from "zod";
import { MACHINE_ALERTS_PAGE_SIZE } from "../constants.js";
import {
  MACHINE_ALERT_MESSAGES,
  MACHINE_ALERT_SEVERITIES,
  MACHINE_ALERT_STATUSES,
} from "../machine-alert-rules.js";
import {
  idSchema,
  isoDateTimeSchema,
  pageQuery,
  personRefSchema,
  queryBoolean,
  queryEnumList,
} from "./fields.js";
import { workOrderSchema } from "./work-order.js";

/** A machine alert as answered (docs/decisions/047): a fault code the machine's telematics reported. */
export const machineAlertSchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  equipment: z.object({ id: z.uuid(), equipmentNumber: z.string(), name: z.string() }),
  /** The FaultCode's CodeIdentifier (e.g. an SPN/FMI pair, or the maker's code). */
  code: z.string(),
  /** The FaultCode's CodeSource: the controller that raised it (empty when the feed names none). */
  codeSource: z.string(),
  description: z.string().nullable(),
  severity: z.enum(MACHINE_ALERT_SEVERITIES),
  /** The severity as the feed wrote it. */
  feedSeverity: z.string().nullable(),
  status: z.enum(MACHINE_ALERT_STATUSES),
  firstOccurredAt: isoDateTimeSchema,
  lastOccurredAt: isoDateTimeSchema,
  /** How many times the feed reported it (a new time of the same open code counts; a re-poll does not). */
  occurrences: z.number().int(),
  connectionName: z.string().nullable(),
  acknowledgedAt: isoDateTimeSchema.nullable(),
  acknowledgedBy: personRefSchema.nullable(),
  acknowledgedNote: z.string().nullable(),
  clearedAt: isoDateTimeSchema.nullable(),
  clearedBy: personRefSchema.nullable(),
  clearedNote: z.string().nullable(),
  /** The work order made from it. */
  workOrderId: z.uuid().nullable(),
  createdAt: isoDateTimeSchema,
});
export type MachineAlert = z.output<typeof machineAlertSchema>;

/** GET /machine-alerts and GET /equipment/{id}/alerts: newest occurrence first. */
export const machineAlertListQuerySchema = z.object({
  severity: queryEnumList(MACHINE_ALERT_SEVERITIES).optional(),
  /** true: open and acknowledged ones; false: cleared ones. */
  open: queryBoolean().optional(),
  ...pageQuery(MACHINE_ALERTS_PAGE_SIZE),
});
export type MachineAlertListQuery = z.output<typeof machineAlertListQuerySchema>;

/** POST /machine-alerts/{id}/acknowledge and /clear: what was seen or done. */
export const machineAlertNoteSchema = z.object({
  note: z
    .string({ error: MACHINE_ALERT_MESSAGES.noteRequired })
    .trim()
    .min(1, MACHINE_ALERT_MESSAGES.noteRequired)
    .max(1_000, MACHINE_ALERT_MESSAGES.noteTooLong),
});
export type MachineAlertNote = z.output<typeof machineAlertNoteSchema>;

export const machineAlertIdParamsSchema = z.object({ id: idSchema("Invalid alert id") });

/** The answer of POST /machine-alerts/{id}/work-order: the alert and its draft work order. */
export const machineAlertWithWorkOrderSchema = z.object({
  alert: machineAlertSchema,
  workOrder: workOrderSchema,
});
export type MachineAlertWithWorkOrder = z.output<typeof machineAlertWithWorkOrderSchema>;

/** A machine's last known position, as its telematics told (GET /equipment/{id}). */
export const machinePositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  takenAt: isoDateTimeSchema,
  source: z.string(),
});
export type MachinePosition = z.output<typeof machinePositionSchema>;

const timedPercent = z.object({ percent: z.number(), takenAt: isoDateTimeSchema });

/** A machine's latest levels from its telematics (not meters: they go up and down; decision 047). */
export const machineLevelsSchema = z.object({
  fuelRemaining: timedPercent.nullable(),
  defRemaining: timedPercent.nullable(),
  engine: z.object({ running: z.boolean(), takenAt: isoDateTimeSchema }).nullable(),
  source: z.string(),
});
export type MachineLevels = z.output<typeof machineLevelsSchema>;
