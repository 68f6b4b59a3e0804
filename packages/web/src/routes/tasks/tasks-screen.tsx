import { useLingui } from "@lingui/react/macro";
import { WORK_ORDER_MESSAGES, WORK_ORDER_SEARCH_MIN } from "@mnx/domain";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { DismissibleAlert } from "../../components/ui/dismissible-alert";
import { FilteredList } from "../../components/ui/filtered-list";
import { TASK_LIST, taskListParams } from "../../features/work-orders/api/task-filters";
import { workOrderListQuery } from "../../features/work-orders/api/work-order-queries";
import { TaskFilterPanel } from "../../features/work-orders/components/task-filter-panel";
import { TaskListHeader } from "../../features/work-orders/components/task-list-header";
import { TaskResults } from "../../features/work-orders/components/task-results";
import { TaskStats } from "../../features/work-orders/components/task-stats";
import {
  type WorkOrderDialog,
  WorkOrderDialogs,
} from "../../features/work-orders/components/work-order-dialogs";
import { useAuth } from "../../lib/auth/use-auth";
import { domainText } from "../../lib/i18n/i18n";
import { useFilteredList } from "../../lib/use-filtered-list";
import { useOnlineStatus } from "../../lib/use-online-status";

/** /tasks, 'Maintenance Tasks': the simpler work-order list (part 2, 2.7; DECISIONS.md). */
export function TasksScreen() {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const online = useOnlineStatus();
  const list = useFilteredList(TASK_LIST, (filters) => workOrderListQuery(taskListParams(filters)));
  const [dialog, setDialog] = useState<WorkOrderDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <TaskListHeader role={role} />
      {online ? null : <Alert tone="warning">{domainText(WORK_ORDER_MESSAGES.offlineCached)}</Alert>}
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      <TaskStats />
      <FilteredList
        search={list.search}
        searchLabel={t`Search work orders`}
        searchPlaceholder={t`Search title, description or machine`}
        searchMinLength={WORK_ORDER_SEARCH_MIN}
        panel={<TaskFilterPanel {...list.panel} />}
      >
        <TaskResults
          query={list.query}
          role={role}
          filtered={list.filtered}
          onPage={list.setPage}
          onView={(workOrder) => setDialog({ kind: "details", workOrderId: workOrder.id })}
          onAssign={(workOrder) => setDialog({ kind: "assign", workOrder })}
          onComplete={(workOrder) => setDialog({ kind: "work", workOrderId: workOrder.id })}
        />
      </FilteredList>
      <WorkOrderDialogs dialog={dialog} onChange={setDialog} onNotice={setNotice} />
    </div>
  );
}
