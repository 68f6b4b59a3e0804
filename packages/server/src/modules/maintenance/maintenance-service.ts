import type { CreatedWorkOrders, MaintenanceDue } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { countDuePlans, listDuePlanOrders, listDuePlans } from "../maintenance-plans/plan-due-service.js";
import { readCreatedWorkOrders } from "../work-orders/work-order-read-service.js";
import { createWorkOrders } from "../work-orders/work-order-writes.js";
import {
  countDueMaintenance,
  listDueMachineOrders,
  lockMaintenanceScheduling,
} from "./maintenance-repository.js";

/**
 * GET /maintenance/schedule: how many maintenance orders the caller's organization needs (machines whose next
 * maintenance date is near, and maintenance plans due or due soon without an open order), and those plans.
 */
export async function dueMaintenance(db: Database, user: AuthenticatedUser): Promise<MaintenanceDue> {
  const [machines, plans, duePlans] = await Promise.all([
    countDueMaintenance(db, user.organizationId),
    countDuePlans(db, user.organizationId),
    listDuePlans(db, user.organizationId),
  ]);
  return { dueMaintenanceCount: machines + plans, duePlans };
}

/**
 * POST /maintenance/schedule ('Create N Maintenance Orders'): creates the due preventive work orders exactly
 * once: one per machine whose maintenance date is near and one per due plan. An organization-wide lock makes
 * concurrent calls take turns, and a machine with an open (or, for this due date, completed) preventive order,
 * or a plan with an open order, is no longer due, so a second call creates nothing. For plans the database
 * holds it too (one open order per plan: a unique index), whatever takes the lock or not.
 */
export async function createDueMaintenance(
  db: Database,
  user: AuthenticatedUser,
): Promise<CreatedWorkOrders> {
  const ids = await db.transaction(async (tx) => {
    await lockMaintenanceScheduling(tx, user.organizationId);
    const machines = await createWorkOrders(
      tx,
      { organizationId: user.organizationId, createdById: user.id, note: "Scheduled maintenance" },
      await listDueMachineOrders(tx, user.organizationId),
    );
    const plans = await createDuePlanOrders(tx, user.organizationId, user.id);
    return [...machines.map((order) => order.id), ...plans];
  });
  return { created: ids.length, workOrders: await readCreatedWorkOrders(db, user, ids) };
}

/**
 * The due plans' orders, inside the caller's transaction; a plan that got an open order from a concurrent
 * call meanwhile is skipped (the unique index waits for that call, then skips). Answers the new orders' ids.
 */
export async function createDuePlanOrders(tx: Database, organizationId: string, userId: string) {
  const created = await createWorkOrders(
    tx,
    { organizationId, createdById: userId, note: "Maintenance plan due", skipExisting: "openPlanOrder" },
    await listDuePlanOrders(tx, organizationId),
  );
  return created.map((order) => order.id);
}
