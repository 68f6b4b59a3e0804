import type { Database } from "../../db/database.js";
import { machineSafety } from "../equipment/equipment-safety-service.js";
import { recordEvent } from "../events/event-writes.js";

/** Why the machine is unsafe now (its critical defects not yet certified), or null when it is not. */
async function unsafeReasonOf(tx: Database, organizationId: string, equipmentId: string) {
  return (await machineSafety(tx, organizationId, equipmentId))?.reason ?? null;
}

/**
 * MACHINE_UNSAFE (docs/decisions/040, "Being told"): an inspection just reported critical defects, so the
 * machine cannot run; the foremen, field supervisors, fleet managers and its operator are told, with the
 * reason every machine card shows. Once per inspection.
 */
export async function recordMachineUnsafe(
  tx: Database,
  inspection: { organizationId: string; equipmentId: string; workOrderId: string; reportedById: string },
  criticalItems: readonly string[],
): Promise<void> {
  if (criticalItems.length === 0) return;
  const reason = await unsafeReasonOf(tx, inspection.organizationId, inspection.equipmentId);
  if (!reason) return;
  await recordEvent(tx, {
    organizationId: inspection.organizationId,
    kind: "MACHINE_UNSAFE",
    subjectType: "EQUIPMENT",
    subjectId: inspection.equipmentId,
    actorId: inspection.reportedById,
    data: { reason, items: criticalItems, inspectionWorkOrderId: inspection.workOrderId },
    dedupeKey: `machine-unsafe:${inspection.workOrderId}`,
  });
}

/**
 * MACHINE_BACK_IN_SERVICE: a critical defect was just certified (or found to need no correction) and the
 * machine has none left: it may be assigned and its daily check passed again. Once per closing defect.
 */
export async function recordBackInServiceIfSafe(
  tx: Database,
  defect: { id: string; organizationId: string; equipmentId: string; item: string },
  actorId: string,
): Promise<void> {
  if (await unsafeReasonOf(tx, defect.organizationId, defect.equipmentId)) return;
  await recordEvent(tx, {
    organizationId: defect.organizationId,
    kind: "MACHINE_BACK_IN_SERVICE",
    subjectType: "EQUIPMENT",
    subjectId: defect.equipmentId,
    actorId,
    data: { reason: `Certified: ${defect.item}`, defectId: defect.id },
    dedupeKey: `machine-back-in-service:${defect.id}`,
  });
}
