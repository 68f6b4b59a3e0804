import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { PartUnit } from "@mnx/domain";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useMoney } from "../../../lib/use-money";
import type { PartLine } from "../api/work-order-parts-on-device";
import { quantityText } from "./work-order-display";

interface WorkOrderPartLinesProps {
  lines: readonly PartLine[];
  /** parts.viewCosts: an operator sees the parts, never their costs. */
  showCosts: boolean;
  /** Given: a saved use of a part the job still holds offers 'Return'. */
  onReturn?: ((line: PartLine) => void) | undefined;
  /** Whether the job still holds some of the line's part (what a return may give back). */
  returnable: (line: PartLine) => boolean;
  /** Drawn under the line of this key (the return form). */
  openKey?: string | null;
  open?: ReactNode;
}

/**
 * A job's parts, one line per use or return: the part, how many, from or to which location, its unit cost and
 * what the line costs the job; a part asked for before it was in stock reads 'Requested', one saved on this
 * device is marked 'Waiting to send'. The costs on the right, the Return beside them from 640 px.
 */
export function WorkOrderPartLines({
  lines,
  showCosts,
  onReturn,
  returnable,
  openKey,
  open,
}: WorkOrderPartLinesProps) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {lines.map((line) => (
        <li key={line.key} className="px-3 py-2.5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-semibold break-words text-ink">{line.part}</p>
              <p className="text-sm text-ink-muted">{lineText(line)}</p>
              <LineBadges line={line} />
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 text-right sm:flex-row sm:items-center sm:gap-4">
              {showCosts ? <LineCost line={line} /> : null}
              {onReturn && line.kind === "USED" && line.state === "saved" && returnable(line) ? (
                <Button
                  variant="secondary"
                  aria-label={returnLabel(line.part)}
                  aria-expanded={openKey === line.key}
                  onClick={() => onReturn(line)}
                >
                  <Trans>Return</Trans>
                </Button>
              ) : null}
            </div>
          </div>
          {openKey === line.key ? <div className="mt-3">{open}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** 'Used 2 each from Truck 3', 'Returned 1 each to Main store', 'Requested 2 each from Main store'. */
function lineText(line: PartLine): string {
  const quantity = quantityText(line.quantity, line.unit);
  const location = line.location;
  if (line.kind === "RETURNED") return t`Returned ${quantity} to ${location}`;
  return line.requested ? t`Requested ${quantity} from ${location}` : t`Used ${quantity} from ${location}`;
}

const returnLabel = (part: string) => t`Return ${part}`;

/** One of the unit, as a price reads: '12.50 / each', '4.20 / L'. */
function unitText(unit: PartUnit): string {
  switch (unit) {
    case "EACH":
      return t`each`;
    case "PAIR":
      return t`pair`;
    case "SET":
      return t`set`;
    case "LITRE":
      return "L";
    case "METRE":
      return "m";
    case "KILOGRAM":
      return "kg";
  }
}

function LineCost({ line }: { line: PartLine }) {
  const money = useMoney();
  if (line.state !== "saved" || line.cost === null || line.unitCost === null) {
    return (
      <p className="text-xs text-ink-muted">
        <Trans>Cost when sent</Trans>
      </p>
    );
  }
  return (
    <div>
      <p className="text-sm font-semibold text-ink tabular-nums">{money(line.cost)}</p>
      <p className="text-xs text-ink-muted tabular-nums">
        {money(line.unitCost)} / {unitText(line.unit)}
      </p>
    </div>
  );
}

/** 'Waiting to send' (or 'Sending...') on a line saved on this device (docs/decisions/011). */
function LineBadges({ line }: { line: PartLine }) {
  if (line.state === "saved") return null;
  return <Badge tone="warning">{line.state === "waiting" ? t`Waiting to send` : t`Sending...`}</Badge>;
}
