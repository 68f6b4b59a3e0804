import { Trans, useLingui } from "@lingui/react/macro";
import { IN_SERVICE_PREVIEW_COUNT } from "@mnx/domain";
import { EquipmentStatusList } from "./equipment-status-list";

/** The Equipment Status tab: Down for Repair, Needs Maintenance, In Service (part 1, 2). */
export function EquipmentStatusPanel() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="equipment-status-heading" className="space-y-3">
      <h2 id="equipment-status-heading" className="sr-only">
        <Trans>Equipment Status</Trans>
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <EquipmentStatusList
          title={t`Down for Repair`}
          status="DOWN_FOR_REPAIR"
          tone="danger"
          emptyText={t`No equipment is down for repair.`}
        />
        <EquipmentStatusList
          title={t`Needs Maintenance`}
          status="SCHEDULED_MAINTENANCE"
          tone="warning"
          emptyText={t`No equipment is scheduled for maintenance.`}
        />
        <EquipmentStatusList
          title={t`In Service`}
          status="IN_SERVICE"
          tone="success"
          limit={IN_SERVICE_PREVIEW_COUNT}
          emptyText={t`No equipment is in service.`}
        />
      </div>
    </section>
  );
}
