import type { StockLocation } from "@mnx/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ActionIcon } from "../../../components/ui/action-icon";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { buttonClasses } from "../../../components/ui/button-classes";
import { DismissibleAlert } from "../../../components/ui/dismissible-alert";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { formatQuantity, truckState } from "../api/part-display";
import type { StockRow } from "../api/truck-moves";
import { useTruckStock } from "../api/use-truck-stock";

interface TruckStockProps {
  truck: StockLocation;
  /** Give a part back to a store (tap its row). */
  onGiveBack: (row: StockRow) => void;
  /** Load a part from a store (the bottom bar). */
  onLoad: () => void;
}

/** One part on the truck: a big row a thumb can hit, the quantity large on the right. */
function TruckRow({ row, onGiveBack }: { row: StockRow; onGiveBack: (row: StockRow) => void }) {
  const state = truckState(row.quantity, row.needsCount);
  return (
    <button
      type="button"
      onClick={() => onGiveBack(row)}
      className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-muted"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{row.name}</span>
        <span className="block truncate font-mono text-sm text-ink-muted">{row.partNumber}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          {row.waiting !== 0 ? <Badge tone="warning">Waiting to send</Badge> : null}
          {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
        </span>
      </span>
      <span className="shrink-0 text-right text-xl font-bold tabular-nums">
        {formatQuantity(row.quantity, row.unit)}
      </span>
      <span className="sr-only">, give back</span>
    </button>
  );
}

/**
 * A mechanic's truck on the phone (docs/decisions/032): what it holds, one big row per part (tap to give some
 * back to a store), and at the bottom, under the thumb, Load from Store and Scan. Moves made without signal wait
 * on the device, shown on their rows, and go out on reconnect.
 */
export function TruckStock({ truck, onGiveBack, onLoad }: TruckStockProps) {
  const [page, setPage] = useState(1);
  const { query, rows, waiting, refused, dismiss } = useTruckStock(truck.id, page);
  return (
    <div className="space-y-4 pb-24 sm:pb-0">
      {refused.map((entry) => (
        <DismissibleAlert
          key={entry.write.idempotencyKey}
          tone="error"
          title="A move was not sent"
          onDismiss={() => dismiss(entry.write.idempotencyKey)}
        >
          {entry.message} Check the truck's stock and make the move again if it still applies.
        </DismissibleAlert>
      ))}
      {waiting > 0 ? (
        <p role="status" className="text-sm text-ink-muted">
          {waiting === 1 ? "1 move waits" : `${waiting} moves wait`} on this device and will be sent when it
          is back online.
        </p>
      ) : null}
      <PagedResults
        query={query}
        items={(answer) => rows(answer.items)}
        renderItems={(items, busy) => (
          <ul
            aria-label={`Stock on ${truck.name}`}
            aria-busy={busy || undefined}
            className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
          >
            {items.map((row) => (
              <li key={row.partId}>
                <TruckRow row={row} onGiveBack={onGiveBack} />
              </li>
            ))}
          </ul>
        )}
        loadingTitle="Loading your truck..."
        errorTitle="Failed to load your truck"
        errorText="Check your connection and try again."
        emptyTitle="Your truck is empty"
        emptyText="Load parts from a store: they are listed here."
        countLabel={countOf("part on the truck", "parts on the truck")}
        pagesLabel="Truck stock pages"
        onPage={setPage}
      />
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <div className="mx-auto flex max-w-6xl gap-2">
          <Button size="lg" className="flex-1 sm:flex-none" onClick={onLoad}>
            <ActionIcon name="truck" className="size-5" />
            Load from Store
          </Button>
          <Link to="/parts/scan" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            <ActionIcon name="scan" className="size-5" />
            Scan
          </Link>
        </div>
      </div>
    </div>
  );
}
