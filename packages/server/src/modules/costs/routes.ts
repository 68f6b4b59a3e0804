import { apiErrorSchema, idParamsSchema, successEnvelope, workOrderCostSchema } from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { workOrderCost } from "./cost-service.js";

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** /api/v1/work-orders/{id}/cost: what a job cost (docs/decisions/031-labour-and-costs.md). */
export const costsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/work-orders/:id/cost",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags: ["costs"],
        security: [{ bearerAuth: [] }],
        summary:
          "A work order's parts, labour and total cost in the organization's currency; final once completed (no amounts for an operator)",
        params: idParamsSchema,
        response: { 200: successEnvelope(workOrderCostSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await workOrderCost(app.db, request.user, request.params.id),
    }),
  );
};
