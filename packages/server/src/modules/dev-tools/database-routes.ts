import {
  apiErrorSchema,
  databaseInfoQuerySchema,
  databaseOverviewSchema,
  databaseQueryResultSchema,
  databaseQuerySchema,
  databaseSchemaListSchema,
  databaseTableInfoSchema,
  databaseTableSchemaSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import { databaseOverview, databaseSchema, tableInfo, tableSchema } from "./database-service.js";
import { runSafeQuery } from "./safe-query.js";

const tags = ["dev-tools"];
const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 503: apiErrorSchema };

/** /api/dev/database: the organization's data, read-only, as the confined reader (super admin only). */
export const databaseRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/database",
    {
      onRequest: requireCapability("dev.tools"),
      schema: {
        tags,
        security,
        summary:
          "Without action: the overview. action=schema: data.tables; action=table-schema&table=: one table's schema; action=table-info&table=&limit=10: its first rows",
        querystring: databaseInfoQuerySchema,
        response: {
          200: successEnvelope(
            z.union([
              databaseOverviewSchema,
              databaseSchemaListSchema,
              databaseTableSchemaSchema,
              databaseTableInfoSchema,
            ]),
          ),
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { action, table, limit } = request.query;
      const { config } = app;
      const db = await request.readDb();
      const organizationId = request.user.organizationId;
      if (action === "schema") {
        return { success: true as const, data: { tables: await databaseSchema(db, organizationId, config) } };
      }
      if (action === "table-schema" && table) {
        return { success: true as const, data: await tableSchema(db, organizationId, config, table) };
      }
      if (action === "table-info" && table) {
        return { success: true as const, data: await tableInfo(db, organizationId, config, table, limit) };
      }
      return { success: true as const, data: await databaseOverview(db, organizationId, config) };
    },
  );

  app.post(
    "/database",
    {
      onRequest: requireCapability("dev.tools"),
      schema: {
        tags,
        security,
        summary:
          "action=safe-query: run ONE read-only SELECT over the organization's data (at most 1000 rows, cost-limited, timed out on PostgreSQL)",
        body: databaseQuerySchema,
        response: { 200: successEnvelope(databaseQueryResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await runSafeQuery(await request.readDb(), request.user.organizationId, request.body.query, {
        statementTimeoutMs: app.config.devToolsQueryTimeoutMs,
        maxCost: app.config.devToolsMaxQueryCost,
      }),
    }),
  );
};
