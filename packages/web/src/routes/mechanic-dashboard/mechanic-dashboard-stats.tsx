import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type Stat, StatGrid } from "../../components/ui/stat-grid";
import { equipmentListQuery } from "../../features/equipment/api/equipment-queries";
import { equipmentStatusFilters } from "../../features/equipment/api/equipment-status-filters";
import {
  dailyInspectionCountsQuery,
  maintenanceDueQuery,
} from "../../features/work-orders/api/automation-queries";
import { workOrderStatsQuery } from "../../features/work-orders/api/work-order-queries";

const attention = (value: number | undefined) => (value ? "danger" : undefined);

/**
 * Active Work Orders, Assigned to Me, Emergency, Critical Priority, Equipment Down; a foreman also sees Due
 * Maintenance, Pending Inspections and (above 0) Missed Inspections (part 1, 2). The foreman's counts are
 * only asked for by a foreman: the API forbids them to mechanics.
 */
export function MechanicDashboardStats({ foreman }: { foreman: boolean }) {
  const { t } = useLingui();
  const stats = useQuery(workOrderStatsQuery());
  const down = useQuery(equipmentListQuery(equipmentStatusFilters("DOWN_FOR_REPAIR")));
  const due = useQuery({ ...maintenanceDueQuery(), enabled: foreman });
  const inspections = useQuery({ ...dailyInspectionCountsQuery(), enabled: foreman });
  const s = stats.data;
  const downCount = down.data?.pagination.total;
  const missed = inspections.data?.missedInspections ?? 0;

  const figures: Stat[] = [
    { label: t`Active Work Orders`, value: s?.active },
    { label: t`Assigned to Me`, value: s?.assignedToMe, tone: s?.assignedToMe ? "accent" : undefined },
    { label: t`Emergency`, value: s?.emergency, tone: attention(s?.emergency) },
    { label: t`Critical Priority`, value: s?.critical, tone: attention(s?.critical) },
    { label: t`Equipment Down`, value: downCount, tone: attention(downCount) },
  ];
  if (foreman) {
    const dueCount = due.data?.dueMaintenanceCount;
    const needed = inspections.data?.inspectionsNeeded;
    figures.push(
      { label: t`Due Maintenance`, value: dueCount, tone: dueCount ? "warning" : undefined },
      { label: t`Pending Inspections`, value: needed, tone: needed ? "warning" : undefined },
    );
    if (missed > 0) figures.push({ label: t`Missed Inspections`, value: missed, tone: "danger" });
  }

  return (
    <section aria-labelledby="mechanic-stats-heading">
      <h2 id="mechanic-stats-heading" className="sr-only">
        <Trans>Overview</Trans>
      </h2>
      <StatGrid label={t`Shop overview`} stats={figures} />
    </section>
  );
}
