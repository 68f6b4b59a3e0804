import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatDay, formatNumber } from "../../../lib/format";
import { useMoney } from "../../../lib/use-money";
import type { LabourLineView } from "../api/work-order-labour-on-device";

interface WorkOrderLabourLinesProps {
  lines: readonly LabourLineView[];
  /** costs.view: an operator sees who worked and how long, never a rate or a cost. */
  showCosts: boolean;
  /** Whether 'Remove' is offered on a line (the server's rule: a mechanic, the lines they recorded). */
  removable: (line: LabourLineView) => boolean;
  onRemove: (line: LabourLineView) => void;
  /** Drawn under the line of this key (the removal's reason). */
  openKey: string | null;
  open: ReactNode;
}

export const hoursText = (hours: number) => `${formatNumber(hours, { maximumFractionDigits: 2 })} h`;

/** '8 h on Nov 27 · Clock (Start to Complete Work)'. */
function lineText(line: LabourLineView): string {
  const hours = hoursText(line.hours);
  const day = line.workDate ? formatDay(line.workDate) : "";
  const parts = [day ? t`${hours} on ${day}` : hours];
  if (line.line?.source === "CLOCK") parts.push(t`From Start to Complete Work`);
  return parts.join(" · ");
}

/** 'Remove 8 h of Ana Ruiz'. */
function removeLabel(line: LabourLineView): string {
  const hours = hoursText(line.hours);
  const person = line.person;
  return t`Remove ${hours} of ${person}`;
}

/**
 * A job's labour, one line per person and day: who, how long and when, the note, and on the right what it costs
 * at the rate of its time. A removed line stays, struck out, with who removed it and why; a line or a removal
 * saved on this device is marked 'Waiting to send'.
 */
export function WorkOrderLabourLines({
  lines,
  showCosts,
  removable,
  onRemove,
  openKey,
  open,
}: WorkOrderLabourLinesProps) {
  const money = useMoney();
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {lines.map((line) => {
        const gone = line.removed || line.removal !== null;
        return (
          <li key={line.key} className="px-3 py-2.5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <p className={`text-sm font-semibold break-words text-ink ${gone ? "line-through" : ""}`}>
                  {line.person}
                </p>
                <p className={`text-sm text-ink-muted ${gone ? "line-through" : ""}`}>{lineText(line)}</p>
                {line.note ? <p className="text-sm break-words text-ink">{line.note}</p> : null}
                <LineState line={line} />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-right sm:flex-row sm:items-center sm:gap-4">
                {showCosts ? <LineCost line={line} money={money} /> : null}
                {removable(line) ? (
                  <Button
                    variant="secondary"
                    aria-label={removeLabel(line)}
                    aria-expanded={openKey === line.key}
                    onClick={() => onRemove(line)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                ) : null}
              </div>
            </div>
            {openKey === line.key ? <div className="mt-3">{open}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}

function LineCost({ line, money }: { line: LabourLineView; money: (value: number | null) => string }) {
  if (line.state !== "saved" || line.cost === null) {
    return (
      <p className="text-xs text-ink-muted">
        <Trans>Cost when sent</Trans>
      </p>
    );
  }
  const hourly = money(line.hourlyRate);
  const rate = line.line?.rateSource === "NONE" ? t`No rate set` : t`${hourly} / h`;
  return (
    <div>
      <p className={`text-sm font-semibold text-ink tabular-nums ${line.removed ? "line-through" : ""}`}>
        {money(line.cost)}
      </p>
      <p className="text-xs text-ink-muted tabular-nums">{rate}</p>
    </div>
  );
}

function LineState({ line }: { line: LabourLineView }) {
  if (line.state !== "saved") {
    return <Badge tone="warning">{line.state === "waiting" ? t`Waiting to send` : t`Sending...`}</Badge>;
  }
  if (line.removal) {
    return (
      <Badge tone="warning">{line.removal === "waiting" ? t`Removal waiting to send` : t`Removing...`}</Badge>
    );
  }
  if (!line.removed || !line.line) return null;
  const by = line.line.removedBy;
  const byName = by ? `${by.firstName} ${by.lastName}` : "";
  return (
    <p className="text-xs text-ink-muted">
      <Badge tone="neutral">
        <Trans>Removed</Trans>
      </Badge>{" "}
      {byName ? t`by ${byName}` : ""}
      {line.line.removedReason ? `: ${line.line.removedReason}` : ""}
    </p>
  );
}
