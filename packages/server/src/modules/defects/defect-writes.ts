import type { InspectionItem } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { insertInspectionDefects } from "./defect-repository.js";
import { recordMachineUnsafe } from "./machine-safety-events.js";

/**
 * Inside a daily inspection's submission (docs/decisions/040): every item that needs attention becomes an
 * OPEN defect of the machine, critical when its checklist template item says so (docs/decisions/042) and naming that item, in the
 * submission's transaction. Sent again (an offline queue's replay), the same inspection adds nothing. A critical
 * one added makes the machine unsafe to operate, and those it concerns are told (MACHINE_UNSAFE). Answers how
 * many were added.
 */
export async function recordInspectionDefects(
  tx: Database,
  inspection: { organizationId: string; equipmentId: string; workOrderId: string; reportedById: string },
  items: readonly (Pick<InspectionItem, "category" | "item" | "status" | "notes" | "templateItemId"> & {
    critical: boolean;
  })[],
): Promise<number> {
  const failed = items.filter((entry) => entry.status === "NEEDS_ATTENTION");
  const added = await insertInspectionDefects(
    tx,
    inspection,
    failed.map((entry) => ({
      category: entry.category,
      item: entry.item,
      critical: entry.critical,
      notes: entry.notes,
      templateItemId: entry.templateItemId ?? null,
    })),
  );
  const critical = added.filter((defect) => defect.critical).map((defect) => defect.item);
  await recordMachineUnsafe(tx, inspection, critical);
  return added.length;
}
