import { Trans, useLingui } from "@lingui/react/macro";
import type { Assignment, Equipment } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import { EquipmentStatusBadge } from "../../components/ui/equipment-status-badge";
import { UnsafeToOperate } from "../../components/ui/unsafe-to-operate";
import { equipmentDetailQuery } from "../../features/equipment/api/equipment-queries";
import { formatNumber } from "../../lib/format";

interface OperatorEquipmentCardProps {
  assignment: Assignment;
  /** The machine from the operator's equipment list, when it is there. */
  machine: Equipment | undefined;
  onView: (equipmentId: string) => void;
  onReportIssue: (machine: Equipment | null) => void;
}

/** One assigned machine: number, name, status, job site, hour meter; View Details and Report Issue. */
export function OperatorEquipmentCard({
  assignment,
  machine,
  onView,
  onReportIssue,
}: OperatorEquipmentCardProps) {
  const titleId = useId();
  const { t } = useLingui();
  // A machine beyond the list's first page is read on its own (Report Issue needs the whole machine).
  const detail = useQuery({ ...equipmentDetailQuery(assignment.equipmentId), enabled: !machine });
  const full = machine ?? detail.data ?? null;
  const { equipment } = assignment;
  const named = (verb: string) => (
    <>
      {verb}
      <span className="sr-only"> {equipment.name}</span>
    </>
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{equipment.equipmentNumber}</p>
          <h3 id={titleId} className="font-semibold leading-snug">
            {equipment.name}
          </h3>
        </div>
        <EquipmentStatusBadge status={full?.status ?? equipment.status} />
      </div>
      <UnsafeToOperate machine={full ?? equipment} layout="card" />
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">
            <Trans>Job site</Trans>
          </dt>
          <dd className="font-medium break-words">{assignment.jobSite || full?.currentJobSite || "—"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">
            <Trans>Hour meter</Trans>
          </dt>
          <dd className="font-medium">{full ? `${formatNumber(full.hourMeter)} h` : "—"}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button
          variant="secondary"
          className="flex-1 whitespace-nowrap"
          onClick={() => onView(assignment.equipmentId)}
        >
          {named(t`View Details`)}
        </Button>
        <Button variant="danger" className="flex-1 whitespace-nowrap" onClick={() => onReportIssue(full)}>
          {named(t`Report Issue`)}
        </Button>
      </div>
    </article>
  );
}
