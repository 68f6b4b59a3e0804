import { type CreateWorkOrder, messageEnvelope, workOrderDataSchema } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(workOrderDataSchema);

/**
 * POST /work-orders, queued while the device is offline like the other field writes (docs/decisions/011): a
 * foreman in the yard creates the order there, and it is sent once on reconnect. One Idempotency-Key per
 * opening of the form: a retried or replayed submit creates one work order.
 */
export function useCreateWorkOrder(idempotencyKey: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    (form: CreateWorkOrder) => ({ method: "POST", path: "/work-orders", body: form, idempotencyKey }),
    answer,
    () => refreshWorkOrderQueries(client),
  );
  return {
    ...write,
    mutateAsync: async (form: CreateWorkOrder) => (await write.mutateAsync(form)).data.workOrder,
  };
}
