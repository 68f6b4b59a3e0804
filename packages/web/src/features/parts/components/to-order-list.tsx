import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ToOrderItem } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { PagedResults } from "../../../components/ui/paged-results";
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
  const { partNumber, locationName } = item;
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
          <Badge tone="danger">
            <Trans>Count needed</Trans>
          </Badge>
        ) : (
          <Badge tone="warning">
            <Trans>Low stock</Trans>
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">
            <Trans>On hand</Trans>
          </dt>
          <dd className={`font-semibold ${item.onHand < 0 ? "text-danger-ink" : ""}`}>
            {formatQuantity(item.onHand, item.unit)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">
            <Trans>Minimum</Trans>
          </dt>
          <dd className="font-semibold">{formatQuantity(item.minStock, item.unit)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">
            {truck ? <Trans>To load</Trans> : <Trans>To order</Trans>}
          </dt>
          <dd className="font-semibold text-accent-ink">
            {formatQuantity(item.suggestedQuantity, item.unit)}
          </dd>
        </div>
      </dl>
      {onRestock ? (
        <Button variant="secondary" className="mt-auto" onClick={() => onRestock(item)}>
          {truck ? <Trans>Load from Store</Trans> : <Trans>Receive</Trans>}
          <span className="sr-only">
            {" "}
            <Trans>
              {partNumber} at {locationName}
            </Trans>
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
  const { t } = useLingui();
  return (
    <PagedResults
      query={query}
      items={(page) => page.items}
      itemKey={(item) => `${item.partId}:${item.locationId}`}
      renderItem={(item) => (
        <ToOrderRow item={item} truck={truckIds.has(item.locationId)} onRestock={onRestock} />
      )}
      listLabel={t`Parts to order`}
      loadingTitle={t`Loading the parts to order...`}
      errorTitle={t`Failed to load the parts to order`}
      emptyTitle={t`Nothing to order`}
      emptyText={
        filtered
          ? t`Every part at this location is above its minimum.`
          : t`Every part is above its minimum at every location.`
      }
      countLabel={(total, exact) =>
        exact
          ? t`${plural(total, { one: "# line to order", other: "# lines to order" })}`
          : t`${plural(total, { other: "#+ lines to order" })}`
      }
      pagesLabel={t`Parts to order pages`}
      onPage={onPage}
    />
  );
}
