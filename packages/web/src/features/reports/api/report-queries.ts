import { type ReportPeriod, reportSchema, successEnvelope } from "@mnx/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const reportAnswer = successEnvelope(reportSchema);

/**
 * GET /reports?period=: every figure of the page in one call. Fresh for a minute, like the work-order lists it
 * sums up (and refetched after any work-order or fleet write, lib/cache-refresh.ts); the previous period stays
 * on screen while the next one loads.
 */
export const reportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: queryKeys.reports.period(period),
    queryFn: async ({ signal }) =>
      (await api.get("/reports", { query: { period }, signal, schema: reportAnswer })).data,
    staleTime: STALE_TIME.workOrderList,
    placeholderData: keepPreviousData,
  });
