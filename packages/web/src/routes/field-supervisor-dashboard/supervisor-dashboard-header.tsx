import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { WelcomeLine } from "../../features/dashboard/welcome-line";
import { refreshFleetQueries } from "../../lib/cache-refresh";

/** Welcome line, Refresh and 'Assign N Daily Inspections' (part 1, 2). */
export function SupervisorDashboardHeader({ firstName, actions }: { firstName: string; actions: ReactNode }) {
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshFleetQueries(client);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <section aria-labelledby="supervisor-welcome-heading" className="space-y-3">
      <h2 id="supervisor-welcome-heading" className="text-2xl font-bold tracking-tight">
        <WelcomeLine firstName={firstName} />
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
          <Trans>Refresh</Trans>
        </Button>
        {actions}
      </div>
    </section>
  );
}
