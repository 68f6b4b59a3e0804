import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ASSIGNMENT_MESSAGES, type Assignment } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PagedResults } from "../../../components/ui/paged-results";
import { domainText } from "../../../lib/i18n/i18n";
import type { AssignmentListPage } from "../api/assignment-queries";
import { AssignmentCard } from "./assignment-card";

interface AssignmentResultsProps {
  query: UseQueryResult<AssignmentListPage>;
  onPage: (page: number) => void;
  onView: (assignment: Assignment) => void;
  onEnd?: ((assignment: Assignment) => void) | undefined;
  /** 'Create First Assignment', for roles that may assign. */
  createAction?: ReactNode;
  filtered: boolean;
}

/** The assignment cards with the spec's loading, error and empty texts (part 2, 2.4). */
export function AssignmentResults({
  query,
  onPage,
  onView,
  onEnd,
  createAction,
  filtered,
}: AssignmentResultsProps) {
  const { t } = useLingui();
  return (
    <PagedResults
      query={query}
      items={(page) => page.assignments}
      itemKey={(assignment) => assignment.id}
      renderItem={(assignment) => <AssignmentCard assignment={assignment} onView={onView} onEnd={onEnd} />}
      loadingTitle={t`Loading equipment assignments...`}
      errorTitle={domainText(ASSIGNMENT_MESSAGES.loadFailed)}
      errorText={query.error?.message}
      emptyTitle={domainText(ASSIGNMENT_MESSAGES.noneFound)}
      emptyText={
        filtered
          ? t`Try adjusting your search or filters.`
          : t`No machine has been assigned to an operator yet.`
      }
      emptyAction={filtered ? undefined : createAction}
      countLabel={(total, exact) =>
        exact
          ? t`${plural(total, { one: "# assignment", other: "# assignments" })}`
          : t`${plural(total, { one: "#+ assignments", other: "#+ assignments" })}`
      }
      pagesLabel={t`Assignment pages`}
      pagesWithTotal={false}
      onPage={onPage}
    />
  );
}
