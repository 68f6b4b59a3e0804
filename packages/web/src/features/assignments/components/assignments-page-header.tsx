import { assignmentsPageTitle, type Role } from "@mnx/domain";
import type { ReactNode } from "react";

/** The spec names the titles by role (domain assignmentsPageTitle); the descriptions are ours. */
const DESCRIPTIONS: Partial<Record<Role, string>> = {
  FLEET_MANAGER: "Assign machines to operators across every job site, and see who runs what.",
  SHOP_FOREMAN: "Track which machines are out with which operators, and bring them back.",
  FIELD_SUPERVISOR: "See which machines and operators are working on your job sites.",
  OPERATOR: "The machines you have been assigned, current and past.",
};
const DEFAULT_DESCRIPTION = "Who runs which machine, on which job site, and since when.";

export function AssignmentsPageHeader({ role, action }: { role: Role | undefined; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">{assignmentsPageTitle(role)}</h2>
        <p className="text-sm text-ink-muted">{(role && DESCRIPTIONS[role]) ?? DEFAULT_DESCRIPTION}</p>
      </div>
      {action}
    </div>
  );
}
