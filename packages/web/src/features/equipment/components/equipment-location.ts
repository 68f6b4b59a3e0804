import type { Equipment } from "@mnx/domain";

/** 'Shop A - Bay 3' (building - floor, part 2, 2.1), else the room or yard, else null. */
export function equipmentLocation(
  equipment: Pick<Equipment, "locationBuilding" | "locationFloor" | "locationRoom" | "locationYard">,
): string | null {
  const inside = [equipment.locationBuilding, equipment.locationFloor].filter(Boolean).join(" - ");
  if (inside) return equipment.locationRoom ? `${inside} (${equipment.locationRoom})` : inside;
  return equipment.locationRoom || equipment.locationYard || null;
}
