import type { EquipmentStatus } from "./enums.js";

/** Summary buckets of the fleet figures (reports, System Status). Retired machines are not in the fleet total. */
export const EQUIPMENT_HEALTH_BUCKETS = [
  "operational",
  "maintenance",
  "warning",
  "critical",
  "retired",
] as const;
export type EquipmentHealthBucket = (typeof EQUIPMENT_HEALTH_BUCKETS)[number];

const BUCKET_OF: Readonly<Record<EquipmentStatus, EquipmentHealthBucket>> = {
  OPERATIONAL: "operational",
  IN_SERVICE: "operational",
  SCHEDULED_MAINTENANCE: "maintenance",
  MAINTENANCE: "maintenance",
  WARNING: "warning",
  DOWN_FOR_REPAIR: "critical",
  OUT_OF_SERVICE: "critical",
  CRITICAL: "critical",
  RETIRED: "retired",
};

export function equipmentHealthBucket(status: EquipmentStatus): EquipmentHealthBucket {
  return BUCKET_OF[status];
}

/** Whether a machine counts in the fleet total (every status but RETIRED). */
export function countsInFleet(status: EquipmentStatus): boolean {
  return BUCKET_OF[status] !== "retired";
}
