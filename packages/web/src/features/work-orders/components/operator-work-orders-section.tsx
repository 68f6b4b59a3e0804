import { OPERATOR_DASHBOARD_WORK_ORDERS_SHOWN, WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { StatePanel } from "../../../components/ui/state-panel";
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
  const shown = (workOrders.data?.workOrders ?? []).slice(0, OPERATOR_DASHBOARD_WORK_ORDERS_SHOWN);
  return (
    <section aria-labelledby="operator-work-orders-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="operator-work-orders-heading" className="text-lg font-semibold">
          My Work Orders
        </h2>
        <Link
          to="/work-orders"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-ink hover:underline"
        >
          View all<span className="sr-only"> work orders</span>
        </Link>
      </div>
      <NewWorkOrdersOnDevice kinds={["escalate"]} listClassName="space-y-3" />
      {workOrders.isPending ? (
        <StatePanel kind="loading" title="Loading work orders..." />
      ) : workOrders.isError && !workOrders.data ? (
        <StatePanel
          kind="error"
          title={WORK_ORDER_MESSAGES.loadFailedTitle}
          action={
            <Button variant="secondary" onClick={() => void workOrders.refetch()}>
              Try Again
            </Button>
          }
        >
          {workOrders.error.message}
        </StatePanel>
      ) : shown.length === 0 ? (
        <StatePanel kind="empty" title="No Work Orders">
          You have no open work orders.
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
