import { useLingui } from "@lingui/react/macro";
import type { Equipment } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { enumText } from "./work-order-display";

/** The chosen machine's type, make/model and status (part 2, 2.8). */
export function CreateWorkOrderEquipmentDetails({ equipment }: { equipment: Equipment }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Selected equipment`}
      className="rounded-lg border border-line bg-surface-muted p-3 sm:col-span-2"
    >
      <p className="mb-2 font-semibold">
        {equipment.equipmentNumber} · {equipment.name}
      </p>
      <DetailList
        columns={3}
        items={[
          { label: t`Type`, value: enumText(equipment.equipmentType) },
          { label: t`Make/Model`, value: [equipment.make, equipment.model].filter(Boolean).join(" ") },
          { label: t`Status`, value: <EquipmentStatusBadge status={equipment.status} /> },
        ]}
      />
    </section>
  );
}
