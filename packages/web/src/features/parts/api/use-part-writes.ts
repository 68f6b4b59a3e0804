import {
  type CountStock,
  type LocationMinimum,
  type MoveStock,
  messageEnvelope,
  type PartForm,
  partDetailSchema,
  partSchema,
  type ReceiveStock,
  type StockLocationForm,
  stockChangeSchema,
  stockLocationSchema,
} from "@mnx/domain";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The desk's parts writes (docs/decisions/032-parts-screens.md): the catalogue, archive and restore, receiving,
 * counts, a manager's moves and the locations. They are not queued offline: each answers at once or fails with
 * the network's message, and their forms say beforehand that they need a connection. Each takes the
 * Idempotency-Key made when its form opened, so a retried save changes nothing twice.
 */

/**
 * Every parts query reads the same stock: one refresh after any write (lists, details, ledgers, 'to order', the
 * pickers), and the locations with them.
 */
export const refreshPartQueries = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.parts.all });

const partAnswer = messageEnvelope(partDetailSchema);
const archiveAnswer = messageEnvelope(partSchema);
const stockAnswer = messageEnvelope(stockChangeSchema);
const locationAnswer = messageEnvelope(stockLocationSchema);

/** POST /parts (a new part) or PUT /parts/{id}. */
export function useSavePart(partId: string | null, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (part: PartForm) =>
      partId
        ? api.put(`/parts/${partId}`, part, { idempotencyKey, schema: partAnswer })
        : api.post("/parts", part, { idempotencyKey, schema: partAnswer }),
    onSuccess: () => refreshPartQueries(client),
  });
}

/** POST /parts/{id}/archive, or /restore. */
export function useArchivePart(partId: string, action: "archive" | "restore", idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/parts/${partId}/${action}`, undefined, { idempotencyKey, schema: archiveAnswer }),
    onSuccess: () => refreshPartQueries(client),
  });
}

export type StockAction = "receive" | "count" | "move";
type StockBody<A extends StockAction> = A extends "receive"
  ? ReceiveStock
  : A extends "count"
    ? CountStock
    : MoveStock;

/** POST /parts/{id}/receive, /count or /move by a manager. */
export function useStockChange<A extends StockAction>(partId: string, action: A, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockBody<A>) =>
      api.post(`/parts/${partId}/${action}`, body, { idempotencyKey, schema: stockAnswer }),
    onSuccess: () => refreshPartQueries(client),
  });
}

/** POST /stock-locations (a new one) or PUT /stock-locations/{id}. */
export function useSaveLocation(locationId: string | null, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (location: StockLocationForm) =>
      locationId
        ? api.put(`/stock-locations/${locationId}`, location, { idempotencyKey, schema: locationAnswer })
        : api.post("/stock-locations", location, { idempotencyKey, schema: locationAnswer }),
    onSuccess: () => refreshPartQueries(client),
  });
}

/** PUT /parts/{id}/locations/{locationId}/minimum: a location's own minimum, or null for the part's. */
export function useSetLocationMinimum(partId: string, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, input }: { locationId: string; input: LocationMinimum }) =>
      api.put(`/parts/${partId}/locations/${locationId}/minimum`, input, {
        idempotencyKey,
        schema: partAnswer,
      }),
    onSuccess: () => refreshPartQueries(client),
  });
}
