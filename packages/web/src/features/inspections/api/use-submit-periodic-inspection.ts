import {
  messageEnvelope,
  type PeriodicInspectionSubmission,
  periodicInspectionSubmittedSchema,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { queryKeys } from "../../../lib/query-keys";
import { useQueuedWrite } from "../../../lib/queued-write";
import { failedItemPhotoGroups, type ItemPhotos } from "./use-submit-inspection";

const answer = messageEnvelope(periodicInspectionSubmittedSchema);

/**
 * POST /periodic-inspections/submit, queued while the device is offline like the daily check (docs/decisions/011,
 * 046): one Idempotency-Key per opening; the failed items' photos wait on the device with it and go first.
 */
export function useSubmitPeriodicInspection(idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    async ({ submission, photos }: { submission: PeriodicInspectionSubmission; photos: ItemPhotos }) => ({
      method: "POST" as const,
      path: "/periodic-inspections/submit",
      body: submission,
      idempotencyKey,
      photos: await failedItemPhotoGroups(submission.items, photos),
    }),
    answer,
    () =>
      Promise.all([
        refreshWorkOrderQueries(client),
        client.invalidateQueries({ queryKey: queryKeys.periodicInspections.all }),
      ]),
  );
}
