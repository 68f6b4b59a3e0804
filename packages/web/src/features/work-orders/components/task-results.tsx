import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Pagination } from "../../../components/ui/pagination";
import { StatePanel } from "../../../components/ui/state-panel";
import type { WorkOrderListPage } from "../api/work-order-queries";
import { TaskCard, type TaskCardActions } from "./task-card";

interface TaskResultsProps extends TaskCardActions {
  query: UseQueryResult<WorkOrderListPage>;
  role: string | undefined;
  /** Search or filters are set: the empty state suggests changing them. */
  filtered: boolean;
  onPage: (page: number) => void;
}

/** Loading, error and empty states with the spec's texts (part 2, 2.7), else the cards and the pages. */
export function TaskResults({ query, role, filtered, onPage, ...actions }: TaskResultsProps) {
  if (query.isPending) return <StatePanel kind="loading" title="Loading work orders..." />;
  if (query.isError && !query.data) {
    return (
      <StatePanel
        kind="error"
        title={WORK_ORDER_MESSAGES.loadFailedTitle}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {WORK_ORDER_MESSAGES.loadFailedDetail}
      </StatePanel>
    );
  }
  const { workOrders, pagination } = query.data;
  if (workOrders.length === 0) {
    return (
      <StatePanel kind="empty" title={WORK_ORDER_MESSAGES.noWorkOrders}>
        {filtered ? "Try a different search or clear the filters." : "There are no work orders here yet."}
      </StatePanel>
    );
  }
  return (
    <div className={`space-y-3 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {pagination.total === 1 ? "1 work order" : `${pagination.total} work orders`}
      </p>
      <ul
        aria-label="Work orders"
        aria-busy={query.isPlaceholderData || undefined}
        className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
      >
        {workOrders.map((workOrder) => (
          <li key={workOrder.id} className="flex *:flex-1">
            <TaskCard workOrder={workOrder} role={role} {...actions} />
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
