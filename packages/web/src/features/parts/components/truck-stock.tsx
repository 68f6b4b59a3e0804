import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
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
import { PagedResults } from "../../../components/ui/paged-results";
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
  // 'Restock' is said once, by its button; 'Out of stock' (none left) and 'Count needed' stay on the row.
  const state = restock > 0 && row.quantity !== 0 ? null : found;
  const { t } = useLingui();
  const { name } = row;
  const partMinimum = formatQuantity(row.minStock, row.unit);
  // 'Minimum 2 each on this truck', 'Minimum 10 each (the part's)'; nothing without a minimum.
  const minimum =
    row.minStock <= 0
      ? null
      : row.locationMinStock === null
        ? t`Minimum ${partMinimum} (the part's)`
        : t`Minimum ${partMinimum} on this truck`;
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
            {row.waiting !== 0 ? (
              <Badge tone="warning">
                <Trans>Waiting to send</Trans>
              </Badge>
            ) : null}
            {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
          </span>
        </span>
        <span className="shrink-0 text-right text-xl font-bold tabular-nums">
          {formatQuantity(row.quantity, row.unit)}
        </span>
        <span className="sr-only">
          <Trans>, give back</Trans>
        </span>
      </button>
      {restock > 0 ? (
        <button
          type="button"
          onClick={() => onRestock(row, restock)}
          className="flex w-[4.5rem] shrink-0 flex-col items-center justify-center gap-1 border-l border-line px-2 text-sm font-semibold text-accent-ink hover:bg-surface-muted"
        >
          <ActionIcon name="truck" className="size-5" />
          <Trans>
            Restock<span className="sr-only"> {name}</span>
          </Trans>
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
  const { t } = useLingui();
  const truckName = truck.name;
  return (
    <div className="space-y-4 pb-24 sm:pb-0">
      {toRestock > 0 ? (
        <Alert
          tone="warning"
          title={t`${plural(toRestock, { one: "# part to restock", other: "# parts to restock" })}`}
        >
          <Trans>At or below this truck's minimum: Restock on its row loads it from a store.</Trans>
        </Alert>
      ) : null}
      {refused.map((entry) => (
        <DismissibleAlert
          key={entry.write.idempotencyKey}
          tone="error"
          title={t`A move was not sent`}
          onDismiss={() => dismiss(entry.write.idempotencyKey)}
        >
          {entry.message} <Trans>Check the truck's stock and make the move again if it still applies.</Trans>
        </DismissibleAlert>
      ))}
      {waiting > 0 ? (
        <p role="status" className="text-sm text-ink-muted">
          <Plural
            value={waiting}
            one="# move waits on this device and will be sent when it is back online."
            other="# moves wait on this device and will be sent when it is back online."
          />
        </p>
      ) : null}
      <PagedResults
        query={query}
        items={(answer) => rows(answer.items)}
        renderItems={(items, busy) => (
          <ul
            aria-label={t`Stock on ${truckName}`}
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
        loadingTitle={t`Loading your truck...`}
        errorTitle={t`Failed to load your truck`}
        errorText={t`Check your connection and try again.`}
        emptyTitle={t`Your truck is empty`}
        emptyText={t`Load parts from a store: they are listed here.`}
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# part on the truck", other: "# parts on the truck" })}`
            : t`${plural(total, { other: "#+ parts on the truck" })}`
        }
        pagesLabel={t`Truck stock pages`}
        onPage={setPage}
      />
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <div className="mx-auto flex max-w-6xl gap-2">
          <Button size="lg" className="min-w-0 flex-1 sm:flex-none" onClick={onLoad}>
            <ActionIcon name="truck" className="size-5" />
            <Trans>Load from Store</Trans>
          </Button>
          <Link to="/parts/scan" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            <ActionIcon name="scan" className="size-5" />
            <Trans>Scan</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}
