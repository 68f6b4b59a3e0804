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
      {query.isError ? "Unavailable" : "Loading..."}
    </span>
  );
}

/** System Status from real data (DECISIONS.md), plus a Connection card only while offline (part 1, 2). */
export function SystemStatus() {
  const online = useOnlineStatus();
  const equipment = useQuery(equipmentStatsQuery());
  const workOrders = useQuery(workOrderStatsQuery());
  const percent = equipment.data ? operationalPercent(equipment.data) : undefined;

  return (
    <section aria-labelledby="system-status-heading" className="space-y-3">
      <h2 id="system-status-heading" className="text-lg font-semibold">
        System Status
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <StatusCard
          title="Fleet Health"
          value={figure(equipment, (data) => `${operationalPercent(data)}% Operational`)}
          detail={
            equipment.data
              ? `${equipment.data.operational} of ${equipment.data.total} machines ready`
              : undefined
          }
          tone={percent === undefined ? "neutral" : percent >= HEALTHY_FLEET_PERCENT ? "good" : "attention"}
        />
        <StatusCard
          title="Work Order Queue"
          value={figure(workOrders, (data) => `${data.pending} Pending`)}
          detail={
            workOrders.data
              ? `${workOrders.data.open} open, ${workOrders.data.inProgress} in progress`
              : undefined
          }
          tone={workOrders.data && workOrders.data.pending > 0 ? "attention" : "neutral"}
        />
        {online ? null : (
          <StatusCard
            title="Connection"
            value="Offline"
            detail="Showing saved data. Changes sync when reconnected."
            tone="offline"
          />
        )}
      </ul>
    </section>
  );
}
