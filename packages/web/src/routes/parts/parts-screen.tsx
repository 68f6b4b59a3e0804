import { Trans, useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ActionIcon } from "../../components/ui/action-icon";
import { Button } from "../../components/ui/button";
import { buttonClasses } from "../../components/ui/button-classes";
import { FilteredList } from "../../components/ui/filtered-list";
import { lazyDialog } from "../../components/ui/lazy-dialog";
import { PART_LIST } from "../../features/parts/api/part-filters";
import { partListQuery } from "../../features/parts/api/part-queries";
import { PartFilterPanel } from "../../features/parts/components/part-filter-panel";
import { PartResults } from "../../features/parts/components/part-results";
import { PartsSectionTabs } from "../../features/parts/components/parts-section-tabs";
import { useAuth } from "../../lib/auth/use-auth";
import { useFilteredList } from "../../lib/use-filtered-list";

const PartFormModal = lazyDialog(
  async () => (await import("../../features/parts/components/part-form-modal")).PartFormModal,
);

const ADD_PARAM = "add";
const BARCODE_PARAM = "barcode";

/**
 * /parts, 'Parts & Inventory' (docs/decisions/032): the catalogue searched by part number, name or barcode,
 * by category, archived apart; managers add parts. `?add=true&barcode=...` opens Add Part (a scan that found
 * no part).
 */
export function PartsScreen() {
  const role = useAuth().user?.role;
  const list = useFilteredList(PART_LIST, partListQuery);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const manage = can(role, "parts.manage");
  const adding = manage && params.get(ADD_PARAM) === "true";
  const setAdding = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(ADD_PARAM, "true");
        else {
          next.delete(ADD_PARAM);
          next.delete(BARCODE_PARAM);
        }
        return next;
      },
      { replace: true },
    );
  const addButton = manage ? (
    <Button onClick={() => setAdding(true)}>
      <Trans>
        <span aria-hidden="true">+</span> Add Part
      </Trans>
    </Button>
  ) : null;

  return (
    <div className="space-y-4">
      <PartsSectionTabs role={role} />
      <h2 className="sr-only">
        <Trans>Parts catalogue</Trans>
      </h2>
      <FilteredList
        search={list.search}
        searchLabel={t`Search parts`}
        searchPlaceholder={t`Part number, name or barcode`}
        action={
          <div className="flex gap-2">
            <Link to="/parts/scan" className={buttonClasses({ variant: "secondary", className: "flex-1" })}>
              <ActionIcon name="scan" className="size-5" />
              <Trans>Scan</Trans>
            </Link>
            {addButton}
          </div>
        }
        panel={<PartFilterPanel {...list.panel} />}
      >
        <PartResults
          query={list.query}
          filtered={list.filtered}
          archived={list.filters.archived === "true"}
          showCost={can(role, "parts.viewCosts")}
          onPage={list.setPage}
          addAction={addButton}
        />
      </FilteredList>
      <PartFormModal
        open={adding}
        part={null}
        barcode={params.get(BARCODE_PARAM) ?? ""}
        onClose={() => setAdding(false)}
        onSaved={(part, message) => void navigate(`/parts/${part.id}`, { state: { notice: message } })}
      />
    </div>
  );
}
