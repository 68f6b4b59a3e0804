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
 * per opening of the form.
 */
export function useWorkOrderAction<A extends keyof WorkOrderActions>(
  action: A,
  workOrderId: string,
  idempotencyKey: string,
) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    (body: WorkOrderActions[A]) => ({
      method: "PATCH",
      path: `/work-orders/${workOrderId}${PATHS[action]}`,
      body,
      idempotencyKey,
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
    mutateAsync: async (body: WorkOrderActions[A]): Promise<WorkOrder> =>
      (await write.mutateAsync(body)).data.workOrder,
    mutate: (body: WorkOrderActions[A], options?: { onSuccess?: (workOrder: WorkOrder) => void }) =>
      write.mutate(body, { onSuccess: (result) => options?.onSuccess?.(result.data.workOrder) }),
  };
}
