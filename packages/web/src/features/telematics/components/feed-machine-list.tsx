import { Trans, useLingui } from "@lingui/react/macro";
import type { TelematicsMachine } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";
import { formatDateTime, formatNumber } from "../../../lib/format";

/** A feed machine as people name it: make, model and serial number (or PIN, or the feed's id). */
export const feedMachineName = (machine: TelematicsMachine) =>
  [machine.oemName, machine.model, machine.serialNumber ?? machine.pin ?? machine.feedEquipmentId]
    .filter(Boolean)
    .join(" ");

interface FeedMachineListProps {
  machines: readonly TelematicsMachine[];
  onLink: (machine: TelematicsMachine) => void;
  onIgnore: (machine: TelematicsMachine) => void;
  ignoringId: string | null;
}

/** Machines a feed names that match none of ours: what the feed says of each, with Link and Ignore. */
export function FeedMachineList({ machines, onLink, onIgnore, ignoringId }: FeedMachineListProps) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {machines.map((machine) => {
        const name = feedMachineName(machine);
        return (
          <li key={machine.id}>
            <Card className="space-y-3">
              <h3 className="font-semibold break-words">{name}</h3>
              <DetailList
                items={[
                  { label: t`Serial number`, value: machine.serialNumber },
                  { label: t`PIN`, value: machine.pin },
                  { label: t`Connection`, value: machine.connectionName },
                  {
                    label: t`Hours`,
                    value:
                      machine.lastHours === null
                        ? null
                        : `${formatNumber(machine.lastHours)}${machine.lastHoursAt ? ` (${formatDateTime(machine.lastHoursAt)})` : ""}`,
                  },
                  { label: t`Last seen`, value: formatDateTime(machine.lastSeenAt) },
                ]}
              />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => onLink(machine)} aria-label={t`Link ${name}`}>
                  <Trans>Link</Trans>
                </Button>
                <Button
                  variant="secondary"
                  busy={ignoringId === machine.id}
                  onClick={() => onIgnore(machine)}
                  aria-label={t`Ignore ${name}`}
                >
                  <Trans>Ignore</Trans>
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
