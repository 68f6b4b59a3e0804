import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { USER_MESSAGES, type User } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { PagedResults } from "../../../components/ui/paged-results";
import { formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import type { TeamPage } from "../api/team-queries";
import type { TeamListProps } from "./team-list";
import { TeamMemberCard } from "./team-member-card";
import { TeamTable } from "./team-table";

interface TeamResultsProps extends Omit<TeamListProps, "users" | "busy"> {
  query: UseQueryResult<TeamPage>;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
}

/** The people of the page: a table on wide screens, cards on narrow ones, with the list's states and pager. */
export function TeamResults({ query, filtered, onClear, onPage, ...list }: TeamResultsProps) {
  const { t } = useLingui();
  /** '1 user', '24 users', '10,000+ users' (an inexact total). */
  const countLabel = (total: number, exact: boolean) => {
    if (exact) return t`${plural(total, { one: "# user", other: "# users" })}`;
    const count = formatNumber(total);
    return t`${count}+ users`;
  };
  return (
    <PagedResults
      query={query}
      items={(page) => page.users}
      renderItems={(users, busy) => (
        <>
          <TeamTable users={users} busy={busy} {...list} />
          <ul
            aria-label={t`Team members`}
            aria-busy={busy || undefined}
            className="grid gap-3 md:grid-cols-2 xl:hidden"
          >
            {users.map((user: User) => (
              <li key={user.id} className="flex">
                <TeamMemberCard user={user} {...list} />
              </li>
            ))}
          </ul>
        </>
      )}
      loadingTitle={t`Loading users...`}
      errorTitle={domainText(USER_MESSAGES.loadFailed)}
      errorText={query.error?.message}
      emptyTitle={domainText(USER_MESSAGES.noneFound)}
      emptyText={filtered ? t`Try adjusting your search or filters.` : t`Add the first member of your team.`}
      emptyAction={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            <Trans>Clear Filters</Trans>
          </Button>
        ) : undefined
      }
      countLabel={countLabel}
      pagesLabel={t`User pages`}
      onPage={onPage}
    />
  );
}
