import { partDetailSchema, successEnvelope, workOrderPartsSchema } from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const partsAnswer = successEnvelope(workOrderPartsSchema);
const partAnswer = successEnvelope(partDetailSchema);

/** GET /work-orders/{id}/parts: what the job used, net of returns, its rows and its parts cost. */
export const workOrderPartsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workOrders.parts(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/work-orders/${id}/parts`, { signal, schema: partsAnswer })).data,
    staleTime: STALE_TIME.detail,
  });

/** GET /parts/{id}: the part's stock per location, read when a form is about to take some. */
export const partStockQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.parts.stockLevels(id),
    queryFn: async ({ signal }) => (await api.get(`/parts/${id}`, { signal, schema: partAnswer })).data,
    staleTime: STALE_TIME.detail,
  });
