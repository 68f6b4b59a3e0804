import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { StockLocation } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { PagedResults } from "../../../components/ui/paged-results";
import { formatQuantity, stockState, truckState } from "../api/part-display";
import { locationStockQuery } from "../api/part-queries";

/** What a store or a truck holds, in part-number order, paged; each part opens its details. */
export function LocationStockList({ location }: { location: StockLocation }) {
  const { id: locationId, name } = location;
  const [page, setPage] = useState(1);
  const query = useQuery(locationStockQuery(locationId, page));
  const { t } = useLingui();
  return (
    <section aria-labelledby="location-stock-heading" className="space-y-2">
      <h3 id="location-stock-heading" className="text-lg font-semibold">
        <Trans>{name}: what it holds</Trans>
      </h3>
      <PagedResults
        query={query}
        items={(answer) => answer.items}
        renderItems={(items, busy) => (
          <ul
            aria-label={t`Stock at ${name}`}
            aria-busy={busy || undefined}
            className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
          >
            {items.map((item) => {
              const state =
                location.kind === "TRUCK"
                  ? truckState(item.quantity, item.minStock, item.needsCount)
                  : stockState(item.quantity, item.minStock, item.needsCount);
              return (
                <li key={item.partId} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/parts/${item.partId}`}
                      className="font-medium text-accent-ink underline-offset-2 hover:underline"
                    >
                      {item.name}
                    </Link>
                    <p className="font-mono text-sm text-ink-muted">{item.partNumber}</p>
                  </div>
                  {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
                  <p className="text-right font-semibold tabular-nums">
                    {formatQuantity(item.quantity, item.unit)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        loadingTitle={t`Loading the stock...`}
        errorTitle={t`Failed to load the stock`}
        emptyTitle={t`Nothing here yet`}
        emptyText={t`Receiving or moving stock here lists it.`}
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# part", other: "# parts" })}`
            : t`${plural(total, { other: "#+ parts" })}`
        }
        pagesLabel={t`Stock at ${name} pages`}
        onPage={setPage}
      />
    </section>
  );
}
