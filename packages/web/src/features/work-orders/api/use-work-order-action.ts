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

interface ActionOptions {
  /** One per opening of the form (lib/use-write-form.ts): a replay does the work once. */
  idempotencyKey: string;
  photos?: readonly PickedPhoto[];
}

/**
 * PATCH /work-orders/{id}[/assign|/start|/complete], queued while the device is offline (docs/decisions/011).
 * The detail refreshes at once; lists, stats and machines after the spec's short delay. Each call carries its
 * form's Idempotency-Key. Start and Complete Work take photos, which wait on the device with the write and go
 * first (docs/decisions/021).
 */
export function useWorkOrderAction<A extends keyof WorkOrderActions>(action: A, workOrderId: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    async ({ body, idempotencyKey, photos = [] }: ActionOptions & { body: WorkOrderActions[A] }) => ({
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
    mutateAsync: async (body: WorkOrderActions[A], options: ActionOptions): Promise<WorkOrder> =>
      (await write.mutateAsync({ body, ...options })).data.workOrder,
    mutate: (
      body: WorkOrderActions[A],
      options: ActionOptions & { onSuccess?: (workOrder: WorkOrder) => void },
    ) =>
      write.mutate(
        { body, idempotencyKey: options.idempotencyKey, photos: options.photos },
        { onSuccess: (result) => options.onSuccess?.(result.data.workOrder) },
      ),
  };
}
