import {
  type AssignMechanicInput,
  type CompleteWorkInput,
  messageEnvelope,
  REFRESH_DELAY_AFTER_ASSIGNMENT_MS,
  REFRESH_DELAY_AFTER_COMPLETE_MS,
  REFRESH_DELAY_AFTER_START_MS,
  type StartWorkInput,
  type UpdateWorkOrderInput,
  type WorkOrder,
  workOrderDataSchema,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries, refreshWorkOrderQueriesAfter } from "../../../lib/cache-refresh";
import { keptPhotoGroups } from "../../../lib/photos/kept-photos";
import type { PickedPhoto } from "../../../lib/photos/picked-photo";
import { queryKeys } from "../../../lib/query-keys";
import { useQueuedWrite } from "../../../lib/queued-write";

const answer = messageEnvelope(workOrderDataSchema);

/** The PATCH calls on one work order, their bodies, and the refresh delay after each (part 1, 9). */
interface WorkOrderActions {
  update: UpdateWorkOrderInput;
  assign: AssignMechanicInput;
  start: StartWorkInput;
  complete: CompleteWorkInput;
}

const PATHS: Record<keyof WorkOrderActions, string> = {
  update: "",
  assign: "/assign",
  start: "/start",
  complete: "/complete",
};
const DELAYS: Record<keyof WorkOrderActions, number> = {
  update: 0,
  assign: REFRESH_DELAY_AFTER_ASSIGNMENT_MS,
  start: REFRESH_DELAY_AFTER_START_MS,
  complete: REFRESH_DELAY_AFTER_COMPLETE_MS,
};

/**
 * PATCH /work-orders/{id}[/assign|/start|/complete], queued while the device is offline (docs/decisions/011).
 * The detail refreshes at once; lists, stats and machines after the spec's short delay. One Idempotency-Key
 * per opening of the form. Start and Complete Work take photos, which wait on the device with the write and
 * go first (docs/decisions/021).
 */
export function useWorkOrderAction<A extends keyof WorkOrderActions>(
  action: A,
  workOrderId: string,
  idempotencyKey: string,
) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    async ({ body, photos }: { body: WorkOrderActions[A]; photos: readonly PickedPhoto[] }) => ({
      method: "PATCH" as const,
      path: `/work-orders/${workOrderId}${PATHS[action]}`,
      body,
      idempotencyKey,
      photos: await keptPhotoGroups([{ path: ["photoIds"], photos }]),
    }),
    answer,
    () => {
      void client.invalidateQueries({ queryKey: queryKeys.workOrders.detail(workOrderId) });
      if (DELAYS[action] === 0) void refreshWorkOrderQueries(client);
      else refreshWorkOrderQueriesAfter(client, DELAYS[action]);
    },
  );
  return {
    ...write,
    mutateAsync: async (body: WorkOrderActions[A], photos: readonly PickedPhoto[] = []): Promise<WorkOrder> =>
      (await write.mutateAsync({ body, photos })).data.workOrder,
    mutate: (
      body: WorkOrderActions[A],
      options?: { onSuccess?: (workOrder: WorkOrder) => void; photos?: readonly PickedPhoto[] },
    ) =>
      write.mutate(
        { body, photos: options?.photos ?? [] },
        { onSuccess: (result) => options?.onSuccess?.(result.data.workOrder) },
      ),
  };
}
