import {
  type MachineAlertNote,
  machineAlertSchema,
  machineAlertWithWorkOrderSchema,
  successEnvelope,
} from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useQueuedWrite } from "../../../lib/queued-write";

const alertAnswer = successEnvelope(machineAlertSchema);
const withWorkOrderAnswer = successEnvelope(machineAlertWithWorkOrderSchema);

export type AlertMove = "acknowledge" | "clear";

/**
 * POST /machine-alerts/{id}/acknowledge or /clear with the note, queued while the device is offline like the
 * other writes from the field (docs/decisions/011): one Idempotency-Key per move, so a replay moves it once.
 */
export function useAlertMove() {
  const client = useQueryClient();
  return useQueuedWrite(
    ({ id, move, note }: { id: string; move: AlertMove; note: MachineAlertNote }) => ({
      method: "POST" as const,
      path: `/machine-alerts/${id}/${move}`,
      body: note,
      idempotencyKey: newIdempotencyKey(),
    }),
    alertAnswer,
    () => refreshWorkOrderQueries(client),
  );
}

/** POST /machine-alerts/{id}/work-order: the alert's draft work order, queued. */
export function useAlertWorkOrder() {
  const client = useQueryClient();
  return useQueuedWrite(
    (id: string) => ({
      method: "POST" as const,
      path: `/machine-alerts/${id}/work-order`,
      body: {},
      idempotencyKey: newIdempotencyKey(),
    }),
    withWorkOrderAnswer,
    () => refreshWorkOrderQueries(client),
  );
}
