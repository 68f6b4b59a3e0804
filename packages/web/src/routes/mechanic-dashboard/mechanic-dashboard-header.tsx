import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { buttonClasses } from "../../components/ui/button-classes";
import type { Notice } from "../../components/ui/page-notice";
import { ForemanAutomationButtons } from "../../features/work-orders/components/foreman-automation-buttons";
import { refreshWorkOrderQueries } from "../../lib/cache-refresh";

interface MechanicDashboardHeaderProps {
  firstName: string | undefined;
  foreman: boolean;
  onNotice: (notice: Notice) => void;
}

/**
 * Welcome line, Refresh, New Work Order and (foreman) the open defects (docs/decisions/040) and the automation
 * buttons (part 1, 2).
 */
export function MechanicDashboardHeader({ firstName, foreman, onNotice }: MechanicDashboardHeaderProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const name = firstName?.trim() || t`User`;
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshWorkOrderQueries(client);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <section aria-labelledby="mechanic-welcome-heading" className="space-y-3">
      <h2 id="mechanic-welcome-heading" className="text-2xl font-bold tracking-tight">
        <Trans>Welcome back, {name}!</Trans>
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
          <Trans>Refresh</Trans>
        </Button>
        <Link to="/work-orders?create=true" className={buttonClasses()}>
          <Trans>New Work Order</Trans>
        </Link>
        {foreman ? (
          <Link to="/defects?status=open" className={buttonClasses({ variant: "secondary" })}>
            <Trans>Defects</Trans>
          </Link>
        ) : null}
        {foreman ? <ForemanAutomationButtons onNotice={onNotice} /> : null}
      </div>
    </section>
  );
}
