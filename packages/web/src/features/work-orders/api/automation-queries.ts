import {
  createdWorkOrdersSchema,
  dailyInspectionCountsSchema,
  maintenanceDueSchema,
  messageEnvelope,
  statsEnvelope,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../lib/api-client";
import { refreshWorkOrderQueries } from "../../../lib/cache-refresh";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import { useQueuedWrite } from "../../../lib/queued-write";

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

/**
 * POST /inspections/daily: assigns today's daily inspections (an operator: for their own machines). Queued
 * while the device is offline (docs/decisions/011), with one Idempotency-Key until the press succeeds, so a
 * press retried or replayed is applied once; the server's one-per-machine-per-day rule covers separate presses.
 * `assign()` answers the server's answer once it is sent; `isPaused`: waiting on the device for a connection.
 */
export function useAssignDailyInspections() {
  const client = useQueryClient();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const write = useQueuedWrite(
    () => ({ method: "POST", path: "/inspections/daily", body: undefined, idempotencyKey }),
    createdAnswer,
    () => refreshWorkOrderQueries(client),
  );
  return {
    ...write,
    assign: async () => {
      const answer = await write.mutateAsync(undefined);
      setIdempotencyKey(newIdempotencyKey());
      return answer;
    },
  };
}

export type DailyInspectionAssigner = ReturnType<typeof useAssignDailyInspections>;
