import { ASSIGNMENT_MESSAGES, type Assignment } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
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
  return (
    <PagedResults
      query={query}
      items={(page) => page.assignments}
      itemKey={(assignment) => assignment.id}
      renderItem={(assignment) => <AssignmentCard assignment={assignment} onView={onView} onEnd={onEnd} />}
      loadingTitle="Loading equipment assignments..."
      errorTitle={ASSIGNMENT_MESSAGES.loadFailed}
      errorText={query.error?.message}
      emptyTitle={ASSIGNMENT_MESSAGES.noneFound}
      emptyText={
        filtered
          ? "Try adjusting your search or filters."
          : "No machine has been assigned to an operator yet."
      }
      emptyAction={filtered ? undefined : createAction}
      countLabel={countOf("assignment", "assignments")}
      pagesLabel="Assignment pages"
      pagesWithTotal={false}
      onPage={onPage}
    />
  );
}
