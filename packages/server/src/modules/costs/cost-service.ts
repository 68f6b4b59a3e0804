import { can, WORK_ORDER_MESSAGES, type WorkOrderCost } from "@mnx/domain";
import { workOrderScopeOf } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { organizationCurrency } from "../organization/organization-service.js";
import { findWorkOrderCost } from "./cost-repository.js";

/**
 * GET /work-orders/{id}/cost: parts, labour and total in the organization's currency (docs/decisions/031). A
 * completed job's cost is final: no part or labour line can be added or removed while it stays completed, and
 * every row keeps the price or rate of its time. An operator gets no amounts (null).
 */
export async function workOrderCost(
  db: Database,
  user: AuthenticatedUser,
  workOrderId: string,
): Promise<WorkOrderCost> {
  const [row, currency] = await Promise.all([
    findWorkOrderCost(db, workOrderScopeOf(user), workOrderId),
    organizationCurrency(db, user.organizationId),
  ]);
  if (!row) throw notFound(WORK_ORDER_MESSAGES.notFound);
  const costs = can(user.role, "costs.view");
  const completed = row.status === "COMPLETED";
  return {
    currency,
    partsCost: costs ? row.parts_cost : null,
    labourCost: costs ? row.labour_cost : null,
    totalCost: costs ? Math.round((row.parts_cost + row.labour_cost) * 100) / 100 : null,
    labourHours: row.labour_hours,
    completed,
    completedAt: completed ? (row.actual_end?.toISOString() ?? null) : null,
  };
}
