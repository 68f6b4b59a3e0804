import { Trans, useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ActionCard } from "../../../components/ui/action-card";
import { Badge } from "../../../components/ui/badge";
import { type Stat, StatGrid } from "../../../components/ui/stat-grid";
import { formatQuantity } from "../api/part-display";
import { TO_ORDER_FILTERS } from "../api/part-filters";
import { locationStockQuery, toOrderQuery } from "../api/part-queries";
import { truckRestockQuery, useMyTruck } from "../api/use-truck-stock";

const ALL_LOCATIONS = TO_ORDER_FILTERS.empty;
/** How many lines of the 'to order' list the tab shows (the rest is one tap away). */
const SHOWN = 5;

interface PartsOverviewPanelProps {
  userId: string;
  role: string;
}

/**
 * The dashboard's Parts & Inventory tab (docs/decisions/032): what to order and what needs a count, the
 * mechanic's truck (what it holds, what to restock on it: docs/decisions/036), and the way to the parts pages.
 * Loaded with the tab, not with the dashboard's first screen.
 */
export function PartsOverviewPanel({ userId, role }: PartsOverviewPanelProps) {
  const { t } = useLingui();
  const toOrder = useQuery(toOrderQuery(ALL_LOCATIONS));
  const { truck } = useMyTruck(userId);
  const truckStock = useQuery({ ...locationStockQuery(truck?.id ?? ""), enabled: Boolean(truck) });
  const truckRestock = useQuery({ ...truckRestockQuery(truck?.id ?? ""), enabled: Boolean(truck) });
  const toRestock = truckRestock.data?.pagination.total;
  const items = toOrder.data?.items ?? [];
  // Counts first: stock below zero is a count to make before anything is ordered.
  const flagged = items.filter((item) => item.needsCount || item.onHand < 0);
  const shown = [...flagged, ...items.filter((item) => !flagged.includes(item))].slice(0, SHOWN);
  const total = toOrder.data?.pagination.total;
  const stats: Stat[] = [
    { label: t`Lines to order`, value: total, tone: total ? "warning" : undefined },
    {
      label: t`Flagged for a count`,
      value: toOrder.data ? flagged.length : undefined,
      tone: flagged.length ? "danger" : undefined,
    },
  ];
  if (truck)
    stats.push(
      { label: t`Parts on my truck`, value: truckStock.data?.pagination.total },
      // At or below the minimum that applies on the truck (its own, else the part's): docs/decisions/036.
      { label: t`To restock on my truck`, value: toRestock, tone: toRestock ? "warning" : undefined },
    );
  const mayMove = can(role, "parts.move") && !can(role, "parts.manage");
  const truckName = truck?.name ?? "";

  return (
    <div className="space-y-5">
      <StatGrid label={t`Parts overview`} stats={stats} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {truck || mayMove ? (
          <li>
            <ActionCard
              title={t`My Truck`}
              description={
                !truck
                  ? t`The truck you keep`
                  : toRestock
                    ? t`${toRestock} at or below ${truckName}'s minimum: restock from a store`
                    : t`What ${truckName} holds; load and give back`
              }
              icon="truck"
              to="/parts/truck"
            />
          </li>
        ) : null}
        <li>
          <ActionCard
            title={t`Parts Catalogue`}
            description={t`Search parts, stock per location`}
            icon="parts"
            to="/parts"
          />
        </li>
        <li>
          <ActionCard
            title={t`Scan a Part`}
            description={t`Open a part from its barcode`}
            icon="scan"
            to="/parts/scan"
          />
        </li>
        {can(role, "labour.rates") ? (
          <li>
            <ActionCard
              title={t`Labour Rates`}
              description={t`Hourly rates per role and per person`}
              icon="clock"
              to="/parts/labour-rates"
            />
          </li>
        ) : null}
      </ul>
      <section aria-labelledby="parts-attention-heading" className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id="parts-attention-heading" className="text-lg font-semibold">
            <Trans>Needs attention</Trans>
          </h3>
          <Link
            to="/parts/to-order"
            className="text-sm font-semibold text-accent-ink underline-offset-2 hover:underline"
          >
            <Trans>All parts to order</Trans>
          </Link>
        </div>
        {toOrder.isPending ? (
          <p className="text-sm text-ink-muted">
            <Trans>Loading...</Trans>
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">
            {toOrder.isError
              ? t`The parts to order could not be loaded.`
              : t`Every part is above its minimum. Nothing to order or count.`}
          </p>
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
            {shown.map((item) => {
              const count = item.needsCount || item.onHand < 0;
              return (
                <li key={`${item.partId}:${item.locationId}`}>
                  <Link
                    to={`/parts/${item.partId}`}
                    className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-surface-muted"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{item.name}</span>
                      <span className="block truncate text-sm text-ink-muted">
                        {item.partNumber} · {item.locationName} · {formatQuantity(item.onHand, item.unit)}
                      </span>
                    </span>
                    <Badge tone={count ? "danger" : "warning"}>{count ? t`Count needed` : t`Order`}</Badge>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
