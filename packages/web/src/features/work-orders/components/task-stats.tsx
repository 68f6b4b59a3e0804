import { useQuery } from "@tanstack/react-query";
import { StatGrid } from "../../../components/ui/stat-grid";
import { workOrderStatsQuery } from "../api/work-order-queries";

/** Total Tasks, Open, In Progress, Completed: the caller's visible work orders (part 2, 2.7). */
export function TaskStats() {
  const stats = useQuery(workOrderStatsQuery()).data;
  return (
    <StatGrid
      label="Task statistics"
      stats={[
        { label: "Total Tasks", value: stats?.total },
        { label: "Open", value: stats?.open, tone: "warning" },
        { label: "In Progress", value: stats?.inProgress, tone: "info" },
        { label: "Completed", value: stats?.completed, tone: "success" },
      ]}
    />
  );
}
