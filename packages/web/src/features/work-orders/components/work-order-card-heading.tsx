import type { WorkOrder } from "@mnx/domain";
import {
  EmergencyBadge,
  PriorityBadge,
  WorkOrderStatusBadge,
} from "../../../components/ui/work-order-badges";
import type { WaitingChange } from "../api/work-order-on-device";
import { WaitingToSendBadge } from "./waiting-to-send-badge";

interface WorkOrderCardHeadingProps {
  id: string;
  workOrder: WorkOrder;
  /** Its changes saved on this device and not sent yet: the 'Waiting to send' mark. */
  waiting: readonly WaitingChange[];
}

/**
 * A work-order card's title (the card's name, by `id`) with its Emergency, priority and status badges, and
 * 'Waiting to send' while changes to it wait on this device.
 */
export function WorkOrderCardHeading({ id, workOrder, waiting }: WorkOrderCardHeadingProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 id={id} className="min-w-0 font-semibold leading-snug break-words">
        {workOrder.title}
      </h3>
      <div className="flex flex-wrap gap-1.5">
        {workOrder.isEmergency ? <EmergencyBadge /> : null}
        <PriorityBadge priority={workOrder.priority} />
        <WorkOrderStatusBadge status={workOrder.status} />
        <WaitingToSendBadge waiting={waiting} />
      </div>
    </div>
  );
}
