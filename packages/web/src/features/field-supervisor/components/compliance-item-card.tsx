import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ComplianceItem, enumLabel } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { MachineCard } from "../../../components/ui/machine-card";
import { WorkOrderStatusBadge } from "../../../components/ui/work-order-badges";
import { formatDate, formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";

export interface ComplianceActions {
  /** Opens a work order's details (the inspection, or its follow-up). */
  onOpenWorkOrder: (workOrderId: string) => void;
  /** 'Create Follow-up Work Order', for roles that may create work orders. */
  onFollowUp?: ((item: ComplianceItem) => void) | undefined;
}

/** Since when, as each list means it: assigned at, due on (a missed one), submitted at, or not assigned yet. */
function since(item: ComplianceItem, i18n: I18n): { label: string; value: string } {
  const inspection = item.inspection;
  if (!inspection) return { label: i18n._(msg`Inspection`), value: i18n._(msg`Not assigned yet`) };
  if (inspection.submittedAt)
    return { label: i18n._(msg`Submitted`), value: formatDateTime(inspection.submittedAt) };
  if (inspection.inspectionDate < new Date().toISOString().slice(0, 10)) {
    return { label: i18n._(msg`Due`), value: formatDate(inspection.inspectionDate, { timeZone: "UTC" }) };
  }
  return { label: i18n._(msg`Assigned`), value: formatDateTime(inspection.assignedAt) };
}

function Findings({ item }: { item: ComplianceItem }) {
  if (!item.inspection?.submittedAt) return null;
  if (item.failedItems.length === 0) {
    return (
      <p className="mt-3 text-sm font-medium text-success-ink">
        <Trans>All items OK</Trans>
      </p>
    );
  }
  return (
    <div className="mt-3 rounded-lg border border-danger-line bg-danger-soft p-3">
      <p className="text-sm font-semibold text-danger-ink">
        <Plural value={item.failedItems.length} one="# item needs attention" other="# items need attention" />
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {item.failedItems.map((failed) => (
          <li key={`${failed.category}|${failed.item}`} className="break-words">
            <span className="font-medium">{failed.item}</span>
            <span className="text-ink-muted"> ({failed.category})</span>
            {failed.notes ? <span className="block text-ink-muted">“{failed.notes}”</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One machine's daily inspection in the compliance lists: who, where, since when, and what it found. */
export function ComplianceItemCard({
  item,
  onOpenWorkOrder,
  onFollowUp,
}: { item: ComplianceItem } & ComplianceActions) {
  const { t, i18n } = useLingui();
  const { equipment, inspection, operator, followUp } = item;
  const subject = `${equipment.equipmentNumber} ${equipment.name}`;
  const when = since(item, i18n);
  const followUpTitle = followUp?.title;
  const followUpStatus = followUp ? domainText(enumLabel(followUp.status)) : "";
  return (
    <MachineCard
      equipmentNumber={equipment.equipmentNumber}
      name={equipment.name}
      badge={
        inspection ? (
          <WorkOrderStatusBadge status={inspection.status} />
        ) : (
          <Badge tone="warning">
            <Trans>Not Assigned</Trans>
          </Badge>
        )
      }
    >
      <div className="mt-3">
        <DetailList
          items={[
            { label: t`Operator`, value: operator ? `${operator.firstName} ${operator.lastName}` : null },
            { label: t`Job site`, value: item.jobSite },
            { label: when.label, value: when.value },
          ]}
        />
      </div>
      <Findings item={item} />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {inspection ? (
          <Button variant="secondary" className="grow" onClick={() => onOpenWorkOrder(inspection.id)}>
            <Trans>
              View Inspection<span className="sr-only"> of {subject}</span>
            </Trans>
          </Button>
        ) : null}
        {followUp ? (
          <Button variant="secondary" className="grow" onClick={() => onOpenWorkOrder(followUp.id)}>
            <Trans>
              Follow-up: {followUpTitle} · {followUpStatus}
            </Trans>
          </Button>
        ) : item.failedItems.length > 0 && onFollowUp ? (
          <Button className="grow" onClick={() => onFollowUp(item)}>
            <Trans>
              Create Follow-up Work Order<span className="sr-only"> for {subject}</span>
            </Trans>
          </Button>
        ) : null}
      </div>
    </MachineCard>
  );
}
