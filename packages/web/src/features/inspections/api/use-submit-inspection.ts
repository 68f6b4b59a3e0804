import { type InspectionSubmission, inspectionSubmittedSchema, messageEnvelope } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(inspectionSubmittedSchema);

/**
 * POST /inspections/daily/submit, queued while the device is offline (docs/decisions/011). The answer's
 * `message` is the spec's success text. One Idempotency-Key per opening: a replayed submit records it once.
 */
export function useSubmitInspection(idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    (submission: InspectionSubmission) => ({
      method: "POST",
      path: "/inspections/daily/submit",
      body: submission,
      idempotencyKey,
    }),
    answer,
    () => refreshWorkOrderQueries(client),
  );
}
