import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MECHANIC_DASHBOARD_FETCH_LIMIT, WORK_ORDER_MESSAGES } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { domainText } from "../../../lib/i18n/i18n";
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
  const { t } = useLingui();
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
  const shown = workOrders.length;

  return (
    <section aria-labelledby="work-queue-heading" className="space-y-4">
      <h2 id="work-queue-heading" className="sr-only">
        <Trans>Work Queue</Trans>
      </h2>
      {foreman ? <ForemanEscalatedIssues onOpen={onOpen} /> : null}
      <WorkQueueFilters value={filters} onChange={(patch) => setFilters((now) => ({ ...now, ...patch }))} />
      {list.isPending ? (
        <StatePanel kind="loading" title={t`Loading work orders...`} />
      ) : list.isError && !list.data ? (
        <StatePanel
          kind="error"
          title={domainText(WORK_ORDER_MESSAGES.loadFailedTitle)}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {list.error.message}
        </StatePanel>
      ) : workOrders.length === 0 ? (
        <StatePanel kind="empty" title={t`No Work Orders`}>
          <Trans>No work orders match your current filters.</Trans>
        </StatePanel>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {total > workOrders.length
              ? t`The ${shown} most urgent of ${total} work orders. `
              : t`${plural(total, { one: "# work order, most urgent first. ", other: "# work orders, most urgent first. " })}`}
            {total > workOrders.length ? (
              <Link to="/work-orders" className="font-semibold text-accent-ink underline">
                <Trans>See them all in Work Orders</Trans>
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
