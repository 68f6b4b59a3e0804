import { INSPECTION_HISTORY_PAGE_SIZE, listEnvelope, machineInspectionSchema } from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const inspectionsAnswer = listEnvelope("inspections", machineInspectionSchema);

/** GET /equipment/{id}/inspections: a machine's inspections, newest day first, a page at a time. */
export const machineInspectionsQuery = (equipmentId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.equipment.inspections(equipmentId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/equipment/${equipmentId}/inspections`, {
          query: { page, limit: INSPECTION_HISTORY_PAGE_SIZE },
          signal,
          schema: inspectionsAnswer,
        })
      ).data,
    staleTime: STALE_TIME.detail,
    placeholderData: keepPreviousData,
  });
