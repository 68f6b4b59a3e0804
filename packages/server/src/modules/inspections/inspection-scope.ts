import { can } from "@mnx/domain";
import type { AuthenticatedUser } from "../../plugins/auth.js";

/**
 * Whose daily inspections a user counts and assigns: an operator (who sees only their own assignments) their
 * own machines' and their own inspections; everyone else the organization's.
 */
export interface InspectionScope {
  organizationId: string;
  operatorId: string | null;
}

export function inspectionScopeOf(user: AuthenticatedUser): InspectionScope {
  return {
    organizationId: user.organizationId,
    operatorId: can(user.role, "assignments.viewAll") ? null : user.id,
  };
}
