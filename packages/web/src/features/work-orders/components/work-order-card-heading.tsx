import type { WorkOrder } from "@mnx/domain";
import {
  EmergencyBadge,
  PriorityBadge,
  WorkOrderStatusBadge,
} from "../../../components/ui/work-order-badges";

/** A work-order card's title (the card's name, by `id`) with its Emergency, priority and status badges. */
export function WorkOrderCardHeading({ id, workOrder }: { id: string; workOrder: WorkOrder }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 id={id} className="min-w-0 font-semibold leading-snug break-words">
        {workOrder.title}
      </h3>
      <div className="flex flex-wrap gap-1.5">
        {workOrder.isEmergency ? <EmergencyBadge /> : null}
        <PriorityBadge priority={workOrder.priority} />
        <WorkOrderStatusBadge status={workOrder.status} />
      </div>
    </div>
  );
}
