import type { StockLocation } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ActionIcon } from "../../../components/ui/action-icon";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { buttonClasses } from "../../../components/ui/button-classes";
import { DismissibleAlert } from "../../../components/ui/dismissible-alert";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { formatQuantity, truckRestock, truckState } from "../api/part-display";
import type { StockRow } from "../api/truck-moves";
import { truckRestockQuery, useTruckStock } from "../api/use-truck-stock";

interface TruckStockProps {
  truck: StockLocation;
  /** Give a part back to a store (tap its row). */
  onGiveBack: (row: StockRow) => void;
  /** Load a part from a store (the bottom bar). */
  onLoad: () => void;
  /** Load `quantity` of a part at or below the truck's minimum from a store (its row's Restock). */
  onRestock: (row: StockRow, quantity: number) => void;
}

/** 'Minimum 2 each on this truck', 'Minimum 10 each (the part's)'; nothing without a minimum. */
function minimumText(row: StockRow): string | null {
  if (row.minStock <= 0) return null;
  const text = `Minimum ${formatQuantity(row.minStock, row.unit)}`;
  return row.locationMinStock === null ? `${text} (the part's)` : `${text} on this truck`;
}

interface TruckRowProps {
  row: StockRow;
  onGiveBack: (row: StockRow) => void;
  onRestock: (row: StockRow, quantity: number) => void;
}

/**
 * One part on the truck: a big row a thumb can hit (tap to give back), the quantity large on the right, the
 * minimum that applies on this truck under the name; at or below it, Restock on the right edge loads from a store.
 */
function TruckRow({ row, onGiveBack, onRestock }: TruckRowProps) {
  const restock = truckRestock(row.quantity, row.minStock, row.needsCount);
  const found = truckState(row.quantity, row.minStock, row.needsCount);
  // 'Restock' is said once, by its button; 'Out of stock' and 'Count needed' stay on the row.
  const state = restock > 0 && found?.label === "Restock" ? null : found;
  const minimum = minimumText(row);
  return (
    <div className="flex items-stretch">
      <button
        type="button"
        onClick={() => onGiveBack(row)}
        className="flex min-h-16 min-w-0 flex-1 items-center gap-3 px-4 py-3 text-left hover:bg-surface-muted"
      >
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 break-words font-semibold">{row.name}</span>
          <span className="block truncate font-mono text-sm text-ink-muted">{row.partNumber}</span>
          {minimum ? <span className="block text-sm text-ink-muted">{minimum}</span> : null}
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
      {restock > 0 ? (
        <button
          type="button"
          onClick={() => onRestock(row, restock)}
          className="flex w-[4.5rem] shrink-0 flex-col items-center justify-center gap-1 border-l border-line px-2 text-sm font-semibold text-accent-ink hover:bg-surface-muted"
        >
          <ActionIcon name="truck" className="size-5" />
          Restock<span className="sr-only"> {row.name}</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * A mechanic's truck on the phone (docs/decisions/032, 036): what it holds, one big row per part (tap to give
 * some back to a store), the minimum that applies on the truck and Restock on the rows at or below it, and at
 * the bottom, under the thumb, Load from Store and Scan. Moves made without signal wait on the device, shown on
 * their rows, and go out on reconnect.
 */
export function TruckStock({ truck, onGiveBack, onLoad, onRestock }: TruckStockProps) {
  const [page, setPage] = useState(1);
  const { query, rows, waiting, refused, dismiss } = useTruckStock(truck.id, page);
  const toRestock = useQuery(truckRestockQuery(truck.id)).data?.pagination.total ?? 0;
  return (
    <div className="space-y-4 pb-24 sm:pb-0">
      {toRestock > 0 ? (
        <Alert tone="warning" title={toRestock === 1 ? "1 part to restock" : `${toRestock} parts to restock`}>
          At or below this truck's minimum: Restock on its row loads it from a store.
        </Alert>
      ) : null}
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
                <TruckRow row={row} onGiveBack={onGiveBack} onRestock={onRestock} />
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
