import type { EquipmentStats, WorkOrderStats } from "@mnx/domain";
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

/** GET /work-orders/stats: the caller's visible work orders (own ones for operators and mechanics). */
export const workOrderStatsQuery = () =>
  queryOptions({
    queryKey: ["work-orders", "stats"],
    queryFn: ({ signal }) => api.get<WorkOrderStats>("/work-orders/stats", { signal }),
    staleTime: STALE_TIME.stats,
  });

/** The share of the fleet that is operational, as a whole percentage (DECISIONS.md: real figures). */
export function operationalPercent(stats: Pick<EquipmentStats, "total" | "operational">): number {
  return stats.total > 0 ? Math.round((stats.operational / stats.total) * 100) : 0;
}
