import { Trans, useLingui } from "@lingui/react/macro";
import { can, type StockLocation } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import { stockLocationsQuery } from "../../features/parts/api/part-queries";
import { LocationList } from "../../features/parts/components/location-list";
import { LocationStockList } from "../../features/parts/components/location-stock-list";
import { PartsSectionTabs } from "../../features/parts/components/parts-section-tabs";
import { useAuth } from "../../lib/auth/use-auth";

const LocationFormModal = lazyDialog(
  async () => (await import("../../features/parts/components/location-form-modal")).LocationFormModal,
);

const LOCATION_PARAM = "location";

/**
 * /parts/locations (docs/decisions/032): the shop's stores and service trucks and what each holds; managers
 * add and edit them (a truck's keeper may load it and give back).
 */
export function StockLocationsScreen() {
  const role = useAuth().user?.role;
  const locations = useQuery(stockLocationsQuery());
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<StockLocation | "new" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const manage = can(role, "parts.manage");
  const { t } = useLingui();
  const all = locations.data ?? [];
  const selected = all.find((location) => location.id === params.get(LOCATION_PARAM));
  const open = (location: StockLocation) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LOCATION_PARAM, location.id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-4">
      <PartsSectionTabs role={role} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Stores and service trucks</Trans>
        </h2>
        {manage ? (
          <Button onClick={() => setEditing("new")}>
            <Trans>
              <span aria-hidden="true">+</span> Add Location
            </Trans>
          </Button>
        ) : null}
      </div>
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      {locations.isPending ? (
        <StatePanel kind="loading" title={t`Loading the locations...`} />
      ) : all.length === 0 ? (
        <StatePanel
          kind={locations.isError ? "error" : "empty"}
          title={locations.isError ? t`Failed to load the locations` : t`No stock locations yet`}
          action={
            locations.isError ? (
              <Button variant="secondary" onClick={() => void locations.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            ) : undefined
          }
        >
          {locations.isError
            ? null
            : t`Add the shop's store and each service truck: stock is kept at a location.`}
        </StatePanel>
      ) : (
        <LocationList
          locations={all}
          selectedId={selected?.id}
          onOpen={open}
          onEdit={manage ? (location) => setEditing(location) : undefined}
        />
      )}
      {selected ? <LocationStockList key={selected.id} location={selected} /> : null}
      <LocationFormModal
        open={editing !== null}
        location={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice({ tone: "success", message });
        }}
      />
    </div>
  );
}
