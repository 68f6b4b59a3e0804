import { useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { PagedResults } from "../../../components/ui/paged-results";
import { domainText } from "../../../lib/i18n/i18n";
import type { WorkOrderListPage } from "../api/work-order-queries";
import { TaskCard, type TaskCardActions } from "./task-card";
import { workOrderCount } from "./work-order-display";

interface TaskResultsProps extends TaskCardActions {
  query: UseQueryResult<WorkOrderListPage>;
  role: string | undefined;
  /** Search or filters are set: the empty state suggests changing them. */
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The task cards with the spec's loading, error and empty texts (part 2, 2.7). */
export function TaskResults({ query, role, filtered, onPage, ...actions }: TaskResultsProps) {
  const { t } = useLingui();
  return (
    <PagedResults
      query={query}
      items={(page) => page.workOrders}
      itemKey={(workOrder) => workOrder.id}
      renderItem={(workOrder) => <TaskCard workOrder={workOrder} role={role} {...actions} />}
      loadingTitle={t`Loading work orders...`}
      errorTitle={domainText(WORK_ORDER_MESSAGES.loadFailedTitle)}
      errorText={domainText(WORK_ORDER_MESSAGES.loadFailedDetail)}
      emptyTitle={domainText(WORK_ORDER_MESSAGES.noWorkOrders)}
      emptyText={
        filtered ? t`Try a different search or clear the filters.` : t`There are no work orders here yet.`
      }
      countLabel={workOrderCount}
      pagesLabel={t`Work order pages`}
      onPage={onPage}
      listLabel={t`Work orders`}
      gridClassName="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
      itemClassName="flex *:flex-1"
    />
  );
}
