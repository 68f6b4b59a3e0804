import { z } from "zod";
import { INSPECTION_HISTORY_PAGE_SIZE } from "../constants.js";
import { INSPECTION_KINDS, WORK_ORDER_STATUSES } from "../enums.js";
import { dateOnlySchema, isoDateTimeSchema, pageQuery, personRefSchema } from "./fields.js";

/**
 * One inspection of a machine (a daily check or a periodic one) as its history lists it (GET /equipment/{id}/inspections): the day, who did it,
 * what it found and whether it was signed; the report itself is GET /inspections/{id}/report.pdf.
 */
export const machineInspectionSchema = z.object({
  id: z.uuid(),
  inspectionDate: dateOnlySchema,
  status: z.enum(WORK_ORDER_STATUSES),
  /** The daily pre-use check, or a periodic inspection's kind (its schedule's: monthly, quarterly, annual). */
  kind: z.enum(INSPECTION_KINDS),
  operator: personRefSchema.nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  /** The defects its failed items opened, and how many of them critical. */
  defects: z.number().int().min(0),
  criticalDefects: z.number().int().min(0),
  signed: z.boolean(),
});
export type MachineInspection = z.output<typeof machineInspectionSchema>;

/** Newest day first, 20 a page. */
export const machineInspectionListQuerySchema = z.object({ ...pageQuery(INSPECTION_HISTORY_PAGE_SIZE) });
export type MachineInspectionListQuery = z.output<typeof machineInspectionListQuerySchema>;
