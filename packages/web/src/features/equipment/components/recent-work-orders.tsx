import { Trans } from "@lingui/react/macro";
import { type EquipmentWorkOrderSummary, enumLabel } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { formatDate } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

/** The machine's most recent work orders, newest first. */
export function RecentWorkOrders({ workOrders }: { workOrders: readonly EquipmentWorkOrderSummary[] }) {
  return (
    <section aria-labelledby="recent-work-orders-heading" className="space-y-2">
      <h3 id="recent-work-orders-heading" className="font-semibold">
        <Trans>Recent Work Orders</Trans>
      </h3>
      {workOrders.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No work orders yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {workOrders.map((order) => (
            <RecentWorkOrder key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentWorkOrder({ order }: { order: EquipmentWorkOrderSummary }) {
  const type = domainText(enumLabel(order.workOrderType));
  const priority = domainText(enumLabel(order.priority));
  const created = formatDate(order.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">
          {order.isEmergency ? (
            <span className="text-danger-ink">
              <Trans>Emergency</Trans> ·{" "}
            </span>
          ) : null}
          {order.title}
        </p>
        <p className="text-xs text-ink-muted">
          <Trans>
            {type} · {priority} priority · Created {created}
          </Trans>
        </p>
      </div>
      <Badge
        tone={order.status === "COMPLETED" ? "success" : order.status === "CANCELLED" ? "neutral" : "info"}
      >
        {domainText(enumLabel(order.status))}
      </Badge>
    </li>
  );
}
