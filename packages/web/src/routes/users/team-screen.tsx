import { useLingui } from "@lingui/react/macro";
import { can, isRole, type TeamManager, type User } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DismissibleAlert } from "../../components/ui/dismissible-alert";
import { FilteredList } from "../../components/ui/filtered-list";
import { TEAM_LIST } from "../../features/team/api/team-filters";
import { teamListQuery } from "../../features/team/api/team-queries";
import { AddUserModal } from "../../features/team/components/add-user-modal";
import { OrganizationSettingsCard } from "../../features/team/components/organization-settings-card";
import { TeamFilterPanel } from "../../features/team/components/team-filter-panel";
import { TeamHeader } from "../../features/team/components/team-header";
import { TeamLoadBanner } from "../../features/team/components/team-load-banner";
import { teamNotice } from "../../features/team/components/team-notices";
import { TeamResults } from "../../features/team/components/team-results";
import { TeamStats } from "../../features/team/components/team-stats";
import { useRoleEdit } from "../../features/team/components/use-role-edit";
import { UserDetailsModal } from "../../features/team/components/user-details-modal";
import { UserStatusDialog } from "../../features/team/components/user-status-dialog";
import { useAuth } from "../../lib/auth/use-auth";
import { queryKeys } from "../../lib/query-keys";
import { useFilteredList } from "../../lib/use-filtered-list";

/** /users, Team Management (part 2, 2.10), for those who hold users.manage; everyone else is told why not. */
export function TeamScreen() {
  const user = useAuth().user;
  // The page's guard (src/app/pages.ts) has let in only those who hold users.manage.
  if (!user || !isRole(user.role)) return null;
  // The session check refuses anyone who is not ACTIVE, so a signed-in manager is.
  return <TeamManagement manager={{ id: user.id, role: user.role, status: "ACTIVE" }} />;
}

type TeamDialog = { kind: "add" } | { kind: "status"; user: User } | { kind: "view"; id: string } | null;

function TeamManagement({ manager }: { manager: TeamManager }) {
  const client = useQueryClient();
  const { t } = useLingui();
  const list = useFilteredList(TEAM_LIST, teamListQuery);
  const [dialog, setDialog] = useState<TeamDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const close = () => setDialog(null);
  const finish = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const roleEdit = useRoleEdit((user) => setNotice(teamNotice.roleChanged(user)));
  const refresh = async () => {
    setRefreshing(true);
    try {
      await client.invalidateQueries({ queryKey: queryKeys.users.all });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="space-y-4">
      <TeamHeader
        refreshing={refreshing}
        onRefresh={() => void refresh()}
        onAdd={() => setDialog({ kind: "add" })}
      />
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      <TeamLoadBanner query={list.query} />
      <TeamStats />
      {can(manager.role, "organization.settings") ? <OrganizationSettingsCard /> : null}
      <FilteredList
        search={list.search}
        searchLabel={t`Search users`}
        searchPlaceholder={t`Search name or email`}
        panel={<TeamFilterPanel {...list.panel} />}
      >
        <TeamResults
          query={list.query}
          filtered={list.filtered}
          onClear={list.clear}
          onPage={list.setPage}
          manager={manager}
          roleEdit={roleEdit}
          onEditRole={roleEdit.start}
          onToggleStatus={(user) => setDialog({ kind: "status", user })}
          onView={(user) => setDialog({ kind: "view", id: user.id })}
        />
      </FilteredList>
      <AddUserModal
        open={dialog?.kind === "add"}
        managerRole={manager.role}
        onClose={close}
        onCreated={(user) => finish(teamNotice.added(user))}
      />
      <UserStatusDialog
        user={dialog?.kind === "status" ? dialog.user : null}
        onClose={close}
        onChanged={(user) => finish(teamNotice.statusChanged(user))}
      />
      <UserDetailsModal userId={dialog?.kind === "view" ? dialog.id : null} onClose={close} />
    </div>
  );
}
