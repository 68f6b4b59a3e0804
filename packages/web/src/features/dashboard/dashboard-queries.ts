import type { EquipmentStats } from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { STALE_TIME } from "../../lib/query-stale-times";

/** GET /equipment/stats answers at the top level: {success, total, operational, ...}. */
export const equipmentStatsQuery = () =>
  queryOptions({
    queryKey: ["equipment", "stats"],
    queryFn: ({ signal }) => api.get<EquipmentStats>("/equipment/stats", { signal }),
    staleTime: STALE_TIME.stats,
  });

/** The share of the fleet that is operational, as a whole percentage (DECISIONS.md: real figures). */
export function operationalPercent(stats: Pick<EquipmentStats, "total" | "operational">): number {
  return stats.total > 0 ? Math.round((stats.operational / stats.total) * 100) : 0;
}
