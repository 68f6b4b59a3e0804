import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TelematicsConnection, TelematicsStatus } from "@mnx/domain";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";
import { formatDateTime } from "../../../lib/format";

const STATUS: Record<TelematicsStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  NEW: { label: msg`Not polled yet`, tone: "info" },
  OK: { label: msg`OK`, tone: "success" },
  FAILING: { label: msg`Failing`, tone: "danger" },
  RATE_LIMITED: { label: msg`Rate limited`, tone: "warning" },
};
const DISABLED = { label: msg`Disabled`, tone: "neutral" } as const;

interface ConnectionListProps {
  connections: readonly TelematicsConnection[];
  onEdit: (connection: TelematicsConnection) => void;
  onPoll: (connection: TelematicsConnection) => void;
  onDelete: (connection: TelematicsConnection) => void;
  pollingId: string | null;
}

const METER_NAMES = {
  ENGINE_HOURS: msg`Hours`,
  IDLE_HOURS: msg`Idle hours`,
  ODOMETER: msg`Distance`,
  FUEL_USED: msg`Fuel used`,
} as const;

/** The last poll's outcome: '3 machines, 12 readings (1 held, 0 refused)'. */
function useSummaryText() {
  const { t } = useLingui();
  return ({ machines, accepted, held, refused }: NonNullable<TelematicsConnection["lastSummary"]>) =>
    t`${plural(machines, { one: "# machine", other: "# machines" })}, ${plural(accepted, { one: "# reading", other: "# readings" })} (${held} held, ${refused} refused)`;
}

/** The organization's connections: provider, last poll, status and error, and what may be done with each. */
export function ConnectionList({ connections, onEdit, onPoll, onDelete, pollingId }: ConnectionListProps) {
  const { i18n, t } = useLingui();
  const summaryText = useSummaryText();
  return (
    <ul className="space-y-3">
      {connections.map((connection) => {
        const status = connection.enabled ? STATUS[connection.status] : DISABLED;
        const summary = connection.lastSummary;
        const name = connection.name;
        const interval = connection.pollIntervalMinutes;
        const unmatched = connection.unmatchedMachines;
        return (
          <li key={connection.id}>
            <Card className="space-y-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold">{connection.name}</h3>
                  <p className="font-mono text-xs break-all text-ink-muted">{connection.baseUrl}</p>
                </div>
                <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
              </div>
              <DetailList
                columns={3}
                items={[
                  {
                    label: t`Last poll`,
                    value: connection.lastPollAt ? formatDateTime(connection.lastPollAt) : t`Never`,
                  },
                  {
                    label: t`Next poll`,
                    value: connection.enabled ? formatDateTime(connection.nextPollAt) : t`Off`,
                  },
                  { label: t({ message: "Every", context: "minutes" }), value: t`${interval} min` },
                  { label: t`Sign-in`, value: connection.authKind === "OAUTH2" ? "OAuth 2" : "HTTP Basic" },
                  {
                    label: t`Meters`,
                    value: connection.meters.map((m) => i18n._(METER_NAMES[m])).join(", "),
                  },
                  {
                    label: t`Last read`,
                    value: summary ? summaryText(summary) : null,
                  },
                ]}
              />
              {connection.lastError ? (
                <p className="text-sm break-words text-danger-ink" role="note">
                  {connection.lastError}
                </p>
              ) : null}
              {unmatched > 0 ? (
                <p className="text-sm">
                  <Trans>
                    <Link className="font-medium text-accent-ink underline" to="/telematics/machines">
                      <Plural value={unmatched} one="# unmatched machine" other="# unmatched machines" />
                    </Link>{" "}
                    waiting to be linked or ignored
                  </Trans>
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  busy={pollingId === connection.id}
                  disabled={!connection.enabled}
                  onClick={() => onPoll(connection)}
                  aria-label={t`Poll ${name} now`}
                >
                  <Trans>Poll Now</Trans>
                </Button>
                <Button variant="secondary" onClick={() => onEdit(connection)} aria-label={t`Edit ${name}`}>
                  <Trans>Edit</Trans>
                </Button>
                <Button variant="danger" onClick={() => onDelete(connection)} aria-label={t`Delete ${name}`}>
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
