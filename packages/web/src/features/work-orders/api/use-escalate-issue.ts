import { type Escalation, messageEnvelope, workOrderDataSchema } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshWorkOrderQueries } from "./work-order-cache";

const answer = messageEnvelope(workOrderDataSchema);

/**
 * POST /work-orders/escalate. One Idempotency-Key per opening of the form, so an operator on a weak signal who
 * presses again (or whose phone replays the call) reports the breakdown once.
 */
export function useEscalateIssue(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: Escalation) =>
      (await api.post("/work-orders/escalate", form, { idempotencyKey, schema: answer })).data.workOrder,
    onSuccess: () => refreshWorkOrderQueries(client),
  });
}
