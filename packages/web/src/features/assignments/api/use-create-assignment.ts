import {
  type AssignmentForm,
  assignmentSchema,
  REFRESH_DELAY_AFTER_ASSIGNMENT_MS,
  successEnvelope,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshFleetQueries } from "../../../lib/cache-refresh";
import { useQueuedWrite } from "../../../lib/queued-write";

const createdAnswer = successEnvelope(assignmentSchema);

/**
 * POST /equipment/assignments (its machine's current assignment ends TRANSFERRED), queued while the device is
 * offline (docs/decisions/011): a supervisor on a job site assigns without signal and it goes out once on
 * reconnect. Machines, assignments and stats are refreshed 100 ms after success (part 2, 9). One
 * Idempotency-Key per opening of the form.
 */
export function useCreateAssignment(idempotencyKey: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    (form: AssignmentForm) => ({
      method: "POST",
      path: "/equipment/assignments",
      body: form,
      idempotencyKey,
    }),
    createdAnswer,
    () => window.setTimeout(() => void refreshFleetQueries(client), REFRESH_DELAY_AFTER_ASSIGNMENT_MS),
  );
  return { ...write, mutateAsync: async (form: AssignmentForm) => (await write.mutateAsync(form)).data };
}
