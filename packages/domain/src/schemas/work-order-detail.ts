import { z } from "zod";
import { DEFECT_STATUSES } from "../defect-rules.js";
import { WORK_ORDER_STATUSES } from "../enums.js";
import { isoDateTimeSchema, personRefSchema } from "./fields.js";
import { workOrderPhotoSchema } from "./photo.js";
import { workOrderSchema } from "./work-order.js";

/**
 * One line of a work order's history (DECISIONS.md: who, when, from, to, note): one per status move, each a
 * move the state machine allows; `fromStatus` is null for the creation.
 */
export const workOrderHistoryEntrySchema = z.object({
  id: z.uuid(),
  fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WORK_ORDER_STATUSES),
  note: z.string().nullable(),
  changedBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type WorkOrderHistoryEntry = z.output<typeof workOrderHistoryEntrySchema>;

/**
 * A defect the work order is about (docs/decisions/040): one it repairs (REPAIRS), or, for a daily inspection,
 * one it reported (REPORTED).
 */
export const workOrderDefectSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  item: z.string(),
  critical: z.boolean(),
  status: z.enum(DEFECT_STATUSES),
  link: z.enum(["REPAIRS", "REPORTED"]),
});
export type WorkOrderDefect = z.output<typeof workOrderDefectSchema>;

/**
 * GET /work-orders/{id}: the work order with its history, oldest first, its photos, oldest first, and its
 * defects, critical first.
 */
export const workOrderDetailSchema = workOrderSchema.extend({
  history: z.array(workOrderHistoryEntrySchema),
  photos: z.array(workOrderPhotoSchema),
  defects: z.array(workOrderDefectSchema),
});
export type WorkOrderDetail = z.output<typeof workOrderDetailSchema>;

/** `data` of a single work order's answer (part 1, 7 reads `data.workOrder`). */
export const workOrderDataSchema = z.object({ workOrder: workOrderSchema });
export const workOrderDetailDataSchema = z.object({ workOrder: workOrderDetailSchema });

/** PATCH /work-orders/bulk/status: the changed work orders, in the order asked. */
export const bulkStatusResultSchema = z.object({ updated: z.array(workOrderSchema) });
export type BulkStatusResult = z.output<typeof bulkStatusResultSchema>;
