import {
  createdWorkOrdersSchema,
  dailyInspectionCountsSchema,
  maintenanceDueSchema,
  messageEnvelope,
  statsEnvelope,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const dueAnswer = statsEnvelope(maintenanceDueSchema);
const countsAnswer = successEnvelope(dailyInspectionCountsSchema);
const createdAnswer = messageEnvelope(createdWorkOrdersSchema);

/** GET /maintenance/schedule: how many machines are due for maintenance (shop foreman only). */
export const maintenanceDueQuery = () =>
  queryOptions({
    queryKey: queryKeys.maintenance.due,
    queryFn: async ({ signal }) => await api.get("/maintenance/schedule", { signal, schema: dueAnswer }),
    staleTime: STALE_TIME.dueChecks,
  });

/** GET /inspections/daily: needed, missed, completed and today's pending daily inspections. */
export const dailyInspectionCountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.inspections.daily,
    queryFn: async ({ signal }) =>
      (await api.get("/inspections/daily", { signal, schema: countsAnswer })).data,
    staleTime: STALE_TIME.dueChecks,
  });

/** POST /maintenance/schedule: creates the due preventive work orders, each once. */
export function useCreateDueMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.post("/maintenance/schedule", undefined, { schema: createdAnswer }),
    onSuccess: () => refreshWorkOrderQueries(client),
  });
}

/** POST /inspections/daily: assigns today's daily inspections (an operator: for their own machines). */
export function useAssignDailyInspections() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.post("/inspections/daily", undefined, { schema: createdAnswer }),
    onSuccess: () => refreshWorkOrderQueries(client),
  });
}
