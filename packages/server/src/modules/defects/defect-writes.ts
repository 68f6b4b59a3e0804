import type { InspectionItem } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { insertInspectionDefects } from "./defect-repository.js";

/**
 * Inside a daily inspection's submission (docs/decisions/040): every item that needs attention becomes an
 * OPEN defect of the machine, critical when its checklist template item says so (docs/decisions/042), in the
 * submission's transaction. Sent
 * again (an offline queue's replay), the same inspection adds nothing. Answers how many were added.
 */
export function recordInspectionDefects(
  tx: Database,
  inspection: { organizationId: string; equipmentId: string; workOrderId: string; reportedById: string },
  items: readonly (Pick<InspectionItem, "category" | "item" | "status" | "notes"> & { critical: boolean })[],
): Promise<number> {
  const failed = items.filter((entry) => entry.status === "NEEDS_ATTENTION");
  return insertInspectionDefects(
    tx,
    inspection,
    failed.map((entry) => ({
      category: entry.category,
      item: entry.item,
      critical: entry.critical,
      notes: entry.notes,
    })),
  );
}
