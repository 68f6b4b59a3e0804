import { can, TERMINAL_WORK_ORDER_STATUSES } from "@mnx/domain";
import type { AuthenticatedUser } from "../plugins/auth.js";

/**
 * Which work orders a user may read (DECISIONS.md "Roles and permissions"): everyone with workOrders.viewAll
 * sees the organization's; an operator those on the machines assigned to them, reported by them or assigned
 * to them; a mechanic those assigned to them.
 */
export type WorkOrderScope =
  | { kind: "organization"; organizationId: string }
  | { kind: "operator" | "mechanic"; organizationId: string; userId: string };

export function workOrderScopeOf(user: AuthenticatedUser): WorkOrderScope {
  if (can(user.role, "workOrders.viewAll"))
    return { kind: "organization", organizationId: user.organizationId };
  const kind = user.role === "OPERATOR" ? "operator" : "mechanic";
  return { kind, organizationId: user.organizationId, userId: user.id };
}

/**
 * The WHERE condition for `alias` (a work_orders row), appending its values to `params`, so any query
 * (list, stats, details) restricts itself the same way.
 */
export function workOrderScopeCondition(scope: WorkOrderScope, params: unknown[], alias = "wo"): string {
  params.push(scope.organizationId);
  const organizationParam = `$${params.length}::uuid`;
  const organization = `${alias}.organization_id = ${organizationParam}`;
  if (scope.kind === "organization") return organization;
  params.push(scope.userId);
  const user = `$${params.length}`;
  if (scope.kind === "mechanic") {
    return `${organization} AND (${alias}.mechanic_id = ${user} OR ${alias}.assigned_to_id = ${user})`;
  }
  // Each arm reads an index; the operator's machines are listed first (ANY of an array, not EXISTS per row),
  // so the planner ORs four index scans instead of reading the organization's whole history.
  return `${organization} AND (${alias}.equipment_operator_id = ${user} OR ${alias}.reported_by_id = ${user}
    OR ${alias}.assigned_to_id = ${user}
    OR ${alias}.equipment_id = ANY(ARRAY(
      SELECT scope_a.equipment_id FROM equipment_assignments scope_a
      WHERE scope_a.organization_id = ${organizationParam} AND scope_a.operator_id = ${user}
        AND scope_a.status = 'ACTIVE')))`;
}

/**
 * Work order `wo` is not finished (not COMPLETED or CANCELLED), written exactly as the predicate of migration
 * 003's partial indexes, so a query that says it may read those small indexes instead of the whole history.
 */
export const UNFINISHED = `wo.status NOT IN (${TERMINAL_WORK_ORDER_STATUSES.map((status) => `'${status}'`).join(", ")})`;
