import type { CreatedWorkOrders, MaintenanceDue } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findWorkOrders } from "../work-orders/work-order-repository.js";
import { toWorkOrderDto } from "../work-orders/work-order-row.js";
import {
  countDueMaintenance,
  insertDueMaintenance,
  lockMaintenanceScheduling,
} from "./maintenance-repository.js";

/** GET /maintenance/schedule: how many machines of the caller's organization need a maintenance order. */
export async function dueMaintenance(db: Database, user: AuthenticatedUser): Promise<MaintenanceDue> {
  return { dueMaintenanceCount: await countDueMaintenance(db, user.organizationId) };
}

/**
 * POST /maintenance/schedule ('Create N Maintenance Orders'): creates the due preventive work orders exactly
 * once. An organization-wide lock makes concurrent calls take turns, and a machine with an open (or, for this
 * due date, completed) preventive order is no longer due, so a second call creates nothing.
 */
export async function createDueMaintenance(
  db: Database,
  user: AuthenticatedUser,
): Promise<CreatedWorkOrders> {
  const ids = await db.transaction(async (tx) => {
    await lockMaintenanceScheduling(tx, user.organizationId);
    return insertDueMaintenance(tx, user.organizationId, user.id);
  });
  const rows = await findWorkOrders(db, { kind: "organization", organizationId: user.organizationId }, ids);
  const workOrders = rows
    .map(toWorkOrderDto)
    .sort((a, b) => a.equipment.equipmentNumber.localeCompare(b.equipment.equipmentNumber));
  return { created: ids.length, workOrders };
}
