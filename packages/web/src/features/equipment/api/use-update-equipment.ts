import { type EditEquipmentForm, equipmentSchema, messageEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshFleetQueries } from "../../../lib/cache-refresh";

const updatedAnswer = messageEnvelope(equipmentSchema);

/** PUT /equipment/{id} with the changed fields only (part 2, 5). */
export function useUpdateEquipment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: EditEquipmentForm) =>
      api.put(`/equipment/${id}`, changes, { schema: updatedAnswer }),
    onSuccess: () => refreshFleetQueries(client),
  });
}
