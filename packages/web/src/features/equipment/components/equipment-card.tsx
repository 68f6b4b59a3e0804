import { Trans, useLingui } from "@lingui/react/macro";
import { type Equipment, enumLabel } from "@mnx/domain";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { UnsafeToOperate } from "../../../components/ui/unsafe-to-operate";
import { formatDate, formatNumber } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import { equipmentLocation } from "./equipment-location";

export interface EquipmentCardActions {
  onView: (equipment: Equipment) => void;
  /** Given only to roles that may edit or delete (equipment.update, equipment.delete). */
  onEdit?: ((equipment: Equipment) => void) | undefined;
  onDelete?: ((equipment: Equipment) => void) | undefined;
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="line-clamp-2 text-sm font-medium break-words">{value || "—"}</dd>
    </div>
  );
}

/** A fleet card (part 2, 2.1): name, status, model, serial, location, counts and the updated date. */
export function EquipmentCard({
  equipment,
  onView,
  onEdit,
  onDelete,
}: { equipment: Equipment } & EquipmentCardActions) {
  const { t } = useLingui();
  const titleId = useId();
  const operator = equipment.assignedOperator;
  const named = (verb: string) => (
    <>
      {verb}
      <span className="sr-only"> {equipment.name}</span>
    </>
  );
  const updated = formatDate(equipment.updatedAt);
  const { workOrders, maintenanceRecords } = equipment.stats;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <h3 id={titleId} className="font-semibold leading-snug break-words">
        {equipment.name}
      </h3>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-muted">
          {equipment.equipmentNumber} · {domainText(enumLabel(equipment.equipmentType))}
        </p>
        <EquipmentStatusBadge status={equipment.status} />
      </div>
      <UnsafeToOperate machine={equipment} layout="card" />
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
        <Fact label={t`Model`} value={[equipment.make, equipment.model].filter(Boolean).join(" ")} />
        <Fact label={t`Serial`} value={equipment.serialNumber} />
        <Fact label={t`Location`} value={equipmentLocation(equipment)} />
        <Fact label={t`Job site`} value={equipment.currentJobSite} />
        <Fact
          label={t`Operator`}
          value={operator ? `${operator.firstName} ${operator.lastName}` : t`Unassigned`}
        />
        <Fact label={t`Hour meter`} value={`${formatNumber(equipment.hourMeter)} h`} />
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span>
          <Trans>
            <span className="font-semibold text-ink">{workOrders}</span> work orders
          </Trans>
        </span>
        <span>
          <Trans>
            <span className="font-semibold text-ink">{maintenanceRecords}</span> maintenance records
          </Trans>
        </span>
      </p>
      <p className="mt-1 text-xs text-ink-muted">
        <Trans>Updated {updated}</Trans>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" className="flex-1" onClick={() => onView(equipment)}>
          {named(t`View`)}
        </Button>
        {onEdit ? (
          <Button variant="secondary" className="flex-1" onClick={() => onEdit(equipment)}>
            {named(t`Edit`)}
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="danger" className="flex-1" onClick={() => onDelete(equipment)}>
            {named(t`Delete`)}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
