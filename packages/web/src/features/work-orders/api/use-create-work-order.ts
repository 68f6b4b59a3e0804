import { type CreateWorkOrder, messageEnvelope, workOrderDataSchema } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";

const answer = messageEnvelope(workOrderDataSchema);

/** POST /work-orders. One Idempotency-Key per opening of the form: a retried submit creates one work order. */
export function useCreateWorkOrder(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: CreateWorkOrder) =>
      (await api.post("/work-orders", form, { idempotencyKey, schema: answer })).data.workOrder,
    onSuccess: () => refreshWorkOrderQueries(client),
  });
}
