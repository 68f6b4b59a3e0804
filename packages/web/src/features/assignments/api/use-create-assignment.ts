import {
  type AssignmentForm,
  assignmentSchema,
  REFRESH_DELAY_AFTER_ASSIGNMENT_MS,
  successEnvelope,
} from "@mnx/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshFleetQueries } from "../../../lib/cache-refresh";

const createdAnswer = successEnvelope(assignmentSchema);

/**
 * POST /equipment/assignments (its machine's current assignment ends TRANSFERRED). Machines, assignments
 * and stats are refreshed 100 ms after success (part 2, 9). One Idempotency-Key per opening of the form.
 */
export function useCreateAssignment(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: AssignmentForm) =>
      (await api.post("/equipment/assignments", form, { idempotencyKey, schema: createdAnswer })).data,
    onSuccess: () => {
      window.setTimeout(() => void refreshFleetQueries(client), REFRESH_DELAY_AFTER_ASSIGNMENT_MS);
    },
  });
}
