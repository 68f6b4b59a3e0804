import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { StatGrid } from "../../../components/ui/stat-grid";
import { teamStatsQuery } from "../api/team-queries";

/** Total users, active users, and those signed in within the last 24 hours (part 2, 2.10 and 9). */
export function TeamStats() {
  const stats = useQuery(teamStatsQuery()).data;
  const { t } = useLingui();
  return (
    <StatGrid
      label={t`Team statistics`}
      stats={[
        { label: t`Total Users`, value: stats?.total },
        { label: t`Active Users`, value: stats?.active, tone: "success" },
        { label: t`Active Today`, value: stats?.activeToday, tone: "info" },
      ]}
    />
  );
}
