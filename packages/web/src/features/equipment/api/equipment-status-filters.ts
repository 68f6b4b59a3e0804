import type { EquipmentStatus } from "@mnx/domain";
import type { EquipmentFilters } from "./equipment-filters";
import { EQUIPMENT_FILTERS } from "./equipment-filters";

/** The fleet list filtered to one status: the Equipment Status tab's lists and the Equipment Down figure. */
export function equipmentStatusFilters(status: EquipmentStatus): EquipmentFilters {
  return { ...EQUIPMENT_FILTERS.empty, status };
}
