import { equipmentDeleteResultSchema, messageEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshFleetQueries } from "../../../lib/cache-refresh";

const deletedAnswer = messageEnvelope(equipmentDeleteResultSchema);

/**
 * DELETE /equipment/{id}: a machine without history is deleted, one with history is retired
 * (docs/decisions/006-equipment-delete.md); the answer's message says which. One Idempotency-Key per
 * confirmation, so a replayed call answers the first answer.
 */
export function useDeleteEquipment(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/equipment/${id}`, { idempotencyKey, schema: deletedAnswer }),
    onSuccess: () => refreshFleetQueries(client),
  });
}
