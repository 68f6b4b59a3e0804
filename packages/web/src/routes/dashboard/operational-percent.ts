import type { EquipmentStats } from "@mnx/domain";

/** The share of the fleet that is operational, as a whole percentage (DECISIONS.md: real figures). */
export function operationalPercent(stats: Pick<EquipmentStats, "total" | "operational">): number {
  return stats.total > 0 ? Math.round((stats.operational / stats.total) * 100) : 0;
}
