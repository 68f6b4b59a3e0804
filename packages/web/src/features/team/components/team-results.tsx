import { USER_MESSAGES, type User } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
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
  return (
    <PagedResults
      query={query}
      items={(page) => page.users}
      renderItems={(users, busy) => (
        <>
          <TeamTable users={users} busy={busy} {...list} />
          <ul
            aria-label="Team members"
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
      loadingTitle="Loading users..."
      errorTitle={USER_MESSAGES.loadFailed}
      errorText={query.error?.message}
      emptyTitle={USER_MESSAGES.noneFound}
      emptyText={filtered ? "Try adjusting your search or filters." : "Add the first member of your team."}
      emptyAction={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            Clear Filters
          </Button>
        ) : undefined
      }
      countLabel={countOf("user", "users")}
      pagesLabel="User pages"
      onPage={onPage}
    />
  );
}
