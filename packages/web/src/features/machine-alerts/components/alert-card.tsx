import {
  formatDateTime,
  MACHINE_ALERT_SEVERITY_LABELS,
  MACHINE_ALERT_STATUS_LABELS,
  type MachineAlert,
  type MachineAlertSeverity,
} from "@mnx/domain";
import { useId } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import type { AlertMove } from "../api/use-alert-writes";
import { alertMoves, mayDraftWorkOrder } from "./alert-actions";
import { MOVE_TITLES } from "./alert-note-dialog";

const SEVERITY_TONES: Readonly<Record<MachineAlertSeverity, BadgeTone>> = {
  CRITICAL: "danger",
  HIGH: "orange",
  MEDIUM: "warning",
  LOW: "info",
};

const personName = (person: MachineAlert["acknowledgedBy"]) =>
  person ? `${person.firstName} ${person.lastName}` : "someone no longer listed";

export interface AlertCardActions {
  role: string | undefined;
  busy?: boolean;
  onMove: (alert: MachineAlert, move: AlertMove) => void;
  onDraftWorkOrder: (alert: MachineAlert) => void;
}

/** One alert: the fault code and what it means, its severity and status, who saw to it, and the moves allowed. */
export function AlertCard({
  alert,
  showMachine,
  role,
  busy = false,
  onMove,
  onDraftWorkOrder,
}: { alert: MachineAlert; showMachine: boolean } & AlertCardActions) {
  const titleId = useId();
  const open = alert.status !== "CLEARED";
  const moves = alertMoves(alert, role);
  const draft = mayDraftWorkOrder(alert, role);
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
              to={`/equipment/${alert.equipmentId}`}
              className="block text-sm font-semibold text-accent-ink underline-offset-2 hover:underline"
            >
              {alert.equipment.equipmentNumber} · {alert.equipment.name}
            </Link>
          ) : null}
          <span className="block font-semibold break-words">
            {alert.description ?? `Fault code ${alert.code}`}
          </span>
          <span className="block text-sm text-ink-muted break-words">
            Code {alert.code}
            {alert.codeSource ? ` · ${alert.codeSource}` : ""}
          </span>
        </Heading>
        <div className="flex flex-wrap gap-1">
          <Badge tone={SEVERITY_TONES[alert.severity]}>{MACHINE_ALERT_SEVERITY_LABELS[alert.severity]}</Badge>
          <Badge tone={open ? "neutral" : "success"}>{MACHINE_ALERT_STATUS_LABELS[alert.status]}</Badge>
        </div>
      </div>
      <ul className="mt-2 space-y-0.5 text-xs text-ink-muted">
        <li>
          Reported {formatDateTime(alert.firstOccurredAt)}
          {alert.occurrences > 1
            ? `, ${alert.occurrences} times (last ${formatDateTime(alert.lastOccurredAt)})`
            : ""}
          {alert.connectionName ? ` by ${alert.connectionName}` : ""}
        </li>
        {alert.acknowledgedAt ? (
          <li className="break-words">
            Acknowledged {formatDateTime(alert.acknowledgedAt)} by {personName(alert.acknowledgedBy)}:{" "}
            {alert.acknowledgedNote}
          </li>
        ) : null}
        {alert.clearedAt ? (
          <li className="break-words">
            Cleared {formatDateTime(alert.clearedAt)} by {personName(alert.clearedBy)}: {alert.clearedNote}
          </li>
        ) : null}
        {alert.workOrderId ? (
          <li>
            <Link
              to={`/work-orders?open=${alert.workOrderId}`}
              className="font-semibold text-accent-ink underline-offset-2 hover:underline"
            >
              Work order made from this alert
            </Link>
          </li>
        ) : null}
      </ul>
      {draft || moves.length > 0 ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {draft ? (
            <Button variant="danger" disabled={busy} onClick={() => onDraftWorkOrder(alert)}>
              Draft Work Order<span className="sr-only"> for fault {alert.code}</span>
            </Button>
          ) : null}
          {moves.map((move) => (
            <Button
              key={move}
              variant={move === "clear" ? "secondary" : "primary"}
              disabled={busy}
              onClick={() => onMove(alert, move)}
            >
              {MOVE_TITLES[move]}
              <span className="sr-only"> fault {alert.code}</span>
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
