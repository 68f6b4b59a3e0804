import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LoadStatePanel } from "../../../components/ui/load-state-panel";
import { machineAlertsQuery } from "../api/alert-queries";
import { AlertCard } from "./alert-card";
import { useAlertActions } from "./use-alert-actions";

/**
 * Equipment Details' open alerts (docs/decisions/047): the fault codes the machine's telematics reported and
 * nobody has cleared yet, with acknowledge, clear and, for a critical one, its draft work order.
 */
export function MachineAlertsSection({ equipmentId }: { equipmentId: string }) {
  const { t } = useLingui();
  const query = useQuery(machineAlertsQuery(equipmentId));
  const { actions, overlays } = useAlertActions();
  const alerts = query.data?.alerts;
  return (
    <section aria-labelledby="machine-alerts-heading" className="space-y-2">
      <h3 id="machine-alerts-heading" className="font-semibold">
        <Trans>Machine Alerts</Trans>
      </h3>
      {overlays}
      {!alerts ? (
        <LoadStatePanel
          error={query.error}
          onRetry={() => void query.refetch()}
          loadingTitle={t`Loading alerts...`}
          errorTitle={t`Failed to load alerts`}
          notFoundTitle={t`Equipment not found`}
        />
      ) : alerts.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No open alerts: the machine's telematics reports no fault.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex">
              <AlertCard alert={alert} showMachine={false} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
