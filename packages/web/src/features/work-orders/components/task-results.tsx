import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import type { WorkOrderListPage } from "../api/work-order-queries";
import { TaskCard, type TaskCardActions } from "./task-card";

interface TaskResultsProps extends TaskCardActions {
  query: UseQueryResult<WorkOrderListPage>;
  role: string | undefined;
  /** Search or filters are set: the empty state suggests changing them. */
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The task cards with the spec's loading, error and empty texts (part 2, 2.7). */
export function TaskResults({ query, role, filtered, onPage, ...actions }: TaskResultsProps) {
  return (
    <PagedResults
      query={query}
      items={(page) => page.workOrders}
      itemKey={(workOrder) => workOrder.id}
      renderItem={(workOrder) => <TaskCard workOrder={workOrder} role={role} {...actions} />}
      loadingTitle="Loading work orders..."
      errorTitle={WORK_ORDER_MESSAGES.loadFailedTitle}
      errorText={WORK_ORDER_MESSAGES.loadFailedDetail}
      emptyTitle={WORK_ORDER_MESSAGES.noWorkOrders}
      emptyText={
        filtered ? "Try a different search or clear the filters." : "There are no work orders here yet."
      }
      countLabel={countOf("work order", "work orders")}
      pagesLabel="Work order pages"
      onPage={onPage}
      listLabel="Work orders"
      gridClassName="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
      itemClassName="flex *:flex-1"
    />
  );
}
