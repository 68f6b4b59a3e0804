import type { WorkOrder } from "@mnx/domain";
import {
  EmergencyBadge,
  PriorityBadge,
  WorkOrderStatusBadge,
} from "../../../components/ui/work-order-badges";
import type { WaitingChange } from "../api/work-order-on-device";
import { WaitingToSendBadge } from "./waiting-to-send-badge";

/** Priority, status, (when set) Emergency and 'Waiting to send', next to a work order's title. */
export function WorkOrderHeaderBadges({
  workOrder,
  waiting,
}: {
  workOrder: WorkOrder;
  waiting: readonly WaitingChange[];
}) {
  return (
    <>
      <PriorityBadge priority={workOrder.priority} />
      <WorkOrderStatusBadge status={workOrder.status} />
      {workOrder.isEmergency ? <EmergencyBadge /> : null}
      <WaitingToSendBadge waiting={waiting} />
    </>
  );
}
