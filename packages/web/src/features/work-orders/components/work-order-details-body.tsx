import { useLingui } from "@lingui/react/macro";
import { fullName, isWorkOrderOverdue, type WorkOrder } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { WorkOrderTypeBadge } from "../../../components/ui/work-order-badges";
import { formatDateTime } from "../../../lib/format";
import { WorkOrderCompletionNotes } from "./work-order-completion-notes";
import { WorkOrderDescription } from "./work-order-description";
import { equipmentLabel, hoursLabel, readingLabel } from "./work-order-display";
import { WorkOrderDueDate } from "./work-order-due-date";
import { WorkOrderSection } from "./work-order-section";

/** Everything a fleet user needs to know about one work order (the details modal, above the status form). */
export function WorkOrderDetailsBody({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useLingui();
  const meters = [
    workOrder.hourMeterStart,
    workOrder.hourMeterEnd,
    workOrder.mileageStart,
    workOrder.mileageEnd,
  ];
  return (
    <>
      <WorkOrderSection title={t`Overview`}>
        <DetailList
          columns={3}
          items={[
            { label: t`Type`, value: <WorkOrderTypeBadge type={workOrder.workOrderType} /> },
            { label: t`Emergency`, value: workOrder.isEmergency ? t`Yes` : t`No` },
            {
              label: t`Operator approval`,
              value: workOrder.requiresOperatorApproval ? t`Required` : t`Not required`,
            },
            {
              label: t`Equipment`,
              value: (
                <span className="flex flex-wrap items-center gap-1.5">
                  {equipmentLabel(workOrder)} <EquipmentStatusBadge status={workOrder.equipment.status} />
                </span>
              ),
            },
            { label: t`Job site`, value: workOrder.jobSite },
            { label: t`Operator`, value: fullName(workOrder.equipmentOperator) },
            { label: t`Mechanic`, value: fullName(workOrder.mechanic) },
            { label: t`Assigned to`, value: fullName(workOrder.assignedTo) || t`Unassigned` },
            { label: t`Reported by`, value: fullName(workOrder.reportedBy) },
          ]}
        />
      </WorkOrderSection>
      <WorkOrderSection title={t`Schedule & Hours`}>
        <DetailList
          columns={3}
          items={[
            { label: t`Created`, value: formatDateTime(workOrder.createdAt) },
            {
              label: t`Due date`,
              value: workOrder.dueDate ? (
                <WorkOrderDueDate due={workOrder.dueDate} overdue={isWorkOrderOverdue(workOrder)} />
              ) : null,
            },
            { label: t`Scheduled start`, value: formatDateTime(workOrder.scheduledStart) },
            { label: t`Scheduled end`, value: formatDateTime(workOrder.scheduledEnd) },
            { label: t`Actual start`, value: formatDateTime(workOrder.actualStart) },
            { label: t`Actual end`, value: formatDateTime(workOrder.actualEnd) },
            { label: t`Estimated hours`, value: hoursLabel(workOrder.estimatedHours) },
            { label: t`Actual hours`, value: hoursLabel(workOrder.actualHours) },
          ]}
        />
      </WorkOrderSection>
      {meters.some((value) => value !== null) ? (
        <WorkOrderSection title={t`Meter Readings`}>
          <DetailList
            items={[
              { label: t`Hour meter start`, value: readingLabel(workOrder.hourMeterStart, "h") },
              { label: t`Hour meter end`, value: readingLabel(workOrder.hourMeterEnd, "h") },
              { label: t`Mileage start`, value: readingLabel(workOrder.mileageStart, "mi") },
              { label: t`Mileage end`, value: readingLabel(workOrder.mileageEnd, "mi") },
            ]}
          />
        </WorkOrderSection>
      ) : null}
      <WorkOrderDescription text={workOrder.description} />
      {workOrder.notes ? (
        <WorkOrderSection title={t`Notes`}>
          <p className="text-sm break-words whitespace-pre-line text-ink">{workOrder.notes}</p>
        </WorkOrderSection>
      ) : null}
      <WorkOrderCompletionNotes workOrder={workOrder} />
    </>
  );
}
