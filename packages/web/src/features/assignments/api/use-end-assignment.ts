import { assignmentSchema, messageEnvelope } from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshFleetQueries } from "../../../lib/cache-refresh";

const endedAnswer = messageEnvelope(assignmentSchema);

/**
 * PATCH /equipment/assignments/{id}/end: COMPLETED now, and the machine has no operator afterwards. One
 * Idempotency-Key per confirmation, so a replay answers the first answer instead of ASSIGNMENT_NOT_ACTIVE.
 */
export function useEndAssignment(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.patch(`/equipment/assignments/${id}/end`, undefined, { idempotencyKey, schema: endedAnswer }),
    onSuccess: () => refreshFleetQueries(client),
  });
}
