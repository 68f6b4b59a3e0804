import { Trans, useLingui } from "@lingui/react/macro";
import { fullName, WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import {
  EmergencyBadge,
  PriorityBadge,
  WorkOrderStatusBadge,
  WorkOrderTypeBadge,
} from "../../../components/ui/work-order-badges";
import { formatDate } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { useWorkOrderOnDevice } from "../api/use-work-order-on-device";
import { RefusedWriteNotices } from "./refused-write-notices";
import { WaitingToSendBadge } from "./waiting-to-send-badge";
import { hoursLabel } from "./work-order-display";

export interface WorkOrderCardActions {
  onView: (workOrder: WorkOrder) => void;
  /** Given only to roles that may edit work orders (workOrders.edit). */
  onEdit?: ((workOrder: WorkOrder) => void) | undefined;
}

function Fact({ label, value, wide }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="line-clamp-2 text-sm font-medium break-words">{value || "—"}</dd>
    </div>
  );
}

/**
 * A work-order card (part 2, 2.6): title, emergency, status and priority, description, machine, job site,
 * estimated hours, operator and mechanic, type and created date; View, and Edit for those allowed. Changes
 * saved on this device show at once, marked 'Waiting to send'; a refused one says so until dismissed.
 */
export function WorkOrderCard({
  workOrder: cached,
  onView,
  onEdit,
}: { workOrder: WorkOrder } & WorkOrderCardActions) {
  const { t } = useLingui();
  const titleId = useId();
  const onDevice = useWorkOrderOnDevice(cached);
  const { workOrder } = onDevice;
  const named = (verb: string) => (
    <>
      {verb}
      <span className="sr-only"> {workOrder.title}</span>
    </>
  );
  const hours = workOrder.estimatedHours;
  const created = formatDate(workOrder.createdAt);
  return (
    <article
      aria-labelledby={titleId}
      className={`flex w-full flex-col rounded-xl border bg-surface p-4 shadow-sm ${
        workOrder.isEmergency ? "border-danger-line" : "border-line"
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold leading-snug break-words">
          {workOrder.title}
        </h3>
        {workOrder.isEmergency ? <EmergencyBadge /> : null}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <WorkOrderStatusBadge status={workOrder.status} />
        <PriorityBadge priority={workOrder.priority} />
        <WorkOrderTypeBadge type={workOrder.workOrderType} />
        <WaitingToSendBadge waiting={onDevice.waiting} />
      </div>
      <p className="mt-2 line-clamp-3 text-sm break-words text-ink-muted">
        {workOrder.description || domainText(WORK_ORDER_MESSAGES.noDescription)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
        <Fact
          wide
          label={t`Equipment`}
          value={`${workOrder.equipment.equipmentNumber} · ${workOrder.equipment.name}`}
        />
        <Fact label={t`Job site`} value={workOrder.jobSite} />
        <Fact label={t`Estimated hours`} value={hoursLabel(hours)} />
        <Fact label={t`Operator`} value={fullName(workOrder.equipmentOperator) || t`Unassigned`} />
        <Fact label={t`Mechanic`} value={fullName(workOrder.mechanic) || t`Unassigned`} />
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        <Trans>Created {created}</Trans>
      </p>
      <div className="mt-3 empty:hidden">
        <RefusedWriteNotices
          refusals={onDevice.refusals}
          current={cached.status}
          onDismiss={onDevice.dismiss}
        />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" className="flex-1" onClick={() => onView(workOrder)}>
          {named(t`View`)}
        </Button>
        {onEdit ? (
          <Button variant="secondary" className="flex-1" onClick={() => onEdit(workOrder)}>
            {named(t`Edit`)}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
