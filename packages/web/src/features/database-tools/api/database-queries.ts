import {
  DB_BROWSE_ROW_LIMIT,
  DEV_TOOLS_BASE_PATH,
  databaseOverviewSchema,
  databaseQueryResultSchema,
  databaseSchemaListSchema,
  databaseTableInfoSchema,
  successEnvelope,
} from "@mnx/domain";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { STALE_TIME } from "../../../lib/query-stale-times";

const overviewAnswer = successEnvelope(databaseOverviewSchema);
const schemaAnswer = successEnvelope(databaseSchemaListSchema);
const tableInfoAnswer = successEnvelope(databaseTableInfoSchema);
const queryAnswer = successEnvelope(databaseQueryResultSchema);

/** Every call goes to /api/dev/database; the answers stay in memory only (never in the offline copy). */
const devTools = { basePath: DEV_TOOLS_BASE_PATH } as const;
const inMemory = { staleTime: STALE_TIME.default, meta: { persist: false } } as const;

/** GET /api/dev/database: engine, connection, health, the organization's record counts, capabilities. */
export const databaseOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.devTools.databaseOverview,
    queryFn: async ({ signal }) =>
      (await api.get("/database", { ...devTools, signal, schema: overviewAnswer })).data,
    ...inMemory,
  });

/** GET /api/dev/database?action=schema: every table the tools may read, its columns and relationships. */
export const databaseSchemaQuery = () =>
  queryOptions({
    queryKey: queryKeys.devTools.databaseSchema,
    queryFn: async ({ signal }) =>
      (await api.get("/database", { ...devTools, query: { action: "schema" }, signal, schema: schemaAnswer }))
        .data.tables,
    ...inMemory,
  });

/** GET /api/dev/database?action=table-info&table=&limit=10: the table's first 10 rows. */
export const tableInfoQuery = (table: string) =>
  queryOptions({
    queryKey: queryKeys.devTools.tableInfo(table),
    queryFn: async ({ signal }) =>
      (
        await api.get("/database", {
          ...devTools,
          query: { action: "table-info", table, limit: DB_BROWSE_ROW_LIMIT },
          signal,
          schema: tableInfoAnswer,
        })
      ).data,
    ...inMemory,
  });

/** POST /api/dev/database {action: 'safe-query', query}: one read-only SELECT, run by the database's reader role. */
export function useSafeQuery() {
  return useMutation({
    mutationFn: async (query: string) =>
      (await api.post("/database", { action: "safe-query", query }, { ...devTools, schema: queryAnswer }))
        .data,
  });
}
