import { listEnvelope, MACHINE_ALERTS_PAGE_SIZE, machineAlertSchema } from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";
import type { AlertFilters } from "./alert-filters";

const alertsAnswer = listEnvelope("alerts", machineAlertSchema);

/** GET /machine-alerts: the Machine Alerts page, by severity and open or cleared, newest occurrence first. */
export const fleetAlertsQuery = (filters: AlertFilters) =>
  queryOptions({
    queryKey: queryKeys.machineAlerts.list(filters),
    queryFn: async ({ signal }) =>
      (
        await api.get("/machine-alerts", {
          query: {
            severity: filters.severity || undefined,
            open: filters.open || undefined,
            page: filters.page,
            limit: MACHINE_ALERTS_PAGE_SIZE,
          },
          signal,
          schema: alertsAnswer,
        })
      ).data,
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
  });

/** GET /equipment/{id}/alerts?open=true: the machine's alerts not cleared yet. */
export const machineAlertsQuery = (equipmentId: string) =>
  queryOptions({
    queryKey: queryKeys.machineAlerts.machine(equipmentId),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/equipment/${equipmentId}/alerts`, {
          query: { open: "true", limit: 50 },
          signal,
          schema: alertsAnswer,
        })
      ).data,
    staleTime: STALE_TIME.detail,
  });
