import { Trans, useLingui } from "@lingui/react/macro";
import {
  MACHINE_ALERT_SEVERITY_LABELS,
  MACHINE_ALERT_STATUS_LABELS,
  type MachineAlert,
  type MachineAlertSeverity,
} from "@mnx/domain";
import { useId } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/format";
import { domainText } from "../../../lib/i18n/i18n";
import type { AlertMove } from "../api/use-alert-writes";
import { alertMoves, MOVE_TITLES, mayDraftWorkOrder } from "./alert-actions";

const SEVERITY_TONES: Readonly<Record<MachineAlertSeverity, BadgeTone>> = {
  CRITICAL: "danger",
  HIGH: "orange",
  MEDIUM: "warning",
  LOW: "info",
};

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
  const { t, i18n } = useLingui();
  const personName = (person: MachineAlert["acknowledgedBy"]) =>
    person ? `${person.firstName} ${person.lastName}` : t`someone no longer listed`;
  const code = alert.code;
  const firstAt = formatDateTime(alert.firstOccurredAt);
  const lastAt = formatDateTime(alert.lastOccurredAt);
  const times = alert.occurrences;
  const source = alert.connectionName;
  const acknowledgedAt = formatDateTime(alert.acknowledgedAt);
  const acknowledger = personName(alert.acknowledgedBy);
  const clearedAt = formatDateTime(alert.clearedAt);
  const clearer = personName(alert.clearedBy);
  const open = alert.status !== "CLEARED";
  const moves = alertMoves(alert, role);
  const draft = mayDraftWorkOrder(alert, role);
  const Heading = showMachine ? "h3" : "h4";
  // When it was first reported, how often since, and by which telematics connection: one sentence each way.
  const reportedLine = (repeated: boolean, bySource: boolean) => {
    if (repeated && bySource) return t`Reported ${firstAt}, ${times} times (last ${lastAt}) by ${source}`;
    if (repeated) return t`Reported ${firstAt}, ${times} times (last ${lastAt})`;
    if (bySource) return t`Reported ${firstAt} by ${source}`;
    return t`Reported ${firstAt}`;
  };
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
            {alert.description ?? t`Fault code ${code}`}
          </span>
          <span className="block text-sm text-ink-muted break-words">
            <Trans>Code {code}</Trans>
            {alert.codeSource ? ` · ${alert.codeSource}` : ""}
          </span>
        </Heading>
        <div className="flex flex-wrap gap-1">
          <Badge tone={SEVERITY_TONES[alert.severity]}>
            {domainText(MACHINE_ALERT_SEVERITY_LABELS[alert.severity])}
          </Badge>
          <Badge tone={open ? "neutral" : "success"}>
            {domainText(MACHINE_ALERT_STATUS_LABELS[alert.status])}
          </Badge>
        </div>
      </div>
      <ul className="mt-2 space-y-0.5 text-xs text-ink-muted">
        <li>{reportedLine(times > 1, Boolean(source))}</li>
        {alert.acknowledgedAt ? (
          <li className="break-words">
            <Trans>
              Acknowledged {acknowledgedAt} by {acknowledger}:
            </Trans>{" "}
            {alert.acknowledgedNote}
          </li>
        ) : null}
        {alert.clearedAt ? (
          <li className="break-words">
            <Trans>
              Cleared {clearedAt} by {clearer}:
            </Trans>{" "}
            {alert.clearedNote}
          </li>
        ) : null}
        {alert.workOrderId ? (
          <li>
            <Link
              to={`/work-orders?open=${alert.workOrderId}`}
              className="font-semibold text-accent-ink underline-offset-2 hover:underline"
            >
              <Trans>Work order made from this alert</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
      {draft || moves.length > 0 ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {draft ? (
            <Button variant="danger" disabled={busy} onClick={() => onDraftWorkOrder(alert)}>
              <Trans>
                Draft Work Order<span className="sr-only"> for fault {code}</span>
              </Trans>
            </Button>
          ) : null}
          {moves.map((move) => (
            <Button
              key={move}
              variant={move === "clear" ? "secondary" : "primary"}
              disabled={busy}
              onClick={() => onMove(alert, move)}
            >
              {i18n._(MOVE_TITLES[move])}
              <span className="sr-only">
                {" "}
                <Trans>fault {code}</Trans>
              </span>
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
