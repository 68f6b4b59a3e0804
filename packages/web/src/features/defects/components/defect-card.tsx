import { Trans, useLingui } from "@lingui/react/macro";
import type { Defect } from "@mnx/domain";
import { useId } from "react";
import { Link } from "react-router";
import { DefectSignatures } from "../../../components/signatures/record-signatures";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DefectStatusBadge } from "../../../components/ui/defect-status-badge";
import { formatDate } from "../../../lib/format";
import { defectMoves, type ManualStatus, MOVE_LABELS, mayMakeWorkOrder } from "./defect-actions";

export interface DefectCardActions {
  role: string | undefined;
  onMove: (defect: Defect, to: ManualStatus) => void;
  onMakeWorkOrder: (defect: Defect) => void;
  busy?: boolean;
}

/** One defect: the item, critical or not, its status, who did each step, and the moves the caller may make. */
export function DefectCard({
  defect,
  showMachine,
  role,
  onMove,
  onMakeWorkOrder,
  busy = false,
}: { defect: Defect; showMachine: boolean } & DefectCardActions) {
  const titleId = useId();
  const { t, i18n } = useLingui();
  const personName = (person: Defect["reportedBy"]) =>
    person ? `${person.firstName} ${person.lastName}` : t`someone no longer listed`;
  const item = defect.item;
  const reportedAt = formatDate(defect.reportedAt);
  const reporter = personName(defect.reportedBy);
  const repairedAt = formatDate(defect.repairedAt);
  const repairer = personName(defect.repairedBy);
  const certifiedAt = formatDate(defect.certifiedAt);
  const certifier = personName(defect.certifiedBy);
  const acknowledgedAt = formatDate(defect.acknowledgedAt);
  const acknowledger = personName(defect.acknowledgedBy);
  const moves = defectMoves(defect, role);
  const makeWorkOrder = mayMakeWorkOrder(defect, role);
  // Under the Defects page's heading (h2), or under Equipment Details' 'Open Defects' (h3).
  const Heading = showMachine ? "h3" : "h4";
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="min-w-0 leading-snug">
          {showMachine ? (
            <Link
              to={`/equipment/${defect.equipmentId}`}
              className="block text-sm font-semibold text-accent-ink underline-offset-2 hover:underline"
            >
              {defect.equipment.equipmentNumber} · {defect.equipment.name}
            </Link>
          ) : null}
          <span className="block font-semibold break-words">{defect.item}</span>
          <span className="block text-sm text-ink-muted">{defect.category}</span>
        </Heading>
        <div className="flex flex-wrap gap-1">
          {defect.critical ? (
            <Badge tone="danger">
              <Trans>Critical</Trans>
            </Badge>
          ) : null}
          <DefectStatusBadge status={defect.status} />
        </div>
      </div>
      {defect.notes ? <p className="mt-2 text-sm break-words">“{defect.notes}”</p> : null}
      <ul className="mt-2 space-y-0.5 text-xs text-ink-muted">
        <li>
          <Trans>
            Reported {reportedAt} by {reporter}
          </Trans>
        </li>
        {defect.repairedAt ? (
          <li>
            <Trans>
              Repaired {repairedAt} by {repairer}
            </Trans>
          </li>
        ) : null}
        {defect.certifiedAt ? (
          <li>
            {defect.status === "NO_CORRECTION_NEEDED" ? (
              <Trans>
                No correction needed {certifiedAt} by {certifier}
              </Trans>
            ) : (
              <Trans>
                Certified {certifiedAt} by {certifier}
              </Trans>
            )}
            {defect.certificationNote ? `: ${defect.certificationNote}` : ""}
          </li>
        ) : null}
        {defect.acknowledgedAt ? (
          <li>
            <Trans>
              Acknowledged {acknowledgedAt} by {acknowledger}
            </Trans>
          </li>
        ) : null}
        {defect.workOrderId ? (
          <li>
            <Trans>Repair work order linked</Trans>
          </li>
        ) : null}
      </ul>
      {showMachine && defect.templateItemId ? (
        <Link
          to={`/defects?item=${defect.templateItemId}`}
          className="mt-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-accent-ink underline underline-offset-2"
        >
          <Trans>
            Every defect of this checklist item<span className="sr-only">: {item}</span>
          </Trans>
        </Link>
      ) : null}
      {defect.certifiedAt ? (
        <div className="mt-3">
          <DefectSignatures defectId={defect.id} />
        </div>
      ) : null}
      {moves.length > 0 || makeWorkOrder ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {makeWorkOrder ? (
            <Button variant="secondary" disabled={busy} onClick={() => onMakeWorkOrder(defect)}>
              <Trans>
                Create Work Order<span className="sr-only"> for {item}</span>
              </Trans>
            </Button>
          ) : null}
          {moves.map((to) => (
            <Button
              key={to}
              variant={to === "NO_CORRECTION_NEEDED" ? "secondary" : "primary"}
              disabled={busy}
              onClick={() => onMove(defect, to)}
            >
              {i18n._(MOVE_LABELS[to])}
              <span className="sr-only"> {defect.item}</span>
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
