import { can } from "@mnx/domain";
import type { AuthenticatedUser } from "../../plugins/auth.js";

/**
 * Which assignments a user may read (DECISIONS.md "Roles and permissions"): with assignments.viewAll, the
 * organization's; without it (operators), only their own. Lists, details and the machine details' current
 * assignment all restrict themselves with it.
 */
export interface AssignmentScope {
  organizationId: string;
  /** Set when the user sees only the assignments where they are the operator. */
  operatorId: string | null;
}

export function assignmentScopeOf(user: AuthenticatedUser): AssignmentScope {
  return {
    organizationId: user.organizationId,
    operatorId: can(user.role, "assignments.viewAll") ? null : user.id,
  };
}
