import { Trans, useLingui } from "@lingui/react/macro";
import { can, type ToOrderItem } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FilterPanel } from "../../components/ui/filter-panel";
import { FilterSelect } from "../../components/ui/filter-select";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { locationLabel } from "../../features/parts/api/part-display";
import { TO_ORDER_FILTERS } from "../../features/parts/api/part-filters";
import { stockLocationsQuery, toOrderQuery } from "../../features/parts/api/part-queries";
import { PartsSectionTabs } from "../../features/parts/components/parts-section-tabs";
import { ToOrderList } from "../../features/parts/components/to-order-list";
import { useAuth } from "../../lib/auth/use-auth";
import { useUrlFilters } from "../../lib/use-url-filters";

const RestockItem = lazyDialog(
  async () => (await import("../../features/parts/components/restock-item")).RestockItem,
);

const NO_TEXT_FILTERS = [] as const;

/**
 * /parts/to-order (docs/decisions/032): the parts at or below their minimum per location, or below zero there,
 * with the suggested quantity; one location at a time if asked. A manager receives what came in from here, or
 * loads a truck from a store.
 */
export function PartsToOrderScreen() {
  const role = useAuth().user?.role;
  const list = useUrlFilters(TO_ORDER_FILTERS, NO_TEXT_FILTERS);
  const query = useQuery(toOrderQuery(list.filters));
  const locations = useQuery(stockLocationsQuery());
  const [restocking, setRestocking] = useState<ToOrderItem | null>(null);
  const truckIds = new Set(
    (locations.data ?? []).filter((location) => location.kind === "TRUCK").map((location) => location.id),
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const active = list.count(TO_ORDER_FILTERS.keys);
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <PartsSectionTabs role={role} />
      <h2 className="sr-only">
        <Trans>Parts to order</Trans>
      </h2>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      <FilterPanel activeCount={active} onClear={list.clear} clearLabel={t`All Locations`}>
        <FilterSelect
          label={t`Location`}
          name="locationId"
          filters={list.filters}
          onChange={list.update}
          options={(locations.data ?? []).map((location) => ({
            value: location.id,
            label: locationLabel(location),
          }))}
          placeholderOption={t`All locations`}
        />
      </FilterPanel>
      <ToOrderList
        query={query}
        filtered={active > 0}
        onPage={list.setPage}
        truckIds={truckIds}
        onRestock={can(role, "parts.manage") ? setRestocking : undefined}
      />
      <RestockItem
        open={restocking !== null}
        partId={restocking?.partId ?? ""}
        locationId={restocking?.locationId ?? ""}
        quantity={restocking?.suggestedQuantity ?? 1}
        onClose={() => setRestocking(null)}
        onDone={(message) => {
          setRestocking(null);
          setNotice({ tone: "success", message });
        }}
      />
    </div>
  );
}
