import { useLingui } from "@lingui/react/macro";
import { fullName, type WorkOrder } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { PriorityBadge, WorkOrderTypeBadge } from "../../../components/ui/work-order-badges";
import { assigneeOf, equipmentLabel } from "./work-order-display";

/** What is being assigned (part 1, 2 "Assign Mechanic" shows the work order type). */
export function AssignWorkOrderSummary({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const current = fullName(assigneeOf(workOrder));
  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface-muted p-3">
      <p className="font-semibold break-words">{workOrder.title}</p>
      <DetailList
        items={[
          { label: t`Equipment`, value: equipmentLabel(workOrder) },
          { label: t`Type`, value: <WorkOrderTypeBadge type={workOrder.workOrderType} /> },
          { label: t`Priority`, value: <PriorityBadge priority={workOrder.priority} /> },
          { label: t`Currently assigned to`, value: current || t`Unassigned` },
        ]}
      />
    </div>
  );
}
