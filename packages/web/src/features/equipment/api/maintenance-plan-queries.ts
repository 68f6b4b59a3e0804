import { maintenancePlanListSchema, successEnvelope } from "@mnx/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const plansAnswer = successEnvelope(maintenancePlanListSchema);

/** GET /equipment/{id}/maintenance-plans: the machine's meter and its plans with their next due points. */
export const maintenancePlansQuery = (equipmentId: string) =>
  queryOptions({
    queryKey: queryKeys.equipment.plans(equipmentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/equipment/${equipmentId}/maintenance-plans`, { signal, schema: plansAnswer })).data,
    staleTime: STALE_TIME.detail,
  });
