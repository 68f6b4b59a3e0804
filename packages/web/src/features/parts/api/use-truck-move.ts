import { type MoveStock, messageEnvelope, stockChangeSchema } from "@mnx/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useQueuedWrite } from "../../../lib/queued-write";
import { moveWrite } from "./truck-moves";
import { refreshPartQueries } from "./use-part-writes";

const answer = messageEnvelope(stockChangeSchema);

/**
 * POST /parts/{id}/move from a mechanic's phone: to or from their truck, queued while the device is offline like
 * the other field writes (docs/decisions/011, 032), with the one Idempotency-Key of its form's opening, so it
 * is moved once however often it is sent.
 */
export function useTruckMove(idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    ({ partId, move }: { partId: string; move: MoveStock }) => moveWrite(partId, move, idempotencyKey),
    answer,
    () => refreshPartQueries(client),
  );
}
