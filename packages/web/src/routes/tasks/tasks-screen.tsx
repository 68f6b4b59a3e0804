import { WORK_ORDER_MESSAGES, WORK_ORDER_SEARCH_MIN } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { DismissibleAlert } from "../../components/ui/dismissible-alert";
import { SearchBox } from "../../components/ui/search-box";
import {
  TASK_FILTERS,
  TASK_NARROWING_FILTERS,
  TASK_PANEL_FILTERS,
  TASK_TEXT_FILTERS,
  taskListParams,
} from "../../features/work-orders/api/task-filters";
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
import { useOnlineStatus } from "../../lib/use-online-status";
import { useUrlFilters } from "../../lib/use-url-filters";

/** /tasks, 'Maintenance Tasks': the simpler work-order list (part 2, 2.7; DECISIONS.md). */
export function TasksScreen() {
  const role = useAuth().user?.role;
  const online = useOnlineStatus();
  const list = useUrlFilters(TASK_FILTERS, TASK_TEXT_FILTERS);
  const query = useQuery(workOrderListQuery(taskListParams(list.filters)));
  const [dialog, setDialog] = useState<WorkOrderDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <TaskListHeader role={role} />
      {online ? null : <Alert tone="warning">{WORK_ORDER_MESSAGES.offlineCached}</Alert>}
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      <TaskStats />
      <SearchBox
        label="Search work orders"
        value={list.texts.search}
        onChange={(value) => list.setText("search", value)}
        minLength={WORK_ORDER_SEARCH_MIN}
        placeholder="Search title, description or machine"
      />
      <TaskFilterPanel
        filters={list.filters}
        activeCount={list.count(TASK_PANEL_FILTERS)}
        onChange={list.update}
        onClear={list.clear}
      />
      <TaskResults
        query={query}
        role={role}
        filtered={list.count(TASK_NARROWING_FILTERS) > 0}
        onPage={list.setPage}
        onView={(workOrder) => setDialog({ kind: "details", workOrderId: workOrder.id })}
        onAssign={(workOrder) => setDialog({ kind: "assign", workOrder })}
        onComplete={(workOrder) => setDialog({ kind: "work", workOrderId: workOrder.id })}
      />
      <WorkOrderDialogs dialog={dialog} onChange={setDialog} onNotice={setNotice} />
    </div>
  );
}
