import type { CreatedWorkOrders, MaintenanceDue } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import {
  countDuePlans,
  insertDuePlanOrders,
  listDuePlans,
} from "../maintenance-plans/plan-due-repository.js";
import { findWorkOrders } from "../work-orders/work-order-repository.js";
import { toWorkOrderDto } from "../work-orders/work-order-row.js";
import {
  countDueMaintenance,
  insertDueMaintenance,
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
    const machines = await insertDueMaintenance(tx, user.organizationId, user.id);
    return [...machines, ...(await insertDuePlanOrders(tx, user.organizationId, user.id))];
  });
  const rows = await findWorkOrders(db, { kind: "organization", organizationId: user.organizationId }, ids);
  const workOrders = rows
    .map(toWorkOrderDto)
    .sort(
      (a, b) =>
        a.equipment.equipmentNumber.localeCompare(b.equipment.equipmentNumber) ||
        a.title.localeCompare(b.title),
    );
  return { created: ids.length, workOrders };
}
