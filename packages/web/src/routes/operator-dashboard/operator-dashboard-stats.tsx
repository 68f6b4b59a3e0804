import { Trans, useLingui } from "@lingui/react/macro";
import { StatGrid } from "../../components/ui/stat-grid";

interface OperatorDashboardStatsProps {
  stats: {
    assignedEquipment: number | null;
    pending: number | null;
    inProgress: number | null;
    emergency: number | null;
    inspectionsDue: number | null;
  };
}

/** Assigned Equipment, Pending Tasks, In Progress, Emergency Tasks, Inspections Due (part 1, 2). */
export function OperatorDashboardStats({ stats }: OperatorDashboardStatsProps) {
  const { t } = useLingui();
  const attention = (value: number | null) => (value ? "danger" : undefined);
  return (
    <section aria-labelledby="operator-stats-heading" className="space-y-3">
      <h2 id="operator-stats-heading" className="sr-only">
        <Trans>Overview</Trans>
      </h2>
      <StatGrid
        label={t`Operator overview`}
        stats={[
          { label: t`Assigned Equipment`, value: stats.assignedEquipment },
          { label: t`Pending Tasks`, value: stats.pending, tone: stats.pending ? "warning" : undefined },
          { label: t`In Progress`, value: stats.inProgress, tone: stats.inProgress ? "info" : undefined },
          { label: t`Emergency Tasks`, value: stats.emergency, tone: attention(stats.emergency) },
          {
            label: t`Inspections Due`,
            value: stats.inspectionsDue,
            tone: stats.inspectionsDue ? "warning" : undefined,
          },
        ]}
      />
    </section>
  );
}
