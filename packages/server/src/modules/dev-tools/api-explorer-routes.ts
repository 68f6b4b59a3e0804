import {
  apiErrorSchema,
  apiExplorerCallSchema,
  apiExplorerCatalogSchema,
  apiExplorerResultSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { callApi } from "./api-explorer-call.js";
import { explorerCatalog, type OpenApiDocument } from "./api-explorer-catalog.js";

const tags = ["dev-tools"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/dev/api-explorer: the live map of this API and 'Test Endpoint' (super admin only). */
export const apiExplorerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  let catalog: ReturnType<typeof explorerCatalog> | undefined;

  app.get(
    "/api-explorer",
    {
      onRequest: requireCapability("dev.tools"),
      schema: {
        tags,
        security,
        summary: "Every endpoint of this API, read from its own OpenAPI document, grouped by category",
        response: { 200: successEnvelope(apiExplorerCatalogSchema), ...denied },
      },
    },
    async () => {
      // Routes do not change once the server is ready.
      catalog ??= explorerCatalog(app.swagger() as OpenApiDocument);
      return { success: true as const, data: catalog };
    },
  );

  app.post(
    "/api-explorer",
    {
      onRequest: requireCapability("dev.tools"),
      schema: {
        tags,
        security,
        summary:
          "Call one endpoint of this API (a path under /api/v1) with the caller's own token; the server measures the response time",
        body: apiExplorerCallSchema,
        response: { 200: successEnvelope(apiExplorerResultSchema), 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({ success: true as const, data: await callApi(app, request, request.body) }),
  );
};
