import { ASSIGNMENT_MESSAGES, type Assignment } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { StatePanel } from "../../../components/ui/state-panel";
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

/** Loading, error and empty states with the spec's texts, else the cards and 'Page X of Y'. */
export function AssignmentResults({
  query,
  onPage,
  onView,
  onEnd,
  createAction,
  filtered,
}: AssignmentResultsProps) {
  if (query.isPending) return <StatePanel kind="loading" title="Loading equipment assignments..." />;
  if (query.isError && !query.data) {
    return (
      <StatePanel
        kind="error"
        title={ASSIGNMENT_MESSAGES.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {query.error.message}
      </StatePanel>
    );
  }
  const { assignments, pagination } = query.data;
  if (assignments.length === 0) {
    return (
      <StatePanel
        kind="empty"
        title={ASSIGNMENT_MESSAGES.noneFound}
        action={filtered ? undefined : createAction}
      >
        {filtered
          ? "Try adjusting your search or filters."
          : "No machine has been assigned to an operator yet."}
      </StatePanel>
    );
  }
  return (
    <div className={`space-y-3 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {pagination.total === 1 ? "1 assignment" : `${pagination.total} assignments`}
      </p>
      <ul
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy={query.isPlaceholderData || undefined}
      >
        {assignments.map((assignment) => (
          <li key={assignment.id} className="flex">
            <AssignmentCard assignment={assignment} onView={onView} onEnd={onEnd} />
          </li>
        ))}
      </ul>
      <Pagination page={pagination.page} pages={pagination.pages} onPage={onPage} label="Assignment pages" />
    </div>
  );
}
