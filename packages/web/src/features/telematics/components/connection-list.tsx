import { formatDateTime, type TelematicsConnection, type TelematicsStatus } from "@mnx/domain";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";

const STATUS: Record<TelematicsStatus, { label: string; tone: BadgeTone }> = {
  NEW: { label: "Not polled yet", tone: "info" },
  OK: { label: "OK", tone: "success" },
  FAILING: { label: "Failing", tone: "danger" },
  RATE_LIMITED: { label: "Rate limited", tone: "warning" },
};

interface ConnectionListProps {
  connections: readonly TelematicsConnection[];
  onEdit: (connection: TelematicsConnection) => void;
  onPoll: (connection: TelematicsConnection) => void;
  onDelete: (connection: TelematicsConnection) => void;
  pollingId: string | null;
}

const plural = (count: number, noun: string) => `${count.toLocaleString()} ${noun}${count === 1 ? "" : "s"}`;

const meterNames = {
  ENGINE_HOURS: "Hours",
  IDLE_HOURS: "Idle hours",
  ODOMETER: "Distance",
  FUEL_USED: "Fuel used",
} as const;

/** The organization's connections: provider, last poll, status and error, and what may be done with each. */
export function ConnectionList({ connections, onEdit, onPoll, onDelete, pollingId }: ConnectionListProps) {
  return (
    <ul className="space-y-3">
      {connections.map((connection) => {
        const status = connection.enabled
          ? STATUS[connection.status]
          : { label: "Disabled", tone: "neutral" as const };
        const summary = connection.lastSummary;
        return (
          <li key={connection.id}>
            <Card className="space-y-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold">{connection.name}</h3>
                  <p className="font-mono text-xs break-all text-ink-muted">{connection.baseUrl}</p>
                </div>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <DetailList
                columns={3}
                items={[
                  {
                    label: "Last poll",
                    value: connection.lastPollAt ? formatDateTime(connection.lastPollAt) : "Never",
                  },
                  {
                    label: "Next poll",
                    value: connection.enabled ? formatDateTime(connection.nextPollAt) : "Off",
                  },
                  { label: "Every", value: `${connection.pollIntervalMinutes} min` },
                  { label: "Sign-in", value: connection.authKind === "OAUTH2" ? "OAuth 2" : "HTTP Basic" },
                  { label: "Meters", value: connection.meters.map((m) => meterNames[m]).join(", ") },
                  {
                    label: "Last read",
                    value: summary
                      ? `${plural(summary.machines, "machine")}, ${plural(summary.accepted, "reading")} (${summary.held} held, ${summary.refused} refused)`
                      : null,
                  },
                ]}
              />
              {connection.lastError ? (
                <p className="text-sm break-words text-danger-ink" role="note">
                  {connection.lastError}
                </p>
              ) : null}
              {connection.unmatchedMachines > 0 ? (
                <p className="text-sm">
                  <Link className="font-medium text-accent-ink underline" to="/telematics/machines">
                    {connection.unmatchedMachines} unmatched{" "}
                    {connection.unmatchedMachines === 1 ? "machine" : "machines"}
                  </Link>{" "}
                  waiting to be linked or ignored
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  busy={pollingId === connection.id}
                  disabled={!connection.enabled}
                  onClick={() => onPoll(connection)}
                  aria-label={`Poll ${connection.name} now`}
                >
                  Poll Now
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onEdit(connection)}
                  aria-label={`Edit ${connection.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="danger"
                  onClick={() => onDelete(connection)}
                  aria-label={`Delete ${connection.name}`}
                >
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
