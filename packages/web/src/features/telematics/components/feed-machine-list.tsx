import { formatDateTime, type TelematicsMachine } from "@mnx/domain";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { DetailList } from "../../../components/ui/detail-list";

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
                  { label: "Serial number", value: machine.serialNumber },
                  { label: "PIN", value: machine.pin },
                  { label: "Connection", value: machine.connectionName },
                  {
                    label: "Hours",
                    value:
                      machine.lastHours === null
                        ? null
                        : `${machine.lastHours.toLocaleString()}${machine.lastHoursAt ? ` (${formatDateTime(machine.lastHoursAt)})` : ""}`,
                  },
                  { label: "Last seen", value: formatDateTime(machine.lastSeenAt) },
                ]}
              />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => onLink(machine)} aria-label={`Link ${name}`}>
                  Link
                </Button>
                <Button
                  variant="secondary"
                  busy={ignoringId === machine.id}
                  onClick={() => onIgnore(machine)}
                  aria-label={`Ignore ${name}`}
                >
                  Ignore
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
