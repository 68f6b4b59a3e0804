import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { isEscalated, MECHANIC_DASHBOARD_FETCH_LIMIT } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmergencyBadge, PriorityBadge } from "../../../components/ui/work-order-badges";
import { formatDateTime } from "../../../lib/format";
import { workOrderListQuery } from "../api/work-order-queries";
import type { WorkOrderDialog } from "./work-order-dialogs";

/** 'Reported by Ana Ruiz'. */
function reportedBy(person: { firstName: string; lastName: string }): string {
  const name = `${person.firstName} ${person.lastName}`;
  return t`Reported by ${name}`;
}

/**
 * 'Escalated Issues Requiring Assignment' (part 1, 2 and 9): the PENDING, unassigned emergencies and
 * escalations, for the shop foreman to assign. Always shown, with its count, 0 included (the spec shows it so).
 */
export function ForemanEscalatedIssues({ onOpen }: { onOpen: (dialog: WorkOrderDialog) => void }) {
  const pending = useQuery(workOrderListQuery({ status: "PENDING", limit: MECHANIC_DASHBOARD_FETCH_LIMIT }));
  const escalated = (pending.data?.workOrders ?? []).filter(isEscalated);
  return (
    <section
      aria-labelledby="escalated-issues-heading"
      className={`space-y-3 rounded-xl border p-4 ${
        escalated.length > 0 ? "border-danger-line bg-danger-soft" : "border-line bg-surface"
      }`}
    >
      <div className="flex items-center gap-2">
        <h3
          id="escalated-issues-heading"
          className={`font-semibold ${escalated.length > 0 ? "text-danger-ink" : ""}`}
        >
          <Trans>Escalated Issues Requiring Assignment</Trans>
        </h3>
        <Badge tone={escalated.length > 0 ? "danger" : "neutral"}>
          {pending.data ? escalated.length : "—"}
          <span className="sr-only">
            {" "}
            <Trans>escalated</Trans>
          </span>
        </Badge>
      </div>
      {pending.data && escalated.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No escalated issues are waiting for a mechanic.</Trans>
        </p>
      ) : null}
      <ul className={escalated.length === 0 ? "hidden" : "space-y-2"}>
        {escalated.map((workOrder) => (
          <li key={workOrder.id} className="space-y-2 rounded-lg border border-line bg-surface p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-semibold break-words">{workOrder.title}</p>
              <div className="flex flex-wrap gap-1.5">
                {workOrder.isEmergency ? <EmergencyBadge /> : null}
                <PriorityBadge priority={workOrder.priority} />
              </div>
            </div>
            <p className="text-sm text-ink-muted">
              {workOrder.equipment.equipmentNumber} · {workOrder.equipment.name}
              {workOrder.reportedBy ? ` · ${reportedBy(workOrder.reportedBy)}` : ""}
              {` · ${formatDateTime(workOrder.createdAt)}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                className="flex-1 sm:flex-none"
                onClick={() => onOpen({ kind: "details", workOrderId: workOrder.id })}
              >
                <Trans>View Details</Trans>
                <span className="sr-only"> {workOrder.title}</span>
              </Button>
              <Button className="flex-1 sm:flex-none" onClick={() => onOpen({ kind: "assign", workOrder })}>
                <Trans>Assign Mechanic</Trans>
                <span className="sr-only"> {workOrder.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
