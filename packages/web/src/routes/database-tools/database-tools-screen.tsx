import { Trans, useLingui } from "@lingui/react/macro";
import { DEV_TOOL_MESSAGES } from "@mnx/domain";
import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { DashboardTabs } from "../../components/ui/tabs";
import { databaseOverviewQuery } from "../../features/database-tools/api/database-queries";
import type { DatabaseTab } from "../../features/database-tools/components/capability-list";
import { DatabaseData } from "../../features/database-tools/components/database-data";
import { DatabaseOverview } from "../../features/database-tools/components/database-overview";
import { DatabaseQuery } from "../../features/database-tools/components/database-query";
import { DatabaseSchema } from "../../features/database-tools/components/database-schema";
import { QueryStatus } from "../../features/database-tools/components/query-status";
import { domainText } from "../../lib/i18n/i18n";
import { queryKeys } from "../../lib/query-keys";

/** /dev/database-tools (part 2, 2.13): super admins only; the server refuses everyone else too. */
export function DatabaseToolsScreen() {
  const client = useQueryClient();
  const { t } = useLingui();
  const overview = useQuery(databaseOverviewQuery());
  const refreshing = useIsFetching({ queryKey: queryKeys.devTools.database }) > 0;
  const [tab, setTab] = useState<string>("overview");
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.devTools.database });

  if (!overview.isSuccess) {
    return (
      <QueryStatus
        query={overview}
        loading={t`Loading database information...`}
        title={domainText(DEV_TOOL_MESSAGES.dbLoadFailed)}
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          <Trans>Your organization's data, read-only, as the database's own reader role sees it.</Trans>
        </p>
        <Button variant="secondary" onClick={refresh} busy={refreshing} className="w-full sm:w-auto">
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <DashboardTabs
        label={t`Database tools`}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: "overview",
            label: t`Overview`,
            panel: <DatabaseOverview overview={overview.data} onOpen={(next: DatabaseTab) => setTab(next)} />,
          },
          { id: "schema", label: t`Schema`, panel: <DatabaseSchema /> },
          { id: "data", label: t`Data`, panel: <DatabaseData tables={overview.data.tables} /> },
          { id: "query", label: t`Query`, panel: <DatabaseQuery /> },
        ]}
      />
    </div>
  );
}
