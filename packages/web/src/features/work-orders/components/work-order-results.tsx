import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
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

/** The work-order cards with the spec's loading, error and empty texts (part 2, 2.6). */
export function WorkOrderResults(props: WorkOrderResultsProps) {
  const { query, filtered, mine, onClear, onPage, createAction, ...actions } = props;
  return (
    <PagedResults
      query={query}
      items={(page) => page.workOrders}
      itemKey={(workOrder) => workOrder.id}
      renderItem={(workOrder) => <WorkOrderCard workOrder={workOrder} {...actions} />}
      loadingTitle="Loading work orders..."
      errorTitle={errorMessage(query.error, WORK_ORDER_MESSAGES.loadFailed)}
      emptyTitle={WORK_ORDER_MESSAGES.noWorkOrders}
      emptyText={mine ? EMPTY_TEXTS.mine : filtered ? EMPTY_TEXTS.filtered : EMPTY_TEXTS.none}
      emptyAction={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            Clear Filters
          </Button>
        ) : (
          createAction
        )
      }
      countLabel={countOf("work order", "work orders")}
      pagesLabel="Work order pages"
      onPage={onPage}
    />
  );
}
