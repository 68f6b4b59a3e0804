import {
  type Equipment,
  equipmentDetailSchema,
  equipmentSchema,
  equipmentStatsSchema,
  listEnvelope,
  type Pagination,
  statsEnvelope,
  successEnvelope,
} from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import type { EquipmentFilters } from "./equipment-filters";

/** Cards per page on the fleet page (the API allows up to 100). */
export const FLEET_PAGE_SIZE = 24;

export interface EquipmentListPage {
  equipment: Equipment[];
  pagination: Pagination;
}

const listAnswer = listEnvelope("equipment", equipmentSchema);
const detailAnswer = successEnvelope(equipmentDetailSchema);
const statsAnswer = statsEnvelope(equipmentStatsSchema);

/** GET /equipment with the page's search and filters; the previous page stays on screen while the next loads. */
export const equipmentListQuery = (filters: EquipmentFilters) =>
  queryOptions({
    queryKey: queryKeys.equipment.list(filters),
    queryFn: async ({ signal }): Promise<EquipmentListPage> => {
      const answer = await api.get("/equipment", {
        query: {
          search: filters.search,
          status: filters.status,
          equipmentType: filters.equipmentType,
          category: filters.category,
          make: filters.make,
          currentJobSite: filters.currentJobSite,
          assigned: filters.assigned,
          page: filters.page,
          limit: FLEET_PAGE_SIZE,
        },
        signal,
        schema: listAnswer,
      });
      return answer.data;
    },
    staleTime: STALE_TIME.equipment,
    placeholderData: keepPreviousData,
  });

/** GET /equipment/{id}: the machine, its current assignment and its recent work orders. */
export const equipmentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.equipment.detail(id),
    queryFn: async ({ signal }) => (await api.get(`/equipment/${id}`, { signal, schema: detailAnswer })).data,
    staleTime: STALE_TIME.detail,
  });

/** GET /equipment/stats answers at the top level: {success, total, operational, ...}. */
export const equipmentStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.equipment.stats,
    queryFn: ({ signal }) => api.get("/equipment/stats", { signal, schema: statsAnswer }),
    staleTime: STALE_TIME.stats,
  });
