import type { CreatedWorkOrders, DailyInspectionCounts } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { readCreatedWorkOrders } from "../work-orders/work-order-read-service.js";
import { createWorkOrders } from "../work-orders/work-order-writes.js";
import { countInspections, listTodaysInspectionsToCreate } from "./inspection-repository.js";
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
 * a foreman or field supervisor: the organization's): ASSIGNED to each operated machine's operator. The unique
 * index (one per machine per day) makes a concurrent or repeated call skip what exists.
 */
export async function assignDailyInspections(
  db: Database,
  user: AuthenticatedUser,
): Promise<CreatedWorkOrders> {
  const scope = inspectionScopeOf(user);
  const created = await db.transaction(async (tx) =>
    createWorkOrders(
      tx,
      {
        organizationId: user.organizationId,
        createdById: user.id,
        note: "Daily inspection assigned",
        skipExisting: "inspectionOfTheDay",
      },
      await listTodaysInspectionsToCreate(tx, scope),
    ),
  );
  const workOrders = await readCreatedWorkOrders(
    db,
    user,
    created.map((order) => order.id),
  );
  return { created: created.length, workOrders };
}
