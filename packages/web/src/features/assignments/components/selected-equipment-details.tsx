import { useLingui } from "@lingui/react/macro";
import { type Equipment, enumLabel } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

/** The picked machine: type and category, current job site, hour meter and mileage (part 2, 2.5). */
export function SelectedEquipmentDetails({ equipment }: { equipment: Equipment }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Selected equipment`}
      className="rounded-lg border border-line bg-surface-muted p-3"
    >
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
            label: t`Type and category`,
            value: `${domainText(enumLabel(equipment.equipmentType))} · ${domainText(enumLabel(equipment.category))}`,
          },
          { label: t`Current job site`, value: equipment.currentJobSite },
          { label: t`Hour meter`, value: `${formatNumber(equipment.hourMeter)} h` },
          { label: t`Mileage`, value: `${formatNumber(equipment.mileage)} mi` },
        ]}
      />
    </section>
  );
}
