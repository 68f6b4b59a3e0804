import type { Defect, Pagination } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { DefectCard } from "./defect-card";
import { useDefectActions } from "./use-defect-actions";

interface DefectResultsProps {
  query: UseQueryResult<{ defects: Defect[]; pagination: Pagination }>;
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The Defects page's paged cards, each with the moves the caller may make. */
export function DefectResults({ query, filtered, onPage }: DefectResultsProps) {
  const { actions, overlays } = useDefectActions();
  return (
    <div className="space-y-3">
      {overlays}
      <PagedResults
        query={query}
        items={(page) => page.defects}
        itemKey={(defect) => defect.id}
        renderItem={(defect) => <DefectCard defect={defect} showMachine {...actions} />}
        listLabel="Defects"
        loadingTitle="Loading defects..."
        errorTitle="Failed to load defects"
        emptyTitle={filtered ? "No defects match" : "No defects"}
        emptyText={
          filtered
            ? "Try another status, or clear the filters."
            : "Every item of the daily inspections is OK: failed items show up here."
        }
        countLabel={countOf("defect", "defects")}
        pagesLabel="Defect pages"
        onPage={onPage}
      />
    </div>
  );
}
