import { formatDateTime, fullName, type WorkOrder } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { WorkOrderDescription } from "./work-order-description";
import { assigneeOf, equipmentLabel, hoursLabel } from "./work-order-display";
import { WorkOrderSection } from "./work-order-section";

/** What a mechanic needs at the machine (part 1, 2 "Mechanic Work Order"), before the Start/Complete forms. */
export function MechanicWorkOrderBody({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <>
      <DetailList
        items={[
          { label: "Equipment", value: equipmentLabel(workOrder) },
          { label: "Job site", value: workOrder.jobSite },
          { label: "Assigned to", value: fullName(assigneeOf(workOrder)) || "Unassigned" },
          { label: "Created", value: formatDateTime(workOrder.createdAt) },
          { label: "Scheduled start", value: formatDateTime(workOrder.scheduledStart) || "Not scheduled" },
          { label: "Estimated hours", value: hoursLabel(workOrder.estimatedHours) },
        ]}
      />
      <WorkOrderSection title="Time Tracking">
        <DetailList
          columns={3}
          items={[
            { label: "Started", value: formatDateTime(workOrder.actualStart) || "Not started" },
            { label: "Completed", value: formatDateTime(workOrder.actualEnd) || "Not completed" },
            { label: "Actual hours", value: hoursLabel(workOrder.actualHours) },
          ]}
        />
      </WorkOrderSection>
      <WorkOrderDescription text={workOrder.description} />
    </>
  );
}
