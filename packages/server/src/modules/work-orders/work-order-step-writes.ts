import type { WorkOrderStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/**
 * Steps other modules run inside a work order's status move (docs/decisions/036). Modules above work-orders
 * (MODULE_ORDER in .dependency-cruiser.cjs) cannot be imported by it, and a move must not write their tables
 * itself (docs/decisions/027): the parts module registers that a cancelled job gives its parts back, and
 * applyStatusChange runs it in the move's transaction, so the move and its consequences commit together.
 */

export interface StatusMove {
  organizationId: string;
  workOrderId: string;
  /** Who made the move: the rows a step writes are theirs. */
  userId: string;
  from: WorkOrderStatus;
  to: WorkOrderStatus;
}

export type StatusStep = (tx: Database, move: StatusMove) => Promise<void>;

const steps = new Map<string, { to: WorkOrderStatus; run: StatusStep }>();

/**
 * Runs `run` in every move to `to`. Keyed by `name`, so registering again (each app built in a process, as the
 * tests do) replaces the step instead of running it twice.
 */
export function registerStatusStep(name: string, to: WorkOrderStatus, run: StatusStep): void {
  steps.set(name, { to, run });
}

/** The registered steps of a move, in the order they were registered. */
export async function runStatusSteps(tx: Database, move: StatusMove): Promise<void> {
  for (const step of steps.values()) {
    if (step.to === move.to) await step.run(tx, move);
  }
}
