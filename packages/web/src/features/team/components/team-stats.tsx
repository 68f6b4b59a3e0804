import { useQuery } from "@tanstack/react-query";
import { StatGrid } from "../../../components/ui/stat-grid";
import { teamStatsQuery } from "../api/team-queries";

/** Total users, active users, and those signed in within the last 24 hours (part 2, 2.10 and 9). */
export function TeamStats() {
  const stats = useQuery(teamStatsQuery()).data;
  return (
    <StatGrid
      label="Team statistics"
      stats={[
        { label: "Total Users", value: stats?.total },
        { label: "Active Users", value: stats?.active, tone: "success" },
        { label: "Active Today", value: stats?.activeToday, tone: "info" },
      ]}
    />
  );
}
