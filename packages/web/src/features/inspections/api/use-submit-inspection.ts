import { type InspectionSubmission, inspectionSubmittedSchema, messageEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshWorkOrderQueries } from "../../work-orders/api/work-order-cache";

const answer = messageEnvelope(inspectionSubmittedSchema);

/**
 * POST /inspections/daily/submit. The answer's `message` is the spec's success text (ready for operation, or
 * the supervisor has been notified). One Idempotency-Key per opening: a replayed submit records it once.
 */
export function useSubmitInspection(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (submission: InspectionSubmission) =>
      await api.post("/inspections/daily/submit", submission, { idempotencyKey, schema: answer }),
    onSuccess: () => refreshWorkOrderQueries(client),
  });
}
