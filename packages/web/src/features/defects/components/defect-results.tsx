import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Defect, Pagination } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { PagedResults } from "../../../components/ui/paged-results";
import { DefectCard } from "./defect-card";
import { useDefectActions } from "./use-defect-actions";

interface DefectResultsProps {
  query: UseQueryResult<{ defects: Defect[]; pagination: Pagination }>;
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The Defects page's paged cards, each with the moves the caller may make. */
export function DefectResults({ query, filtered, onPage }: DefectResultsProps) {
  const { t } = useLingui();
  const { actions, overlays } = useDefectActions();
  return (
    <div className="space-y-3">
      {overlays}
      <PagedResults
        query={query}
        items={(page) => page.defects}
        itemKey={(defect) => defect.id}
        renderItem={(defect) => <DefectCard defect={defect} showMachine {...actions} />}
        listLabel={t`Defects`}
        loadingTitle={t`Loading defects...`}
        errorTitle={t`Failed to load defects`}
        emptyTitle={filtered ? t`No defects match` : t`No defects`}
        emptyText={
          filtered
            ? t`Try another status, or clear the filters.`
            : t`Every item of the daily inspections is OK: failed items show up here.`
        }
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# defect", other: "# defects" })}`
            : t`${plural(total, { other: "#+ defects" })}`
        }
        pagesLabel={t`Defect pages`}
        onPage={onPage}
      />
    </div>
  );
}
