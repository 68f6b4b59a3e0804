import { WORK_ORDER_PARTS_MESSAGES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { registerStatusStep, type StatusMove } from "../work-orders/work-order-step-writes.js";
import { heldByWorkOrder } from "./cancelled-job-repository.js";
import { lockPart } from "./part-repository.js";
import { appendLedger, type LedgerLine } from "./stock-repository.js";

/**
 * A cancelled job gives back the parts it still holds (docs/decisions/036): one RETURNED row per part and
 * location, in the cancel's transaction (the work-orders module runs this step, registered by the parts
 * module, which owns the ledger). Each part goes back where it was taken from, the latest use first, net of
 * what was returned there already, at the job's average cost of its uses (as a return by hand), so the job's
 * parts cost comes back to 0 and the stock, the 'to order' list and the reports move with it. A part archived
 * since is given back all the same: it is back on the shelf.
 */
export async function giveBackCancelledJobParts(tx: Database, move: StatusMove): Promise<void> {
  const held = await heldByWorkOrder(tx, move.workOrderId);
  if (held.length === 0) return;
  const lines: LedgerLine[] = [];
  const left = new Map<string, number>();
  for (const row of held) {
    const remaining = left.get(row.part_id) ?? row.held;
    const quantity = Math.min(row.held_here, remaining);
    left.set(row.part_id, remaining - quantity);
    if (quantity <= 0) continue;
    lines.push({
      partId: row.part_id,
      locationId: row.location_id,
      kind: "RETURNED",
      quantity,
      unitCost: row.used_cost ?? 0,
      workOrderId: move.workOrderId,
      reason: WORK_ORDER_PARTS_MESSAGES.cancelledReason,
    });
  }
  // Stock changes hold their part FOR SHARE (a count or a price change waits); in part order, so two cancels
  // sharing parts never lock them in opposite orders.
  for (const partId of [...new Set(lines.map((line) => line.partId))].sort()) {
    await lockPart(tx, move.organizationId, partId, "SHARE");
  }
  await appendLedger(tx, move.organizationId, move.userId, lines);
}

/** Registers the step with the work-orders module (the parts module's routes do, as the app is built). */
export function registerCancelledJobStep(): void {
  registerStatusStep("parts: a cancelled job gives its parts back", "CANCELLED", giveBackCancelledJobParts);
}
