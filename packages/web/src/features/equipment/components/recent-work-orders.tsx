import { type EquipmentWorkOrderSummary, enumLabel, formatDate } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";

/** The machine's most recent work orders, newest first. */
export function RecentWorkOrders({ workOrders }: { workOrders: readonly EquipmentWorkOrderSummary[] }) {
  return (
    <section aria-labelledby="recent-work-orders-heading" className="space-y-2">
      <h3 id="recent-work-orders-heading" className="font-semibold">
        Recent Work Orders
      </h3>
      {workOrders.length === 0 ? (
        <p className="text-sm text-ink-muted">No work orders yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {workOrders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {order.isEmergency ? <span className="text-danger-ink">Emergency · </span> : null}
                  {order.title}
                </p>
                <p className="text-xs text-ink-muted">
                  {enumLabel(order.workOrderType)} · {enumLabel(order.priority)} priority · Created{" "}
                  {formatDate(order.createdAt)}
                </p>
              </div>
              <Badge
                tone={
                  order.status === "COMPLETED" ? "success" : order.status === "CANCELLED" ? "neutral" : "info"
                }
              >
                {enumLabel(order.status)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
