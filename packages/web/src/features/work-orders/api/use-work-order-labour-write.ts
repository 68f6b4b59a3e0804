import {
  type LabourChange,
  type LabourLineInput,
  type LabourLineRemove,
  labourChangeSchema,
  messageEnvelope,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import { useQueuedWrite } from "../../../lib/queued-write";
import type { LabourWriteLabels } from "./work-order-labour-on-device";

const answer = messageEnvelope(labourChangeSchema);

interface LabourWrites {
  record: { body: LabourLineInput; labels: LabourWriteLabels };
  remove: { body: LabourLineRemove; lineId: string };
}

type LabourWriteOptions<A extends keyof LabourWrites> = LabourWrites[A] & {
  /** One per opening of the form (or press of Remove): a resend writes the line once. */
  idempotencyKey: string;
};

/**
 * POST /work-orders/{id}/labour and /labour/{lineId}/remove, queued like the other field writes
 * (docs/decisions/011, 036): time recorded on a phone without signal waits with the rest (after Start Work,
 * before Complete Work, in the order they were made), survives a reload and is sent once by its Idempotency-Key.
 * On success the job's labour and cost are refreshed (awaited, so the line never flashes away).
 */
export function useWorkOrderLabourWrite<A extends keyof LabourWrites>(_action: A, workOrderId: string) {
  const client = useQueryClient();
  const write = useQueuedWrite(
    (options: LabourWriteOptions<A>) => {
      const base = `/work-orders/${workOrderId}/labour`;
      return "lineId" in options
        ? {
            method: "POST" as const,
            path: `${base}/${options.lineId}/remove`,
            body: options.body,
            idempotencyKey: options.idempotencyKey,
          }
        : {
            method: "POST" as const,
            path: base,
            body: options.body,
            idempotencyKey: options.idempotencyKey,
            labels: "labels" in options ? { person: options.labels.person } : undefined,
          };
    },
    answer,
    async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.workOrders.labour(workOrderId) }),
        client.invalidateQueries({ queryKey: queryKeys.workOrders.cost(workOrderId) }),
      ]);
    },
  );
  return {
    ...write,
    mutateAsync: async (options: LabourWriteOptions<A>): Promise<LabourChange> =>
      (await write.mutateAsync(options)).data,
  };
}
