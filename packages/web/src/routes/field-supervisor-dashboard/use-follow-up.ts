import {
  type ComplianceItem,
  type CreateWorkOrderInput,
  type Equipment,
  inspectionFollowUpText,
} from "@mnx/domain";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { equipmentDetailQuery } from "../../features/equipment/api/equipment-queries";
import { clientError } from "../../lib/api-error";

export interface FollowUpDraft {
  equipment: Equipment;
  values: Partial<CreateWorkOrderInput>;
}

/**
 * 'Create Follow-up Work Order' on a submitted inspection that found something: loads the machine (the form
 * shows it), then opens Create Work Order as an INSPECTION_FOLLOWUP of that inspection, its title and
 * description listing what failed. Creating a work order is an office task: it needs a connection (decision 011).
 */
export function useFollowUp(onError: (error: unknown) => void) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<FollowUpDraft | null>(null);
  const open = async (item: ComplianceItem) => {
    if (!item.inspection) return;
    // Offline the machine's details would wait for a connection: say so at once instead.
    if (!onlineManager.isOnline()) {
      onError(clientError("NETWORK_ERROR"));
      return;
    }
    try {
      const equipment = await client.fetchQuery(equipmentDetailQuery(item.equipment.id));
      const text = inspectionFollowUpText(
        item.equipment.equipmentNumber,
        item.inspection.inspectionDate,
        item.failedItems,
      );
      setDraft({
        equipment,
        values: { ...text, workOrderType: "INSPECTION_FOLLOWUP", inspectionId: item.inspection.id },
      });
    } catch (error) {
      onError(error);
    }
  };
  return { draft, open: (item: ComplianceItem) => void open(item), close: () => setDraft(null) };
}
