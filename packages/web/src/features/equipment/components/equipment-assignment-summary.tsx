import { Trans, useLingui } from "@lingui/react/macro";
import type { EquipmentDetail } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { formatDate } from "../../../lib/format";
import { equipmentLocation } from "./equipment-location";

/** Who runs the machine, where, and since when. */
export function EquipmentAssignmentSummary({ equipment }: { equipment: EquipmentDetail }) {
  const { t } = useLingui();
  const assignment = equipment.currentAssignment;
  const operator = assignment?.operator ?? equipment.assignedOperator;
  return (
    <section aria-labelledby="equipment-assignment-heading" className="space-y-2">
      <h3 id="equipment-assignment-heading" className="font-semibold">
        <Trans>Assignment & Location</Trans>
      </h3>
      <DetailList
        columns={3}
        items={[
          {
            label: t`Current operator`,
            value: operator ? `${operator.firstName} ${operator.lastName}` : t`Unassigned`,
          },
          { label: t`Job site`, value: assignment?.jobSite ?? equipment.currentJobSite },
          { label: t`Assigned since`, value: formatDate(assignment?.startDate) },
          { label: t`Location`, value: equipmentLocation(equipment) },
          { label: t`Yard`, value: equipment.locationYard },
        ]}
      />
    </section>
  );
}
