import {
  messageEnvelope,
  type StockChange,
  stockChangeSchema,
  type WorkOrderPartInput,
  type WorkOrderPartRequest,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { queryKeys } from "../../../lib/query-keys";
import { useQueuedWrite } from "../../../lib/queued-write";
import { type PartWriteLabels, partWriteLabels } from "./work-order-parts-on-device";

const answer = messageEnvelope(stockChangeSchema);

/** The parts writes on a job and their bodies (docs/decisions/030, 033). */
interface PartWrites {
  use: WorkOrderPartInput;
  return: WorkOrderPartInput;
  request: WorkOrderPartRequest;
}

const PATHS: Record<keyof PartWrites, string> = { use: "", return: "/return", request: "/request" };

interface PartWriteOptions<A extends keyof PartWrites> {
  body: PartWrites[A];
  /** One per opening of the form: a resend records the part once. */
  idempotencyKey: string;
  /** How the part and location are named while the write waits on this device. */
  labels: PartWriteLabels;
}

/**
 * POST /work-orders/{id}/parts[/return|/request], queued like the other field writes (docs/decisions/011): a
 * part used on a phone without signal waits with the rest, survives a reload and is sent once by its
 * Idempotency-Key. On success the job's parts and cost (awaited, so the line never flashes away) and the stock
 * figures are refreshed; a request that moved the job refreshes the work orders too.
 */
export function useWorkOrderPartWrite<A extends keyof PartWrites>(action: A, workOrderId: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    ({ body, idempotencyKey, labels }: PartWriteOptions<A>) => ({
      method: "POST" as const,
      path: `/work-orders/${workOrderId}/parts${PATHS[action]}`,
      body,
      idempotencyKey,
      labels: partWriteLabels(labels),
    }),
    answer,
    async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.workOrders.parts(workOrderId) }),
        client.invalidateQueries({ queryKey: queryKeys.workOrders.cost(workOrderId) }),
        client.invalidateQueries({ queryKey: queryKeys.parts.all }),
        action === "request" ? refreshWorkOrderQueries(client) : undefined,
      ]);
    },
  );
  return {
    ...write,
    mutateAsync: async (options: PartWriteOptions<A>): Promise<StockChange> =>
      (await write.mutateAsync(options)).data,
  };
}
