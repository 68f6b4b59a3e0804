import { Trans, useLingui } from "@lingui/react/macro";
import { type EquipmentDetail, enumLabel } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { UnsafeToOperate } from "../../../components/ui/unsafe-to-operate";
import { formatDate, formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { EquipmentAssignmentSummary } from "./equipment-assignment-summary";
import { EquipmentQrLabel } from "./equipment-qr-label";
import { EquipmentStatusNotice } from "./equipment-status-notice";
import { MachineTelematics } from "./machine-telematics";
import { MaintenancePlansSection } from "./maintenance-plans-section";
import { RecentWorkOrders } from "./recent-work-orders";

const number = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;

/** What the details modal shows once the machine has loaded. */
export function EquipmentDetailsBody({ equipment }: { equipment: EquipmentDetail }) {
  const { t } = useLingui();
  const { workOrders, maintenanceRecords } = equipment.stats;
  return (
    <div className="space-y-5">
      <UnsafeToOperate machine={equipment} layout="notice" />
      <EquipmentStatusNotice name={equipment.name} status={equipment.status} />
      <div className="grid gap-5 lg:grid-cols-[1fr_15rem]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="equipment-machine-heading" className="space-y-2">
            <h3 id="equipment-machine-heading" className="font-semibold">
              <Trans>Machine</Trans>
            </h3>
            <DetailList
              columns={3}
              items={[
                { label: t`Equipment number`, value: equipment.equipmentNumber },
                { label: t`Type`, value: domainText(enumLabel(equipment.equipmentType)) },
                { label: t`Category`, value: domainText(enumLabel(equipment.category)) },
                { label: t`Make`, value: equipment.make },
                { label: t`Model`, value: equipment.model },
                { label: t`Year`, value: equipment.year },
                { label: t`Serial number`, value: equipment.serialNumber },
                { label: t`Hour meter`, value: number(equipment.hourMeter, "h") },
                { label: t`Mileage`, value: number(equipment.mileage, "mi") },
              ]}
            />
          </section>
          <EquipmentAssignmentSummary equipment={equipment} />
          <MachineTelematics equipment={equipment} />
          <section aria-labelledby="equipment-service-heading" className="space-y-2">
            <h3 id="equipment-service-heading" className="font-semibold">
              <Trans>Service</Trans>
            </h3>
            <DetailList
              columns={3}
              items={[
                { label: t`Last inspection`, value: formatDate(equipment.lastInspectionDate) },
                { label: t`Next inspection due`, value: formatDate(equipment.nextInspectionDue) },
                { label: t`Next maintenance due`, value: formatDate(equipment.nextMaintenanceDue) },
                { label: t`Purchase date`, value: formatDate(equipment.purchaseDate) },
                { label: t`Warranty expiry`, value: formatDate(equipment.warrantyExpiry) },
                {
                  label: t`History`,
                  value: t`${workOrders} work orders, ${maintenanceRecords} maintenance records`,
                },
              ]}
            />
          </section>
        </div>
        <EquipmentQrLabel equipment={equipment} />
      </div>
      <MaintenancePlansSection equipmentId={equipment.id} />
      <RecentWorkOrders workOrders={equipment.recentWorkOrders} />
      {equipment.notes ? (
        <section aria-labelledby="equipment-notes-heading" className="space-y-1">
          <h3 id="equipment-notes-heading" className="font-semibold">
            <Trans>Notes</Trans>
          </h3>
          <p className="text-sm whitespace-pre-line text-ink-muted">{equipment.notes}</p>
        </section>
      ) : null}
    </div>
  );
}
