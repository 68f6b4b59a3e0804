import { Trans, useLingui } from "@lingui/react/macro";
import { OPERATOR_DASHBOARD_WORK_ORDERS_SHOWN, WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
import { domainText } from "../../../lib/i18n/i18n";
import type { WorkOrderListPage } from "../api/work-order-queries";
import { NewWorkOrdersOnDevice } from "./new-work-orders-on-device";
import { OperatorWorkOrderCard } from "./operator-work-order-card";

interface OperatorWorkOrdersSectionProps {
  workOrders: UseQueryResult<WorkOrderListPage>;
  onView: (workOrderId: string) => void;
  onInspect: (workOrder: WorkOrder) => void;
}

/** 'My Work Orders': the issues reported on this device and not sent yet, then the first 5 open work orders (part 1, 2). */
export function OperatorWorkOrdersSection({ workOrders, onView, onInspect }: OperatorWorkOrdersSectionProps) {
  const { t } = useLingui();
  const shown = (workOrders.data?.workOrders ?? []).slice(0, OPERATOR_DASHBOARD_WORK_ORDERS_SHOWN);
  return (
    <section aria-labelledby="operator-work-orders-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="operator-work-orders-heading" className="text-lg font-semibold">
          <Trans>My Work Orders</Trans>
        </h2>
        <Link
          to="/work-orders"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-ink hover:underline"
        >
          <Trans>
            View all<span className="sr-only"> work orders</span>
          </Trans>
        </Link>
      </div>
      <NewWorkOrdersOnDevice kinds={["escalate"]} listClassName="space-y-3" />
      {workOrders.isPending ? (
        <StatePanel kind="loading" title={t`Loading work orders...`} />
      ) : workOrders.isError && !workOrders.data ? (
        <StatePanel
          kind="error"
          title={domainText(WORK_ORDER_MESSAGES.loadFailedTitle)}
          action={
            <Button variant="secondary" onClick={() => void workOrders.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        >
          {workOrders.error.message}
        </StatePanel>
      ) : shown.length === 0 ? (
        <StatePanel kind="empty" title={t`No Work Orders`}>
          <Trans>You have no open work orders.</Trans>
        </StatePanel>
      ) : (
        <ul className="space-y-3">
          {shown.map((workOrder) => (
            <li key={workOrder.id}>
              <OperatorWorkOrderCard workOrder={workOrder} onView={onView} onInspect={onInspect} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
