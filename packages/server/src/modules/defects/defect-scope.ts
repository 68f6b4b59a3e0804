import { can } from "@mnx/domain";
import type { AuthenticatedUser } from "../../plugins/auth.js";

/**
 * Whose defects a user reads: the defects of the machines they see (docs/decisions/040). An operator sees only
 * the machines assigned to them (equipment.viewAll), so only those machines' defects; everyone else the
 * organization's.
 */
export interface DefectScope {
  organizationId: string;
  operatorId: string | null;
}

export function defectScopeOf(user: AuthenticatedUser): DefectScope {
  return {
    organizationId: user.organizationId,
    operatorId: can(user.role, "equipment.viewAll") ? null : user.id,
  };
}
