import { type InspectionSubmission, inspectionSubmittedSchema, messageEnvelope } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { keptPhotoGroups } from "../../../lib/photos/kept-photos";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(inspectionSubmittedSchema);

/** The photos of each checklist item, by its index. */
export type ItemPhotos = ReadonlyMap<number, readonly PickedPhoto[]>;

/** The photos of the items needing attention, kept on the device to go before the inspection (by item index). */
export const failedItemPhotoGroups = (items: readonly { status: string }[], photos: ItemPhotos) =>
  keptPhotoGroups(
    items.map((entry, index) => ({
      path: ["items", index, "photoIds"],
      photos: entry.status === "NEEDS_ATTENTION" ? (photos.get(index) ?? []) : [],
    })),
  );

/**
 * POST /inspections/daily/submit, queued while the device is offline (docs/decisions/011). The answer's
 * `message` is the spec's success text. One Idempotency-Key per opening: a replayed submit records it once.
 * Photos of items needing attention (by checklist index) wait on the device with it and go first.
 */
export function useSubmitInspection(idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    async ({ submission, photos }: { submission: InspectionSubmission; photos: ItemPhotos }) => ({
      method: "POST" as const,
      path: "/inspections/daily/submit",
      body: submission,
      idempotencyKey,
      photos: await failedItemPhotoGroups(submission.items, photos),
    }),
    answer,
    () => refreshWorkOrderQueries(client),
  );
}
