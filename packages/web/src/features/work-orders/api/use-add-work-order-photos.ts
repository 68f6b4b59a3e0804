import { messageEnvelope, workOrderPhotosDataSchema } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { keptPhotoGroups } from "../../../lib/photos/kept-photos";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { queryKeys } from "../../../lib/query-keys";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(workOrderPhotosDataSchema);

/**
 * POST /work-orders/{id}/photos from Work Order Details, queued while offline like the other field writes:
 * the photos wait on the device and go first, then the write that attaches them (docs/decisions/021).
 */
export function useAddWorkOrderPhotos(workOrderId: string, idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    async (photos: readonly PickedPhoto[]) => ({
      method: "POST" as const,
      path: `/work-orders/${workOrderId}/photos`,
      body: {},
      idempotencyKey,
      photos: await keptPhotoGroups([{ path: ["photoIds"], photos }]),
    }),
    answer,
    () => client.invalidateQueries({ queryKey: queryKeys.workOrders.detail(workOrderId) }),
  );
}
