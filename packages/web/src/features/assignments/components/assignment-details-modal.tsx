import { type Assignment, enumLabel, formatDateTime } from "@mnx/domain";
import { AssignmentStatusBadge } from "../../../components/ui/assignment-status-badge";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { Modal } from "../../../components/ui/modal";

const reading = (value: number | null, unit: string) =>
  value === null ? null : `${value.toLocaleString("en-US")} ${unit}`;

/** An assignment's details: the card's 'View'. */
export function AssignmentDetailsModal({
  assignment,
  onClose,
}: {
  assignment: Assignment | null;
  onClose: () => void;
}) {
  if (!assignment) return null;
  const { equipment, operator } = assignment;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${equipment.equipmentNumber} · ${equipment.name}`}
      description="Equipment assignment"
      headerExtra={<AssignmentStatusBadge status={assignment.status} />}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <DetailList
        items={[
          { label: "Operator", value: `${operator.firstName} ${operator.lastName}` },
          { label: "Job site", value: assignment.jobSite },
          { label: "Equipment type", value: enumLabel(equipment.equipmentType) },
          { label: "Equipment status", value: <EquipmentStatusBadge status={equipment.status} /> },
          { label: "Start", value: formatDateTime(assignment.startDate) },
          {
            label: assignment.status === "ACTIVE" ? "Planned end" : "End",
            value: assignment.endDate ? formatDateTime(assignment.endDate) : "Ongoing",
          },
          { label: "Hour meter at start", value: reading(assignment.hourMeterReading, "h") },
          { label: "Mileage at start", value: reading(assignment.mileageReading, "mi") },
          { label: "Created", value: formatDateTime(assignment.createdAt) },
          { label: "Notes", value: assignment.notes },
        ]}
      />
    </Modal>
  );
}
