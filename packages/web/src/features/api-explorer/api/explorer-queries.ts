import {
  type ApiExplorerCall,
  apiExplorerCatalogSchema,
  apiExplorerResultSchema,
  DEV_TOOLS_BASE_PATH,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const catalogAnswer = successEnvelope(apiExplorerCatalogSchema);
const resultAnswer = successEnvelope(apiExplorerResultSchema);
const devTools = { basePath: DEV_TOOLS_BASE_PATH } as const;

/** GET /api/dev/api-explorer: every endpoint of the server's own OpenAPI document (kept in memory only). */
export const apiCatalogQuery = () =>
  queryOptions({
    queryKey: queryKeys.devTools.apiCatalog,
    queryFn: async ({ signal }) =>
      (await api.get("/api-explorer", { ...devTools, signal, schema: catalogAnswer })).data,
    staleTime: STALE_TIME.default,
    meta: { persist: false },
  });

/**
 * POST /api/dev/api-explorer: the server calls the endpoint with the caller's own token and answers what it
 * answered. A call that may have changed data marks every other cached answer stale.
 */
export function useTestEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: ApiExplorerCall) =>
      api.post("/api-explorer", call, { ...devTools, schema: resultAnswer }),
    onSuccess: ({ data }) => {
      if (data.request.method === "GET" || !data.response.ok) return;
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.devTools.all[0],
      });
    },
  });
}
