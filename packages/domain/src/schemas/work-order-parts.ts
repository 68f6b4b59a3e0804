import { z } from "zod";
import { stockChangeSchema, workOrderPartSchema } from "./part.js";
import { workOrderSchema } from "./work-order.js";

/**
 * Asking for a part the job needs and the shop does not have (docs/decisions/033-parts-on-work-orders-web.md):
 * the job takes it now, before it is in stock, so the location's stock goes below zero and the part is on the
 * 'to order' list; the work order may wait for it.
 */

export const WORK_ORDER_PARTS_MESSAGES = {
  requested: "Part requested: it is on the 'to order' list",
  requestedAndWaiting: "Part requested: it is on the 'to order' list and the work order waits for parts",
  /** The reason written on the ledger row of a request: the job took it before it was in stock. */
  requestedReason: "Requested for this job before it was in stock",
  /** The reason on the rows that give a cancelled job's parts back to stock (docs/decisions/036). */
  cancelledReason: "Given back: the work order was cancelled",
} as const;

/** The history line of the move to Waiting Parts: 'Waiting for parts: FLT-100 Oil filter, 2 each at Main store'. */
export const waitingForPartsNote = (part: string, quantity: string, location: string) =>
  `Waiting for parts: ${part}, ${quantity} at ${location}`;

/** POST /work-orders/{id}/parts/request. */
export const workOrderPartRequestSchema = workOrderPartSchema.extend({
  /** Also move the work order to Waiting Parts (when it is not there already); the state machine decides. */
  waitForParts: z.boolean().default(false),
});
export type WorkOrderPartRequestInput = z.input<typeof workOrderPartRequestSchema>;
export type WorkOrderPartRequest = z.output<typeof workOrderPartRequestSchema>;

/** The request's answer: the ledger row, where stock stands, and the work order as it is now. */
export const partRequestedSchema = stockChangeSchema.extend({ workOrder: workOrderSchema });
export type PartRequested = z.output<typeof partRequestedSchema>;
