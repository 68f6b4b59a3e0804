import type { Database } from "../../db/database.js";
import { assertSafeToOperate } from "../equipment/equipment-safety-service.js";
import { registerStatusStep, type StatusMove } from "../work-orders/work-order-step-writes.js";
import { findWorkOrderKind, finishRepairs, releaseRepairs, startRepairs } from "./defect-repository.js";

/** The repair work order started (Start Work, a status change, a restart after a reopen): its defects are in repair. */
export async function repairStarted(tx: Database, move: StatusMove): Promise<void> {
  await startRepairs(tx, move.workOrderId);
}

/**
 * The work order completed: its defects are repaired (by who completed it). A daily or periodic inspection completed
 * (passed by its operator, or approved by a foreman) on a machine with a critical defect not yet certified is
 * refused (409 EQUIPMENT_UNSAFE): its daily check cannot be passed (docs/decisions/040).
 */
export async function workOrderCompleted(tx: Database, move: StatusMove): Promise<void> {
  const order = await findWorkOrderKind(tx, move.workOrderId);
  if (order?.work_order_type === "INSPECTION" || order?.work_order_type === "PERIODIC_INSPECTION") {
    await assertSafeToOperate(tx, move.organizationId, order.equipment_id);
  }
  await finishRepairs(tx, move.workOrderId, move.userId);
}

/** The repair work order cancelled: its defects not yet repaired wait for another one (their status stays). */
export async function repairCancelled(tx: Database, move: StatusMove): Promise<void> {
  await releaseRepairs(tx, move.workOrderId);
}

/**
 * Registers the steps with the work-orders module (the defects module's routes do, as the app is built):
 * work-orders sits below defects (MODULE_ORDER), so it runs them in each move's transaction without importing
 * this module, and only this module writes the defects table (docs/decisions/027).
 */
export function registerDefectSteps(): void {
  registerStatusStep("defects: the repair started", "IN_PROGRESS", repairStarted);
  registerStatusStep("defects: the repair completed, an inspection passed", "COMPLETED", workOrderCompleted);
  registerStatusStep("defects: the repair cancelled", "CANCELLED", repairCancelled);
}
