import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { assignmentsPageTitle, type Role } from "@mnx/domain";
import type { ReactNode } from "react";
import { domainText } from "../../../lib/i18n/i18n";

/** The spec names the titles by role (domain assignmentsPageTitle); the descriptions are ours. */
const DESCRIPTIONS: Partial<Record<Role, MessageDescriptor>> = {
  FLEET_MANAGER: msg`Assign machines to operators across every job site, and see who runs what.`,
  SHOP_FOREMAN: msg`Track which machines are out with which operators, and bring them back.`,
  FIELD_SUPERVISOR: msg`See which machines and operators are working on your job sites.`,
  OPERATOR: msg`The machines you have been assigned, current and past.`,
};
const DEFAULT_DESCRIPTION = msg`Who runs which machine, on which job site, and since when.`;

export function AssignmentsPageHeader({ role, action }: { role: Role | undefined; action?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">{domainText(assignmentsPageTitle(role))}</h2>
        <p className="text-sm text-ink-muted">
          {i18n._((role && DESCRIPTIONS[role]) ?? DEFAULT_DESCRIPTION)}
        </p>
      </div>
      {action}
    </div>
  );
}
