import { apiErrorSchema, statsEnvelope, workOrderStatsSchema } from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { workOrderStats } from "./work-order-service.js";

const tags = ["work-orders"];
const security = [{ bearerAuth: [] }];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/v1/work-orders: thin routes (parse, one service call, shape the answer). */
export const workOrdersModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/stats",
    {
      preHandler: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary: "Work-order figures; operators and mechanics get the figures of their own work orders",
        response: { 200: statsEnvelope(workOrderStatsSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await workOrderStats(app.db, request.user)) }),
  );
};
