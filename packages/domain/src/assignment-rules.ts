import type { EquipmentStatus, UserStatus } from "./enums.js";
import type { Role } from "./roles.js";

/**
 * Statuses in which a machine cannot be handed to an operator (the server refuses with
 * EQUIPMENT_NOT_AVAILABLE): retired, out of service, down for repair, or in critical condition. The
 * assignment picker is stricter still: it offers only AVAILABLE_EQUIPMENT_STATUSES (equipment-rules.ts).
 */
export const UNASSIGNABLE_EQUIPMENT_STATUSES = [
  "RETIRED",
  "OUT_OF_SERVICE",
  "DOWN_FOR_REPAIR",
  "CRITICAL",
] as const satisfies readonly EquipmentStatus[];

export function canBeAssigned(status: EquipmentStatus): boolean {
  return !(UNASSIGNABLE_EQUIPMENT_STATUSES as readonly EquipmentStatus[]).includes(status);
}

/** Part 2, 5: only OPERATOR-role users operate machines; an inactive or suspended one cannot be assigned. */
export function isAssignableOperator(user: { role: Role; status: UserStatus }): boolean {
  return user.role === "OPERATOR" && user.status === "ACTIVE";
}
