import { useLingui } from "@lingui/react/macro";
import { fullName, type WorkOrder } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { formatDateTime } from "../../../lib/format";
import { WorkOrderDescription } from "./work-order-description";
import { assigneeOf, equipmentLabel, hoursLabel } from "./work-order-display";
import { WorkOrderSection } from "./work-order-section";

/** What a mechanic needs at the machine (part 1, 2 "Mechanic Work Order"), before the Start/Complete forms. */
export function MechanicWorkOrderBody({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useLingui();
  return (
    <>
      <DetailList
        items={[
          { label: t`Equipment`, value: equipmentLabel(workOrder) },
          { label: t`Job site`, value: workOrder.jobSite },
          { label: t`Assigned to`, value: fullName(assigneeOf(workOrder)) || t`Unassigned` },
          { label: t`Created`, value: formatDateTime(workOrder.createdAt) },
          { label: t`Scheduled start`, value: formatDateTime(workOrder.scheduledStart) || t`Not scheduled` },
          { label: t`Estimated hours`, value: hoursLabel(workOrder.estimatedHours) },
        ]}
      />
      <WorkOrderSection title={t`Time Tracking`}>
        <DetailList
          columns={3}
          items={[
            { label: t`Started`, value: formatDateTime(workOrder.actualStart) || t`Not started` },
            { label: t`Completed`, value: formatDateTime(workOrder.actualEnd) || t`Not completed` },
            { label: t`Actual hours`, value: hoursLabel(workOrder.actualHours) },
          ]}
        />
      </WorkOrderSection>
      <WorkOrderDescription text={workOrder.description} />
    </>
  );
}
