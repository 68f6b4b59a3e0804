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
  const attention = (value: number | null) => (value ? "danger" : undefined);
  return (
    <section aria-labelledby="operator-stats-heading" className="space-y-3">
      <h2 id="operator-stats-heading" className="sr-only">
        Overview
      </h2>
      <StatGrid
        label="Operator overview"
        stats={[
          { label: "Assigned Equipment", value: stats.assignedEquipment },
          { label: "Pending Tasks", value: stats.pending, tone: stats.pending ? "warning" : undefined },
          { label: "In Progress", value: stats.inProgress, tone: stats.inProgress ? "info" : undefined },
          { label: "Emergency Tasks", value: stats.emergency, tone: attention(stats.emergency) },
          {
            label: "Inspections Due",
            value: stats.inspectionsDue,
            tone: stats.inspectionsDue ? "warning" : undefined,
          },
        ]}
      />
    </section>
  );
}
