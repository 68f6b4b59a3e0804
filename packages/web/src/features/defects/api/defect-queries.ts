import { DEFECT_PAGE_SIZE, defectSchema, listEnvelope } from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import type { DefectFilters } from "./defect-filters";

const defectsAnswer = listEnvelope("defects", defectSchema);

/** GET /defects: the Defects page, filtered by status, critical and checklist item, newest first. */
export const defectsQuery = (filters: DefectFilters) =>
  queryOptions({
    queryKey: queryKeys.defects.list(filters),
    queryFn: async ({ signal }) =>
      (
        await api.get("/defects", {
          query: {
            status: filters.status || undefined,
            critical: filters.critical || undefined,
            templateItemId: filters.item || undefined,
            page: filters.page,
            limit: DEFECT_PAGE_SIZE,
          },
          signal,
          schema: defectsAnswer,
        })
      ).data,
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
  });

/** GET /equipment/{id}/defects?status=open: what is still to repair, certify or acknowledge on the machine. */
export const machineDefectsQuery = (equipmentId: string) =>
  queryOptions({
    queryKey: queryKeys.defects.machine(equipmentId),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/equipment/${equipmentId}/defects`, {
          query: { status: "open", limit: 50 },
          signal,
          schema: defectsAnswer,
        })
      ).data,
    staleTime: STALE_TIME.detail,
  });
