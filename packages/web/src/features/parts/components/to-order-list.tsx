import type { ToOrderItem } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { formatQuantity } from "../api/part-display";
import type { ToOrderPage } from "../api/part-queries";

interface ToOrderListProps {
  query: UseQueryResult<ToOrderPage>;
  filtered: boolean;
  onPage: (page: number) => void;
  /** Managers receive what was ordered (a store), or load a truck from a store, right from the list. */
  onRestock?: ((item: ToOrderItem) => void) | undefined;
  /** The trucks' ids: their lines are loaded from a store, not ordered. */
  truckIds: ReadonlySet<string>;
}

/** One line to order: the part, where, on hand against its minimum, and how many to order. */
interface ToOrderRowProps {
  item: ToOrderItem;
  truck: boolean;
  onRestock: ToOrderListProps["onRestock"];
}

function ToOrderRow({ item, truck, onRestock }: ToOrderRowProps) {
  return (
    <article className="flex w-full flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm text-ink-muted">{item.partNumber}</p>
          <h3 className="font-semibold leading-snug">
            <Link to={`/parts/${item.partId}`} className="underline-offset-2 hover:underline">
              {item.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-muted">{item.locationName}</p>
        </div>
        {item.needsCount || item.onHand < 0 ? (
          <Badge tone="danger">Count needed</Badge>
        ) : (
          <Badge tone="warning">Low stock</Badge>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">On hand</dt>
          <dd className={`font-semibold ${item.onHand < 0 ? "text-danger-ink" : ""}`}>
            {formatQuantity(item.onHand, item.unit)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Minimum</dt>
          <dd className="font-semibold">{formatQuantity(item.minStock, item.unit)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{truck ? "To load" : "To order"}</dt>
          <dd className="font-semibold text-accent-ink">
            {formatQuantity(item.suggestedQuantity, item.unit)}
          </dd>
        </div>
      </dl>
      {onRestock ? (
        <Button variant="secondary" className="mt-auto" onClick={() => onRestock(item)}>
          {truck ? "Load from Store" : "Receive"}
          <span className="sr-only">
            {" "}
            {item.partNumber} at {item.locationName}
          </span>
        </Button>
      ) : null}
    </article>
  );
}

/**
 * The 'to order' list: each part at or below its minimum at a location, or below zero there (taken before it
 * was received), with the quantity that brings it back (the reorder quantity, or more).
 */
export function ToOrderList({ query, filtered, onPage, onRestock, truckIds }: ToOrderListProps) {
  return (
    <PagedResults
      query={query}
      items={(page) => page.items}
      itemKey={(item) => `${item.partId}:${item.locationId}`}
      renderItem={(item) => (
        <ToOrderRow item={item} truck={truckIds.has(item.locationId)} onRestock={onRestock} />
      )}
      listLabel="Parts to order"
      loadingTitle="Loading the parts to order..."
      errorTitle="Failed to load the parts to order"
      emptyTitle="Nothing to order"
      emptyText={
        filtered
          ? "Every part at this location is above its minimum."
          : "Every part is above its minimum at every location."
      }
      countLabel={countOf("line to order", "lines to order")}
      pagesLabel="Parts to order pages"
      onPage={onPage}
    />
  );
}
