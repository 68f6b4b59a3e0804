import { type Escalation, messageEnvelope, workOrderDataSchema } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(workOrderDataSchema);

/**
 * POST /work-orders/escalate, queued while the device is offline (docs/decisions/011). One Idempotency-Key per
 * opening of the form, so an operator on a weak signal who presses again reports the breakdown once.
 */
export function useEscalateIssue(idempotencyKey: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    (form: Escalation) => ({ method: "POST", path: "/work-orders/escalate", body: form, idempotencyKey }),
    answer,
    () => refreshWorkOrderQueries(client),
  );
  return {
    ...write,
    mutateAsync: async (form: Escalation) => (await write.mutateAsync(form)).data.workOrder,
  };
}
