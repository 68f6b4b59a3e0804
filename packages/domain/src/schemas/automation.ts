import { z } from "zod";
import { inspectionResultSchema } from "../inspection-checklist.js";
import { workOrderSchema } from "./work-order.js";

/**
 * POST /maintenance/schedule and POST /inspections/daily (the foreman's and supervisor's automation buttons,
 * the operator's automatic inspections): the work orders created now (none when nothing was due).
 */
export const createdWorkOrdersSchema = z.object({
  created: z.number().int().min(0),
  workOrders: z.array(workOrderSchema),
});
export type CreatedWorkOrders = z.output<typeof createdWorkOrdersSchema>;

/** POST /inspections/daily/submit: the inspection's work order after submission and the stored result. */
export const inspectionSubmittedSchema = z.object({
  workOrder: workOrderSchema,
  result: inspectionResultSchema,
});
export type InspectionSubmitted = z.output<typeof inspectionSubmittedSchema>;
