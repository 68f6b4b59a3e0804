import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { StatGrid } from "../../../components/ui/stat-grid";
import { workOrderStatsQuery } from "../api/work-order-queries";

/** Total Tasks, Open, In Progress, Completed: the caller's visible work orders (part 2, 2.7). */
export function TaskStats() {
  const { t } = useLingui();
  const stats = useQuery(workOrderStatsQuery()).data;
  return (
    <StatGrid
      label={t`Task statistics`}
      stats={[
        { label: t`Total Tasks`, value: stats?.total },
        { label: t({ message: "Open", context: "task count" }), value: stats?.open, tone: "warning" },
        { label: t`In Progress`, value: stats?.inProgress, tone: "info" },
        {
          label: t({ message: "Completed", context: "task count" }),
          value: stats?.completed,
          tone: "success",
        },
      ]}
    />
  );
}
