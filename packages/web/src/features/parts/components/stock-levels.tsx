import { Trans } from "@lingui/react/macro";
import type { PartDetail, StockLevel } from "@mnx/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { formatQuantity, stockState, truckState } from "../api/part-display";

interface StockLevelsProps {
  part: PartDetail;
  /** A manager's count of the stock at one location (flagged rows ask for it). */
  onCount?: ((level: StockLevel) => void) | undefined;
  /** A manager's minimum at a location (docs/decisions/036), chosen in the form. */
  onMinimum?: (() => void) | undefined;
}

/** On hand per location (stores first, then trucks), each flagged when it needs a count or an order. */
export function StockLevels({ part, onCount, onMinimum }: StockLevelsProps) {
  const total = formatQuantity(part.onHand, part.unit);
  return (
    <section aria-labelledby="stock-levels-heading" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="stock-levels-heading" className="text-lg font-semibold">
          <Trans>On hand</Trans>
        </h3>
        <p className="text-sm text-ink-muted">
          <Trans>
            <span className="font-semibold text-ink">{total}</span> in all
          </Trans>
        </p>
      </div>
      {part.stock.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">
          <Trans>No stock anywhere yet. Receiving stock puts it at a location.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
          {part.stock.map((level) => {
            const truck = level.locationKind === "TRUCK";
            // The minimum that applies here: the location's own (a truck's load), else the part's
            // (docs/decisions/036); a truck at or below it asks for a restock, as My Truck says.
            const minimum = level.minStock ?? part.minStock;
            const where = level.locationName;
            const minimumHere = level.minStock === null ? "" : formatQuantity(level.minStock, part.unit);
            const state = truck
              ? truckState(level.quantity, minimum, level.needsCount)
              : stockState(level.quantity, minimum, level.needsCount);
            return (
              <li key={level.locationId} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{level.locationName}</p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                    {truck ? <Trans>Service truck</Trans> : <Trans>Store</Trans>}
                    {level.minStock !== null ? (
                      <span>
                        <Trans>Minimum here {minimumHere}</Trans>
                      </span>
                    ) : null}
                    {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
                  </p>
                </div>
                <p className="shrink-0 text-right text-lg font-semibold tabular-nums">
                  {formatQuantity(level.quantity, part.unit)}
                </p>
                {onCount && (level.needsCount || level.quantity < 0) ? (
                  <Button variant="secondary" onClick={() => onCount(level)}>
                    <Trans>
                      Count<span className="sr-only"> at {where}</span>
                    </Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {onMinimum ? (
        <Button variant="ghost" onClick={() => onMinimum()}>
          <Trans>Set a Minimum per Location</Trans>
        </Button>
      ) : null}
    </section>
  );
}
