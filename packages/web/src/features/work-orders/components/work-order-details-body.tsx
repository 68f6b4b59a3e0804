import { formatDateTime, fullName, isWorkOrderOverdue, type WorkOrder } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { WorkOrderTypeBadge } from "../../../components/ui/work-order-badges";
import { WorkOrderCompletionNotes } from "./work-order-completion-notes";
import { WorkOrderDescription } from "./work-order-description";
import { equipmentLabel, hoursLabel, readingLabel } from "./work-order-display";
import { WorkOrderDueDate } from "./work-order-due-date";
import { WorkOrderSection } from "./work-order-section";

/** Everything a fleet user needs to know about one work order (the details modal, above the status form). */
export function WorkOrderDetailsBody({ workOrder }: { workOrder: WorkOrder }) {
  const meters = [
    workOrder.hourMeterStart,
    workOrder.hourMeterEnd,
    workOrder.mileageStart,
    workOrder.mileageEnd,
  ];
  return (
    <>
      <WorkOrderSection title="Overview">
        <DetailList
          columns={3}
          items={[
            { label: "Type", value: <WorkOrderTypeBadge type={workOrder.workOrderType} /> },
            { label: "Emergency", value: workOrder.isEmergency ? "Yes" : "No" },
            {
              label: "Operator approval",
              value: workOrder.requiresOperatorApproval ? "Required" : "Not required",
            },
            {
              label: "Equipment",
              value: (
                <span className="flex flex-wrap items-center gap-1.5">
                  {equipmentLabel(workOrder)} <EquipmentStatusBadge status={workOrder.equipment.status} />
                </span>
              ),
            },
            { label: "Job site", value: workOrder.jobSite },
            { label: "Operator", value: fullName(workOrder.equipmentOperator) },
            { label: "Mechanic", value: fullName(workOrder.mechanic) },
            { label: "Assigned to", value: fullName(workOrder.assignedTo) || "Unassigned" },
            { label: "Reported by", value: fullName(workOrder.reportedBy) },
          ]}
        />
      </WorkOrderSection>
      <WorkOrderSection title="Schedule & Hours">
        <DetailList
          columns={3}
          items={[
            { label: "Created", value: formatDateTime(workOrder.createdAt) },
            {
              label: "Due date",
              value: workOrder.dueDate ? (
                <WorkOrderDueDate due={workOrder.dueDate} overdue={isWorkOrderOverdue(workOrder)} />
              ) : null,
            },
            { label: "Scheduled start", value: formatDateTime(workOrder.scheduledStart) },
            { label: "Scheduled end", value: formatDateTime(workOrder.scheduledEnd) },
            { label: "Actual start", value: formatDateTime(workOrder.actualStart) },
            { label: "Actual end", value: formatDateTime(workOrder.actualEnd) },
            { label: "Estimated hours", value: hoursLabel(workOrder.estimatedHours) },
            { label: "Actual hours", value: hoursLabel(workOrder.actualHours) },
          ]}
        />
      </WorkOrderSection>
      {meters.some((value) => value !== null) ? (
        <WorkOrderSection title="Meter Readings">
          <DetailList
            items={[
              { label: "Hour meter start", value: readingLabel(workOrder.hourMeterStart, "h") },
              { label: "Hour meter end", value: readingLabel(workOrder.hourMeterEnd, "h") },
              { label: "Mileage start", value: readingLabel(workOrder.mileageStart, "mi") },
              { label: "Mileage end", value: readingLabel(workOrder.mileageEnd, "mi") },
            ]}
          />
        </WorkOrderSection>
      ) : null}
      <WorkOrderDescription text={workOrder.description} />
      {workOrder.notes ? (
        <WorkOrderSection title="Notes">
          <p className="text-sm break-words whitespace-pre-line text-ink">{workOrder.notes}</p>
        </WorkOrderSection>
      ) : null}
      <WorkOrderCompletionNotes workOrder={workOrder} />
    </>
  );
}
