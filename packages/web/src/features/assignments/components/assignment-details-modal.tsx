import { Trans, useLingui } from "@lingui/react/macro";
import { type Assignment, enumLabel } from "@mnx/domain";
import { AssignmentStatusBadge } from "../../../components/ui/assignment-status-badge";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { Modal } from "../../../components/ui/modal";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

const reading = (value: number | null, unit: string) =>
  value === null ? null : `${formatNumber(value)} ${unit}`;

/** An assignment's details: the card's 'View'. */
export function AssignmentDetailsModal({
  assignment,
  onClose,
}: {
  assignment: Assignment | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  if (!assignment) return null;
  const { equipment, operator } = assignment;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${equipment.equipmentNumber} · ${equipment.name}`}
      description={t`Equipment assignment`}
      headerExtra={<AssignmentStatusBadge status={assignment.status} />}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <DetailList
        items={[
          { label: t`Operator`, value: `${operator.firstName} ${operator.lastName}` },
          { label: t`Job site`, value: assignment.jobSite },
          { label: t`Equipment type`, value: domainText(enumLabel(equipment.equipmentType)) },
          { label: t`Equipment status`, value: <EquipmentStatusBadge status={equipment.status} /> },
          { label: t`Start`, value: formatDateTime(assignment.startDate) },
          {
            label: assignment.status === "ACTIVE" ? t`Planned end` : t`End`,
            value: assignment.endDate ? formatDateTime(assignment.endDate) : t`Ongoing`,
          },
          { label: t`Hour meter at start`, value: reading(assignment.hourMeterReading, "h") },
          { label: t`Mileage at start`, value: reading(assignment.mileageReading, "mi") },
          { label: t`Created`, value: formatDateTime(assignment.createdAt) },
          { label: t`Notes`, value: assignment.notes },
        ]}
      />
    </Modal>
  );
}
