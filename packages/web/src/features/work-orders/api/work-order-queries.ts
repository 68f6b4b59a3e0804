import {
  type ListWorkOrdersQueryInput,
  listEnvelope,
  type Pagination,
  statsEnvelope,
  successEnvelope,
  type WorkOrder,
  type WorkOrderDetail,
  workOrderDetailDataSchema,
  workOrderSchema,
  workOrderStatsSchema,
} from "@mnx/domain";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

/** Any filters of GET /work-orders, as the screens hold them (strings from the address, numbers, booleans). */
export type WorkOrderListParams = {
  [K in keyof ListWorkOrdersQueryInput]?: string | number | boolean | undefined;
};

export interface WorkOrderListPage {
  workOrders: WorkOrder[];
  pagination: Pagination;
}

const listAnswer = listEnvelope("workOrders", workOrderSchema);
const detailAnswer = successEnvelope(workOrderDetailDataSchema);
const statsAnswer = statsEnvelope(workOrderStatsSchema);

/**
 * GET /work-orders with any of its filters (one query per page on the server). Operators and mechanics get
 * only their own; the server decides. The previous page stays on screen while the next loads.
 */
export const workOrderListQuery = (params: WorkOrderListParams) =>
  queryOptions({
    queryKey: queryKeys.workOrders.list(params),
    queryFn: async ({ signal }): Promise<WorkOrderListPage> =>
      (await api.get("/work-orders", { query: params, signal, schema: listAnswer })).data,
    staleTime: STALE_TIME.workOrderList,
    placeholderData: keepPreviousData,
  });

/** GET /work-orders/{id}: the work order with its status history, oldest first. */
export const workOrderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workOrders.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/work-orders/${id}`, { signal, schema: detailAnswer })).data.workOrder,
    staleTime: STALE_TIME.detail,
  });

/**
 * A work order as a cached list has it, without its history and photos: what a details view can show while its own copy
 * loads, or offline for a job never opened before (a mechanic in a yard without signal can still start it).
 */
export function listedWorkOrder(client: QueryClient, id: string): WorkOrderDetail | undefined {
  const lists = client.getQueriesData<WorkOrderListPage>({ queryKey: [...queryKeys.workOrders.all, "list"] });
  for (const [, page] of lists) {
    const found = page?.workOrders.find((workOrder) => workOrder.id === id);
    if (found) return { ...found, history: [], photos: [], defects: [] };
  }
  return undefined;
}

/** GET /work-orders/stats (top level): the caller's visible work orders (own ones for operators and mechanics). */
export const workOrderStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.workOrders.stats,
    queryFn: ({ signal }) => api.get("/work-orders/stats", { signal, schema: statsAnswer }),
    staleTime: STALE_TIME.stats,
  });
