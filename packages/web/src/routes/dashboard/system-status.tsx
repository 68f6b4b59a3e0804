import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { StatusCard } from "../../features/dashboard/status-card";
import { equipmentStatsQuery } from "../../features/equipment/api/equipment-queries";
import { workOrderStatsQuery } from "../../features/work-orders/api/work-order-queries";
import { useOnlineStatus } from "../../lib/use-online-status";
import { operationalPercent } from "./operational-percent";

const HEALTHY_FLEET_PERCENT = 80;

interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
}

/** The figure once loaded; while loading or after a failure without saved data, say so. */
function figure<T>(query: Loadable<T>, render: (data: T) => string): ReactNode {
  if (query.data !== undefined) return render(query.data);
  return (
    <span className="text-base font-medium text-ink-muted">
      {query.isError ? <Trans>Unavailable</Trans> : <Trans>Loading...</Trans>}
    </span>
  );
}

/** System Status from real data (DECISIONS.md), plus a Connection card only while offline (part 1, 2). */
export function SystemStatus() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  const equipment = useQuery(equipmentStatsQuery());
  const workOrders = useQuery(workOrderStatsQuery());
  const percent = equipment.data ? operationalPercent(equipment.data) : undefined;
  const machinesReady = ({ operational, total }: { operational: number; total: number }) =>
    t`${operational} of ${total} machines ready`;
  const queueDetail = ({ open, inProgress }: { open: number; inProgress: number }) =>
    t`${open} open, ${inProgress} in progress`;

  return (
    <section aria-labelledby="system-status-heading" className="space-y-3">
      <h2 id="system-status-heading" className="text-lg font-semibold">
        <Trans>System Status</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <StatusCard
          title={t`Fleet Health`}
          value={figure(equipment, (data) => {
            const share = operationalPercent(data);
            return t`${share}% Operational`;
          })}
          detail={equipment.data ? machinesReady(equipment.data) : undefined}
          tone={percent === undefined ? "neutral" : percent >= HEALTHY_FLEET_PERCENT ? "good" : "attention"}
        />
        <StatusCard
          title={t`Work Order Queue`}
          value={figure(workOrders, ({ pending }) => t`${pending} Pending`)}
          detail={workOrders.data ? queueDetail(workOrders.data) : undefined}
          tone={workOrders.data && workOrders.data.pending > 0 ? "attention" : "neutral"}
        />
        {online ? null : (
          <StatusCard
            title={t`Connection`}
            value={t`Offline`}
            detail={t`Showing saved data. Changes sync when reconnected.`}
            tone="offline"
          />
        )}
      </ul>
    </section>
  );
}
