import type { WorkOrder } from "@mnx/domain";
import {
  EmergencyBadge,
  PriorityBadge,
  WorkOrderStatusBadge,
} from "../../../components/ui/work-order-badges";

/** Priority, status and (when set) Emergency, next to a work order's title. */
export function WorkOrderHeaderBadges({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <>
      <PriorityBadge priority={workOrder.priority} />
      <WorkOrderStatusBadge status={workOrder.status} />
      {workOrder.isEmergency ? <EmergencyBadge /> : null}
    </>
  );
}
