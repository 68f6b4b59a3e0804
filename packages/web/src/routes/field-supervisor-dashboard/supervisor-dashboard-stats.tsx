import { Trans, useLingui } from "@lingui/react/macro";
import type { DailyInspectionCounts, SupervisorOverview } from "@mnx/domain";
import { type Stat, StatGrid } from "../../components/ui/stat-grid";

interface SupervisorDashboardStatsProps {
  overview: SupervisorOverview | undefined;
  counts: DailyInspectionCounts | undefined;
}

/**
 * Total Equipment, Assigned Equipment, Unassigned Equipment, Total Operators, Active Operators, and Missed
 * Inspections only when above 0 (part 1, 2; DECISIONS.md 'Field supervisor').
 */
export function SupervisorDashboardStats({ overview, counts }: SupervisorDashboardStatsProps) {
  const { t } = useLingui();
  const unassigned = overview?.unassignedEquipment;
  const missed = counts?.missedInspections ?? 0;
  const figures: Stat[] = [
    { label: t`Total Equipment`, value: overview?.totalEquipment },
    { label: t`Assigned Equipment`, value: overview?.assignedEquipment, tone: "success" },
    { label: t`Unassigned Equipment`, value: unassigned, tone: unassigned ? "warning" : undefined },
    { label: t`Total Operators`, value: overview?.totalOperators },
    { label: t`Active Operators`, value: overview?.activeOperators, tone: "info" },
  ];
  if (missed > 0) figures.push({ label: t`Missed Inspections`, value: missed, tone: "danger" });
  return (
    <section aria-labelledby="supervisor-stats-heading">
      <h2 id="supervisor-stats-heading" className="sr-only">
        <Trans>Overview</Trans>
      </h2>
      <StatGrid label={t`Field overview`} stats={figures} />
    </section>
  );
}
