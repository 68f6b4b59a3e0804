import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { MachineAlert, Pagination } from "@mnx/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { PagedResults } from "../../../components/ui/paged-results";
import { AlertCard } from "./alert-card";
import { useAlertActions } from "./use-alert-actions";

interface AlertResultsProps {
  query: UseQueryResult<{ alerts: MachineAlert[]; pagination: Pagination }>;
  filtered: boolean;
  onPage: (page: number) => void;
}

/** The Machine Alerts page's paged cards, each with the moves the caller may make. */
export function AlertResults({ query, filtered, onPage }: AlertResultsProps) {
  const { t } = useLingui();
  const { actions, overlays } = useAlertActions();
  return (
    <div className="space-y-3">
      {overlays}
      <PagedResults
        query={query}
        items={(page) => page.alerts}
        itemKey={(alert) => alert.id}
        renderItem={(alert) => <AlertCard alert={alert} showMachine {...actions} />}
        listLabel={t`Machine alerts`}
        loadingTitle={t`Loading alerts...`}
        errorTitle={t`Failed to load alerts`}
        emptyTitle={filtered ? t`No alerts match` : t`No alerts`}
        emptyText={
          filtered
            ? t`Try another severity, or clear the filters.`
            : t`Fault codes the machines' telematics report show up here.`
        }
        countLabel={(total, exact) =>
          exact
            ? t`${plural(total, { one: "# alert", other: "# alerts" })}`
            : t`${plural(total, { other: "#+ alerts" })}`
        }
        pagesLabel={t`Alert pages`}
        onPage={onPage}
      />
    </div>
  );
}
