import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { allowedUserChanges, roleLabel } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";
import { RoleEditor } from "./role-editor";
import type { TeamListProps } from "./team-list";
import { TeamMemberActions } from "./team-member-actions";
import { teamMemberDates } from "./team-member-facts";
import { TeamMemberIdentity } from "./team-member-identity";
import { UserStatusBadge } from "./user-status-badge";

const HEAD = "px-3 py-3 text-start text-xs font-semibold tracking-wide text-ink-muted uppercase";
const CELL = "px-3 py-3 align-top";
const COLUMNS = [msg`User`, msg`Role`, msg`Status`, msg`Last login`, msg`Joined`, msg`Actions`];

/** Wide screens (part 2, 2.10): user, role, status, last login, joined, actions. */
export function TeamTable({ users, manager, roleEdit, busy, ...handlers }: TeamListProps) {
  const { i18n } = useLingui();
  return (
    <div className="hidden rounded-xl border border-line bg-surface shadow-sm xl:block">
      <table className="w-full border-collapse text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">
          <Trans>Team members</Trans>
        </caption>
        <thead className="border-b border-line">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col" className={HEAD}>
                {i18n._(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const allowed = allowedUserChanges(manager, user);
            const editing = roleEdit.editingId === user.id;
            const dates = teamMemberDates(user);
            return (
              <tr key={user.id}>
                <td className={`${CELL} w-1/3 min-w-52`}>
                  <TeamMemberIdentity user={user} isSelf={user.id === manager.id} />
                </td>
                <td className={CELL}>
                  {editing ? (
                    <RoleEditor user={user} roles={allowed.roles} edit={roleEdit} />
                  ) : (
                    <span className="font-medium whitespace-nowrap">{domainText(roleLabel(user.role))}</span>
                  )}
                </td>
                <td className={CELL}>
                  <UserStatusBadge status={user.status} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <time dateTime={user.lastLogin ?? undefined} title={dates.lastLoginExact}>
                    {dates.lastLogin}
                  </time>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <time dateTime={user.createdAt}>{dates.joined}</time>
                </td>
                <td className={CELL}>
                  <TeamMemberActions
                    user={user}
                    allowed={allowed}
                    editing={editing}
                    layout="row"
                    {...handlers}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
