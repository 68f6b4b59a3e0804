import { type Equipment, enumLabel } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";

/** The picked machine: type and category, current job site, hour meter and mileage (part 2, 2.5). */
export function SelectedEquipmentDetails({ equipment }: { equipment: Equipment }) {
  return (
    <section aria-label="Selected equipment" className="rounded-lg border border-line bg-surface-muted p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {equipment.equipmentNumber} · {equipment.name}
        </p>
        <EquipmentStatusBadge status={equipment.status} />
      </div>
      <DetailList
        columns={2}
        items={[
          {
            label: "Type and category",
            value: `${enumLabel(equipment.equipmentType)} · ${enumLabel(equipment.category)}`,
          },
          { label: "Current job site", value: equipment.currentJobSite },
          { label: "Hour meter", value: `${equipment.hourMeter.toLocaleString("en-US")} h` },
          { label: "Mileage", value: `${equipment.mileage.toLocaleString("en-US")} mi` },
        ]}
      />
    </section>
  );
}
