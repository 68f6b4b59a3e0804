import { type Escalation, messageEnvelope, workOrderDataSchema } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { keptPhotoGroups } from "../../../lib/photos/kept-photos";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(workOrderDataSchema);

/**
 * POST /work-orders/escalate, queued while the device is offline (docs/decisions/011). One Idempotency-Key per
 * opening of the form, so an operator on a weak signal who presses again reports the breakdown once. Its
 * photos wait on the device with it and go first (docs/decisions/021).
 */
export function useEscalateIssue(idempotencyKey: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    async ({ form, photos }: { form: Escalation; photos: readonly PickedPhoto[] }) => ({
      method: "POST" as const,
      path: "/work-orders/escalate",
      body: form,
      idempotencyKey,
      photos: await keptPhotoGroups([{ path: ["photoIds"], photos }]),
    }),
    answer,
    () => refreshWorkOrderQueries(client),
  );
  return {
    ...write,
    mutateAsync: async (form: Escalation, photos: readonly PickedPhoto[] = []) =>
      (await write.mutateAsync({ form, photos })).data.workOrder,
  };
}
