import { Trans, useLingui } from "@lingui/react/macro";
import { canBeAssigned, type Equipment, enumLabel } from "@mnx/domain";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { buttonClasses } from "../../../components/ui/button-classes";
import { DetailList } from "../../../components/ui/detail-list";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { MachineCard } from "../../../components/ui/machine-card";
import { UnsafeToOperate } from "../../../components/ui/unsafe-to-operate";
import { formatDate } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

interface MachineAssignmentCardProps {
  equipment: Equipment;
  /** 'Assign Operator': opens Create Equipment Assignment on this machine. */
  onAssign: (equipment: Equipment) => void;
}

/**
 * A card of the field supervisor's Equipment Assignments tab (part 1, 2): the machine, its status, type, make
 * and model, job site, operator and since when; 'Manage Assignment' when it has an operator, else 'Assign
 * Operator' (or why it cannot have one now).
 */
export function MachineAssignmentCard({ equipment, onAssign }: MachineAssignmentCardProps) {
  const { t } = useLingui();
  const operator = equipment.assignedOperator;
  const status = domainText(enumLabel(equipment.status)).toLowerCase();
  const subject = `${equipment.equipmentNumber} ${equipment.name}`;
  return (
    <MachineCard
      equipmentNumber={equipment.equipmentNumber}
      name={equipment.name}
      badge={<EquipmentStatusBadge status={equipment.status} />}
    >
      <UnsafeToOperate machine={equipment} layout="card" />
      <div className="mt-3">
        <DetailList
          items={[
            { label: t`Type`, value: domainText(enumLabel(equipment.equipmentType)) },
            { label: t`Make & model`, value: [equipment.make, equipment.model].filter(Boolean).join(" ") },
            { label: t`Job site`, value: equipment.currentJobSite },
            {
              label: t`Operator`,
              value: operator ? `${operator.firstName} ${operator.lastName}` : t`Unassigned`,
            },
            ...(equipment.assignedSince
              ? [{ label: t`Since`, value: formatDate(equipment.assignedSince) }]
              : []),
          ]}
        />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {operator ? (
          <Link
            to={`/equipment-assignments?equipment=${equipment.id}`}
            className={buttonClasses({ variant: "secondary", className: "grow whitespace-nowrap" })}
          >
            <Trans>
              Manage Assignment<span className="sr-only"> of {subject}</span>
            </Trans>
          </Link>
        ) : canBeAssigned(equipment.status) ? (
          <Button className="grow whitespace-nowrap" onClick={() => onAssign(equipment)}>
            <Trans>
              Assign Operator<span className="sr-only"> to {subject}</span>
            </Trans>
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">
            <Trans>Cannot be assigned while {status}.</Trans>
          </p>
        )}
      </div>
    </MachineCard>
  );
}
