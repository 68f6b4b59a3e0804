import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { DashboardNotice, type Notice } from "../../components/ui/page-notice";
import { StatePanel } from "../../components/ui/state-panel";
import { labourRatesQuery } from "../../features/parts/api/labour-rate-queries";
import { PersonRatesCard, RoleRatesCard } from "../../features/parts/components/labour-rate-cards";
import { NeedsConnectionNotice } from "../../features/parts/components/needs-connection-notice";
import { PartsSectionTabs } from "../../features/parts/components/parts-section-tabs";
import { useAuth } from "../../lib/auth/use-auth";
import { useMoney } from "../../lib/use-money";
import { useOnlineStatus } from "../../lib/use-online-status";

/**
 * /parts/labour-rates (docs/decisions/036): the hourly rates a job's labour is costed at, per role and per
 * person, for the managers who set them (labour.rates). A labour line keeps the rate of its time, so a change
 * here moves no recorded labour.
 */
export function LabourRatesScreen() {
  const { user, organization } = useAuth();
  const rates = useQuery(labourRatesQuery());
  const money = useMoney();
  const online = useOnlineStatus();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { t } = useLingui();
  const saved = (message: string) => setNotice({ tone: "success", message });
  const currency = rates.data?.currency ?? organization?.currency ?? null;

  return (
    <div className="space-y-4">
      <PartsSectionTabs role={user?.role} />
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">
          <Trans>Hourly labour rates</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>
            A job's labour costs its hours at the person's rate when they are recorded; a change here applies
            to labour recorded from now on.
          </Trans>
        </p>
      </div>
      {currency ? null : (
        <Alert tone="info" title={t`No currency set`}>
          <Trans>
            Rates are plain amounts until an administrator sets the organization's currency in{" "}
            <Link to="/users" className="font-semibold underline">
              Team Management
            </Link>
            .
          </Trans>
        </Alert>
      )}
      {online ? null : <NeedsConnectionNotice what={t`Changing a rate`} />}
      <DashboardNotice notice={notice} onDismiss={() => setNotice(null)} />
      {rates.data ? (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <RoleRatesCard rates={rates.data} money={money} onSaved={saved} />
          <PersonRatesCard rates={rates.data} money={money} onSaved={saved} />
        </div>
      ) : rates.isPending ? (
        <StatePanel kind="loading" title={t`Loading the rates...`} />
      ) : (
        <StatePanel
          kind="error"
          title={t`Failed to load the rates`}
          action={
            <Button variant="secondary" onClick={() => void rates.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      )}
    </div>
  );
}
