import { type Defect, formatDate } from "@mnx/domain";
import { useId } from "react";
import { Link } from "react-router";
import { DefectSignatures } from "../../../components/signatures/record-signatures";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DefectStatusBadge } from "../../../components/ui/defect-status-badge";
import { defectMoves, type ManualStatus, MOVE_LABELS, mayMakeWorkOrder } from "./defect-actions";

const personName = (person: Defect["reportedBy"]) =>
  person ? `${person.firstName} ${person.lastName}` : "someone no longer listed";

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
          {defect.critical ? <Badge tone="danger">Critical</Badge> : null}
          <DefectStatusBadge status={defect.status} />
        </div>
      </div>
      {defect.notes ? <p className="mt-2 text-sm break-words">“{defect.notes}”</p> : null}
      <ul className="mt-2 space-y-0.5 text-xs text-ink-muted">
        <li>
          Reported {formatDate(defect.reportedAt)} by {personName(defect.reportedBy)}
        </li>
        {defect.repairedAt ? (
          <li>
            Repaired {formatDate(defect.repairedAt)} by {personName(defect.repairedBy)}
          </li>
        ) : null}
        {defect.certifiedAt ? (
          <li>
            {defect.status === "NO_CORRECTION_NEEDED" ? "No correction needed" : "Certified"}{" "}
            {formatDate(defect.certifiedAt)} by {personName(defect.certifiedBy)}
            {defect.certificationNote ? `: ${defect.certificationNote}` : ""}
          </li>
        ) : null}
        {defect.acknowledgedAt ? (
          <li>
            Acknowledged {formatDate(defect.acknowledgedAt)} by {personName(defect.acknowledgedBy)}
          </li>
        ) : null}
        {defect.workOrderId ? <li>Repair work order linked</li> : null}
      </ul>
      {showMachine && defect.templateItemId ? (
        <Link
          to={`/defects?item=${defect.templateItemId}`}
          className="mt-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-accent-ink underline underline-offset-2"
        >
          Every defect of this checklist item<span className="sr-only">: {defect.item}</span>
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
              Create Work Order<span className="sr-only"> for {defect.item}</span>
            </Button>
          ) : null}
          {moves.map((to) => (
            <Button
              key={to}
              variant={to === "NO_CORRECTION_NEEDED" ? "secondary" : "primary"}
              disabled={busy}
              onClick={() => onMove(defect, to)}
            >
              {MOVE_LABELS[to]}
              <span className="sr-only"> {defect.item}</span>
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
