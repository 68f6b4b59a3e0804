import { z } from "zod";
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

/** GET /work-orders/{id}: the work order with its history, oldest first, and its photos, oldest first. */
export const workOrderDetailSchema = workOrderSchema.extend({
  history: z.array(workOrderHistoryEntrySchema),
  photos: z.array(workOrderPhotoSchema),
});
export type WorkOrderDetail = z.output<typeof workOrderDetailSchema>;

/** `data` of a single work order's answer (part 1, 7 reads `data.workOrder`). */
export const workOrderDataSchema = z.object({ workOrder: workOrderSchema });
export const workOrderDetailDataSchema = z.object({ workOrder: workOrderDetailSchema });

/** PATCH /work-orders/bulk/status: the changed work orders, in the order asked. */
export const bulkStatusResultSchema = z.object({ updated: z.array(workOrderSchema) });
export type BulkStatusResult = z.output<typeof bulkStatusResultSchema>;
