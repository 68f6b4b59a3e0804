import { useLingui } from "@lingui/react/macro";
import { allowedUserChanges, roleLabel, type TeamManager, type User } from "@mnx/domain";
import type { ReactNode } from "react";
import { domainText } from "../../../lib/i18n/i18n";
import { RoleEditor } from "./role-editor";
import { TeamMemberActions, type TeamMemberHandlers } from "./team-member-actions";
import { teamMemberDates } from "./team-member-facts";
import { TeamMemberIdentity } from "./team-member-identity";
import type { RoleEdit } from "./use-role-edit";
import { UserStatusBadge } from "./user-status-badge";

interface TeamMemberCardProps extends TeamMemberHandlers {
  user: User;
  manager: TeamManager;
  roleEdit: RoleEdit;
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Narrow screens (part 2, 2.10): one card per person with the table's facts and actions. */
export function TeamMemberCard({ user, manager, roleEdit, ...handlers }: TeamMemberCardProps) {
  const allowed = allowedUserChanges(manager, user);
  const editing = roleEdit.editingId === user.id;
  const dates = teamMemberDates(user);
  const { t } = useLingui();
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <TeamMemberIdentity user={user} isSelf={user.id === manager.id} />
        <UserStatusBadge status={user.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        <Fact label={t`Role`} wide>
          {editing ? (
            <RoleEditor user={user} roles={allowed.roles} edit={roleEdit} />
          ) : (
            domainText(roleLabel(user.role))
          )}
        </Fact>
        <Fact label={t`Last login`}>
          <time dateTime={user.lastLogin ?? undefined} title={dates.lastLoginExact}>
            {dates.lastLogin}
          </time>
        </Fact>
        <Fact label={t`Joined`}>
          <time dateTime={user.createdAt}>{dates.joined}</time>
        </Fact>
      </dl>
      <div className="mt-auto">
        <TeamMemberActions user={user} allowed={allowed} editing={editing} layout="wrap" {...handlers} />
      </div>
    </article>
  );
}
