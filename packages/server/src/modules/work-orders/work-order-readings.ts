import type { AuthenticatedUser } from "../../plugins/auth.js";

/** Readings typed in Start/Complete Work (or the status form) are the work order's, by the person (docs/decisions/041). */
export const workOrderReading = (user: AuthenticatedUser, equipmentId: string, workOrderId: string) => ({
  organizationId: user.organizationId,
  equipmentId,
  source: "WORK_ORDER" as const,
  recordedById: user.id,
  workOrderId,
});
