import type { MachineAlert, Pagination } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { AlertCard } from "./alert-card";
import { useAlertActions } from "./use-alert-actions";

interface AlertResultsProps {
  query: UseQueryResult<{ alerts: MachineAlert[]; pagination: Pagination }>;
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The Machine Alerts page's paged cards, each with the moves the caller may make. */
export function AlertResults({ query, filtered, onPage }: AlertResultsProps) {
  const { actions, overlays } = useAlertActions();
  return (
    <div className="space-y-3">
      {overlays}
      <PagedResults
        query={query}
        items={(page) => page.alerts}
        itemKey={(alert) => alert.id}
        renderItem={(alert) => <AlertCard alert={alert} showMachine {...actions} />}
        listLabel="Machine alerts"
        loadingTitle="Loading alerts..."
        errorTitle="Failed to load alerts"
        emptyTitle={filtered ? "No alerts match" : "No alerts"}
        emptyText={
          filtered
            ? "Try another severity, or clear the filters."
            : "Fault codes the machines' telematics report show up here."
        }
        countLabel={countOf("alert", "alerts")}
        pagesLabel="Alert pages"
        onPage={onPage}
      />
    </div>
  );
}
