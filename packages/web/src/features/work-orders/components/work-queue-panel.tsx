import { MECHANIC_DASHBOARD_FETCH_LIMIT, WORK_ORDER_MESSAGES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { useFirstSlice } from "../../../lib/use-first-slice";
import { workOrderListQuery } from "../api/work-order-queries";
import { ForemanEscalatedIssues } from "./foreman-escalated-issues";
import type { WorkOrderDialog } from "./work-order-dialogs";
import { WorkQueueCard } from "./work-queue-card";
import { DEFAULT_WORK_QUEUE_FILTERS, WorkQueueFilters } from "./work-queue-filters";

interface WorkQueuePanelProps {
  userId: string;
  foreman: boolean;
  canAssign: boolean;
  onOpen: (dialog: WorkOrderDialog) => void;
}

/** The Work Queue tab (part 1, 2): filters, the foreman's escalated issues, and the cards. */
export function WorkQueuePanel({ userId, foreman, canAssign, onOpen }: WorkQueuePanelProps) {
  const [filters, setFilters] = useState(DEFAULT_WORK_QUEUE_FILTERS);
  // The server already limits a mechanic to their own work orders; a foreman sees all.
  const list = useQuery(
    workOrderListQuery({
      status: filters.status || undefined,
      priority: filters.priority || undefined,
      // The most urgent first: a queue is worked from the top.
      sortBy: "priority",
      sortOrder: "desc",
      limit: MECHANIC_DASHBOARD_FETCH_LIMIT,
    }),
  );
  const workOrders = list.data?.workOrders ?? [];
  const total = list.data?.pagination.total ?? 0;
  const drawn = useFirstSlice(workOrders);

  return (
    <section aria-labelledby="work-queue-heading" className="space-y-4">
      <h2 id="work-queue-heading" className="sr-only">
        Work Queue
      </h2>
      {foreman ? <ForemanEscalatedIssues onOpen={onOpen} /> : null}
      <WorkQueueFilters value={filters} onChange={(patch) => setFilters((now) => ({ ...now, ...patch }))} />
      {list.isPending ? (
        <StatePanel kind="loading" title="Loading work orders..." />
      ) : list.isError && !list.data ? (
        <StatePanel
          kind="error"
          title={WORK_ORDER_MESSAGES.loadFailedTitle}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          }
        >
          {list.error.message}
        </StatePanel>
      ) : workOrders.length === 0 ? (
        <StatePanel kind="empty" title="No Work Orders">
          No work orders match your current filters.
        </StatePanel>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {total > workOrders.length
              ? `The ${workOrders.length} most urgent of ${total} work orders. `
              : `${total} work order${total === 1 ? "" : "s"}, most urgent first. `}
            {total > workOrders.length ? (
              <Link to="/work-orders" className="font-semibold text-accent-ink underline">
                See them all in Work Orders
              </Link>
            ) : null}
          </p>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-busy={list.isFetching || undefined}>
            {drawn.map((workOrder) => (
              <li key={workOrder.id} className="flex">
                <WorkQueueCard workOrder={workOrder} userId={userId} canAssign={canAssign} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
