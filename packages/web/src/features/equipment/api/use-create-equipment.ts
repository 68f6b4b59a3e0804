import { type AddEquipmentForm, equipmentSchema, successEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshFleetQueries } from "../../../lib/cache-refresh";

const createdAnswer = successEnvelope(equipmentSchema);

/**
 * POST /equipment. `idempotencyKey` is made once per opening of the form, so a retried submit (a lost answer
 * on a weak signal) never adds the machine twice.
 */
export function useCreateEquipment(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: AddEquipmentForm) =>
      (await api.post("/equipment", form, { idempotencyKey, schema: createdAnswer })).data,
    onSuccess: () => refreshFleetQueries(client),
  });
}
