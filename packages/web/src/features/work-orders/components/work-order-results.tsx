import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { StatePanel } from "../../../components/ui/state-panel";
import { errorMessage } from "../../../lib/error-message";
import type { WorkOrderListPage } from "../api/work-order-queries";
import { WorkOrderCard, type WorkOrderCardActions } from "./work-order-card";

/** Empty-state texts under 'No Work Orders Found' (part 2, 2.6: the 'my' filter has its own). */
const EMPTY_TEXTS = {
  mine: "No work orders are assigned to you or reported by you.",
  filtered: "Try adjusting your search or filters",
  none: "There are no work orders yet.",
} as const;

interface WorkOrderResultsProps extends WorkOrderCardActions {
  query: UseQueryResult<WorkOrderListPage>;
  /** Search or any filter is set: the empty state offers to clear them. */
  filtered: boolean;
  /** The 'My work orders' filter is on. */
  mine: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  /** Shown in the unfiltered empty state to those who may create work orders. */
  createAction?: ReactNode;
}

/** Loading, error and empty states with the spec's texts, else the cards and the pages. */
export function WorkOrderResults(props: WorkOrderResultsProps) {
  const { query, filtered, mine, onClear, onPage, createAction, ...actions } = props;
  if (query.isPending) return <StatePanel kind="loading" title="Loading work orders..." />;
  if (query.isError && !query.data) {
    return (
      <StatePanel
        kind="error"
        title={errorMessage(query.error, WORK_ORDER_MESSAGES.loadFailed)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  const { workOrders, pagination } = query.data;
  if (workOrders.length === 0) {
    const clear = (
      <Button variant="secondary" onClick={onClear}>
        Clear Filters
      </Button>
    );
    return (
      <StatePanel
        kind="empty"
        title={WORK_ORDER_MESSAGES.noWorkOrders}
        action={filtered ? clear : createAction}
      >
        {mine ? EMPTY_TEXTS.mine : filtered ? EMPTY_TEXTS.filtered : EMPTY_TEXTS.none}
      </StatePanel>
    );
  }
  return (
    <div className={`space-y-3 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {pagination.total === 1 ? "1 work order" : `${pagination.total} work orders`}
      </p>
      <ul
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy={query.isPlaceholderData || undefined}
      >
        {workOrders.map((workOrder) => (
          <li key={workOrder.id} className="flex">
            <WorkOrderCard workOrder={workOrder} {...actions} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        pages={pagination.pages}
        total={pagination.total}
        onPage={onPage}
        label="Work order pages"
      />
    </div>
  );
}
