import {
  type DefectStatusChange,
  type DefectWorkOrder,
  defectSchema,
  defectWithWorkOrderSchema,
  successEnvelope,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useQueuedWrite } from "../../../lib/queued-write";

const defectAnswer = successEnvelope(defectSchema);
const withWorkOrderAnswer = successEnvelope(defectWithWorkOrderSchema);

/**
 * POST /defects/{id}/status (repair, certify, no correction needed, acknowledge), queued while the device is
 * offline like the other writes (docs/decisions/011): one Idempotency-Key per move, so a replay moves it once.
 */
export function useDefectStatusChange() {
  const client = useQueryClient();
  return useQueuedWrite(
    ({ id, change }: { id: string; change: DefectStatusChange }) => ({
      method: "POST" as const,
      path: `/defects/${id}/status`,
      body: change,
      idempotencyKey: newIdempotencyKey(),
    }),
    defectAnswer,
    () => refreshWorkOrderQueries(client),
  );
}

/** POST /defects/{id}/work-order: the repair work order made from the defect (or an open one linked), queued. */
export function useDefectWorkOrder() {
  const client = useQueryClient();
  return useQueuedWrite(
    ({ id, request }: { id: string; request: DefectWorkOrder }) => ({
      method: "POST" as const,
      path: `/defects/${id}/work-order`,
      body: request,
      idempotencyKey: newIdempotencyKey(),
    }),
    withWorkOrderAnswer,
    () => refreshWorkOrderQueries(client),
  );
}
