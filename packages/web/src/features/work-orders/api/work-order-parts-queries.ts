import {
  successEnvelope,
  workOrderCostSchema,
  workOrderLabourSchema,
  workOrderPartsSchema,
} from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const partsAnswer = successEnvelope(workOrderPartsSchema);
const costAnswer = successEnvelope(workOrderCostSchema);
const labourAnswer = successEnvelope(workOrderLabourSchema);

/** GET /work-orders/{id}/parts: what the job used, net of returns, its rows and its parts cost. */
export const workOrderPartsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workOrders.parts(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/work-orders/${id}/parts`, { signal, schema: partsAnswer })).data,
    staleTime: STALE_TIME.detail,
  });

/**
 * GET /work-orders/{id}/cost: parts, labour and total in the organization's currency (docs/decisions/031); final
 * once the job is completed.
 */
export const workOrderCostQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workOrders.cost(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/work-orders/${id}/cost`, { signal, schema: costAnswer })).data,
    staleTime: STALE_TIME.detail,
  });

/** GET /work-orders/{id}/labour: every labour line (removed ones marked), the hours and the labour cost. */
export const workOrderLabourQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workOrders.labour(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/work-orders/${id}/labour`, { signal, schema: labourAnswer })).data,
    staleTime: STALE_TIME.detail,
  });
