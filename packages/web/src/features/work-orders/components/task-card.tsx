import { Trans } from "@lingui/react/macro";
import { canCompleteWork, canTransition, WORK_ORDER_MESSAGES, type WorkOrder } from "@mnx/domain";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import {
  EmergencyBadge,
  PriorityBadge,
  WorkOrderStatusBadge,
} from "../../../components/ui/work-order-badges";
import { domainText } from "../../../lib/i18n/i18n";
import { useWorkOrderOnDevice } from "../api/use-work-order-on-device";
import { RefusedWriteNotices } from "./refused-write-notices";
import { TaskCardFacts } from "./task-card-facts";
import { WaitingToSendBadge } from "./waiting-to-send-badge";

export interface TaskCardActions {
  onView: (workOrder: WorkOrder) => void;
  onAssign: (workOrder: WorkOrder) => void;
  onComplete: (workOrder: WorkOrder) => void;
}

interface TaskCardProps extends TaskCardActions {
  workOrder: WorkOrder;
  role: string | undefined;
}

/**
 * A task card (part 2, 2.7). The title is the details button and stretches over the whole card, so a tap
 * anywhere opens the details; Assign and Complete sit above it, shown only where the state machine and the
 * role allow them (Assign: an open order and workOrders.assign; Complete: in progress and a mechanic's role).
 */
export function TaskCard({ workOrder: cached, role, onView, onAssign, onComplete }: TaskCardProps) {
  const titleId = useId();
  const onDevice = useWorkOrderOnDevice(cached);
  const { workOrder } = onDevice;
  const assignable = canTransition(workOrder.status, "ASSIGNED", role).ok;
  const completable = canCompleteWork(workOrder.status, role).ok;
  const subject = <span className="sr-only"> {workOrder.title}</span>;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col rounded-xl border border-line bg-surface p-4 shadow-sm hover:border-line-strong"
    >
      <div className="flex flex-wrap items-center gap-2">
        <WorkOrderStatusBadge status={workOrder.status} />
        <PriorityBadge priority={workOrder.priority} />
        {workOrder.isEmergency ? <EmergencyBadge /> : null}
        <WaitingToSendBadge waiting={onDevice.waiting} />
      </div>
      <h3 id={titleId} className="mt-2 leading-snug">
        <button
          type="button"
          onClick={() => onView(workOrder)}
          className="min-h-11 w-full rounded text-start font-semibold break-words after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {workOrder.title}
        </button>
      </h3>
      <p className={`line-clamp-3 text-sm ${workOrder.description ? "text-ink" : "text-ink-muted italic"}`}>
        {workOrder.description || domainText(WORK_ORDER_MESSAGES.noDescription)}
      </p>
      <TaskCardFacts workOrder={workOrder} />
      <div className="mt-3 empty:hidden">
        <RefusedWriteNotices
          refusals={onDevice.refusals}
          current={cached.status}
          onDismiss={onDevice.dismiss}
        />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" className="relative grow" onClick={() => onView(workOrder)}>
          <Trans>View details</Trans>
          {subject}
        </Button>
        {assignable ? (
          <Button variant="secondary" className="relative grow" onClick={() => onAssign(workOrder)}>
            <Trans>Assign</Trans>
            {subject}
          </Button>
        ) : null}
        {completable ? (
          <Button className="relative grow" onClick={() => onComplete(workOrder)}>
            <Trans>Complete</Trans>
            {subject}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
