import { type EquipmentDetail, enumLabel, formatDate } from "@mnx/domain";
import { DetailList } from "../../../components/ui/detail-list";
import { UnsafeToOperate } from "../../../components/ui/unsafe-to-operate";
import { EquipmentAssignmentSummary } from "./equipment-assignment-summary";
import { EquipmentQrLabel } from "./equipment-qr-label";
import { EquipmentStatusNotice } from "./equipment-status-notice";
import { MachineTelematics } from "./machine-telematics";
import { MaintenancePlansSection } from "./maintenance-plans-section";
import { RecentWorkOrders } from "./recent-work-orders";

const number = (value: number, unit: string) => `${value.toLocaleString("en-US")} ${unit}`;

/** What the details modal shows once the machine has loaded. */
export function EquipmentDetailsBody({ equipment }: { equipment: EquipmentDetail }) {
  return (
    <div className="space-y-5">
      <UnsafeToOperate machine={equipment} layout="notice" />
      <EquipmentStatusNotice name={equipment.name} status={equipment.status} />
      <div className="grid gap-5 lg:grid-cols-[1fr_15rem]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="equipment-machine-heading" className="space-y-2">
            <h3 id="equipment-machine-heading" className="font-semibold">
              Machine
            </h3>
            <DetailList
              columns={3}
              items={[
                { label: "Equipment number", value: equipment.equipmentNumber },
                { label: "Type", value: enumLabel(equipment.equipmentType) },
                { label: "Category", value: enumLabel(equipment.category) },
                { label: "Make", value: equipment.make },
                { label: "Model", value: equipment.model },
                { label: "Year", value: equipment.year },
                { label: "Serial number", value: equipment.serialNumber },
                { label: "Hour meter", value: number(equipment.hourMeter, "h") },
                { label: "Mileage", value: number(equipment.mileage, "mi") },
              ]}
            />
          </section>
          <EquipmentAssignmentSummary equipment={equipment} />
          <MachineTelematics equipment={equipment} />
          <section aria-labelledby="equipment-service-heading" className="space-y-2">
            <h3 id="equipment-service-heading" className="font-semibold">
              Service
            </h3>
            <DetailList
              columns={3}
              items={[
                { label: "Last inspection", value: formatDate(equipment.lastInspectionDate) },
                { label: "Next inspection due", value: formatDate(equipment.nextInspectionDue) },
                { label: "Next maintenance due", value: formatDate(equipment.nextMaintenanceDue) },
                { label: "Purchase date", value: formatDate(equipment.purchaseDate) },
                { label: "Warranty expiry", value: formatDate(equipment.warrantyExpiry) },
                {
                  label: "History",
                  value: `${equipment.stats.workOrders} work orders, ${equipment.stats.maintenanceRecords} maintenance records`,
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
            Notes
          </h3>
          <p className="text-sm whitespace-pre-line text-ink-muted">{equipment.notes}</p>
        </section>
      ) : null}
    </div>
  );
}
