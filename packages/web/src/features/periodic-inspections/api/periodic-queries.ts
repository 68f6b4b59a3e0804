import {
  inspectorDashboardSchema,
  messageEnvelope,
  type PeriodicScheduleCreate,
  type PeriodicScheduleUpdate,
  periodicScheduleListSchema,
  periodicScheduleSchema,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import { useQueuedWrite } from "../../../lib/queued-write";

const dashboardAnswer = successEnvelope(inspectorDashboardSchema);
const listAnswer = successEnvelope(periodicScheduleListSchema);
const scheduleAnswer = messageEnvelope(periodicScheduleSchema);

/** GET /periodic-inspections/dashboard: due, overdue, done recently, awaiting certification (docs/decisions/046). */
export const inspectorDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.periodicInspections.dashboard,
    queryFn: async ({ signal }) =>
      (await api.get("/periodic-inspections/dashboard", { signal, schema: dashboardAnswer })).data,
    staleTime: STALE_TIME.default,
  });

/** GET /periodic-inspections/schedules: every schedule of the organization, by next due day. */
export const schedulesQuery = () =>
  queryOptions({
    queryKey: queryKeys.periodicInspections.schedules,
    queryFn: async ({ signal }) =>
      (await api.get("/periodic-inspections/schedules", { signal, schema: listAnswer })).data,
    staleTime: STALE_TIME.default,
  });

/** POST /periodic-inspections/schedules (new) or PATCH /periodic-inspections/schedules/{id}, with the form's key. */
export function useSaveSchedule(scheduleId: string | null, idempotencyKey: string) {
  const client = useQueryClient();
  return useQueuedWrite(
    (body: PeriodicScheduleCreate | PeriodicScheduleUpdate) => ({
      method: scheduleId ? ("PATCH" as const) : ("POST" as const),
      path: scheduleId ? `/periodic-inspections/schedules/${scheduleId}` : "/periodic-inspections/schedules",
      body,
      idempotencyKey,
    }),
    scheduleAnswer,
    () => client.invalidateQueries({ queryKey: queryKeys.periodicInspections.all }),
  );
}
