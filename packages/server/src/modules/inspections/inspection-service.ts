import type { CreatedWorkOrders, DailyInspectionCounts } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { findWorkOrders } from "../work-orders/work-order-repository.js";
import { toWorkOrderDto } from "../work-orders/work-order-row.js";
import { countInspections, insertTodaysInspections } from "./inspection-repository.js";
import { inspectionScopeOf } from "./inspection-scope.js";

/** GET /inspections/daily: today's counts for the caller (an operator: their own). */
export async function dailyInspectionCounts(
  db: Database,
  user: AuthenticatedUser,
): Promise<DailyInspectionCounts> {
  const counts = await countInspections(db, inspectionScopeOf(user));
  return {
    inspectionsNeeded: counts.needed,
    missedInspections: counts.missed,
    completedInspections: counts.completed,
    pendingToday: counts.pending_today,
  };
}

/**
 * POST /inspections/daily: assigns today's daily inspections (an operator's dashboard: their own machines;
 * a foreman or field supervisor: the organization's). At most one per machine per day, whoever calls.
 */
export async function assignDailyInspections(
  db: Database,
  user: AuthenticatedUser,
): Promise<CreatedWorkOrders> {
  const scope = inspectionScopeOf(user);
  const ids = await db.transaction((tx) => insertTodaysInspections(tx, scope, user.id));
  const rows = await findWorkOrders(db, { kind: "organization", organizationId: user.organizationId }, ids);
  const workOrders = rows
    .map(toWorkOrderDto)
    .sort((a, b) => a.equipment.equipmentNumber.localeCompare(b.equipment.equipmentNumber));
  return { created: ids.length, workOrders };
}
