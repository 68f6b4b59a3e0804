import { type EquipmentDetail, formatDate } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { equipmentLocation } from "./equipment-location";

/** Who runs the machine, where, and since when. */
export function EquipmentAssignmentSummary({ equipment }: { equipment: EquipmentDetail }) {
  const assignment = equipment.currentAssignment;
  const operator = assignment?.operator ?? equipment.assignedOperator;
  return (
    <section aria-labelledby="equipment-assignment-heading" className="space-y-2">
      <h3 id="equipment-assignment-heading" className="font-semibold">
        Assignment & Location
      </h3>
      <DetailList
        columns={3}
        items={[
          {
            label: "Current operator",
            value: operator ? `${operator.firstName} ${operator.lastName}` : "Unassigned",
          },
          { label: "Job site", value: assignment?.jobSite ?? equipment.currentJobSite },
          { label: "Assigned since", value: formatDate(assignment?.startDate) },
          { label: "Location", value: equipmentLocation(equipment) },
          { label: "Yard", value: equipment.locationYard },
        ]}
      />
    </section>
  );
}
