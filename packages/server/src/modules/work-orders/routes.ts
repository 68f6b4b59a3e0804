import { apiErrorSchema, statsEnvelope, workOrderStatsSchema } from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { workOrderActionRoutes } from "./action-routes.js";
import { workOrderPhotoRoutes } from "./photo-routes.js";
import { workOrderReadRoutes } from "./read-routes.js";
import { security, tags } from "./route-schemas.js";
import { workOrderStats } from "./work-order-service.js";
import { workOrderWriteRoutes } from "./write-routes.js";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/v1/work-orders: thin routes (parse, one service call, shape the answer). */
export const workOrdersModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/stats",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary:
          "Work-order figures (and the dashboards' active, assignedToMe, emergency and critical counts); operators and mechanics get those of their own work orders",
        response: { 200: statsEnvelope(workOrderStatsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await workOrderStats(await request.readDb(), request.user)),
    }),
  );

  await app.register(workOrderReadRoutes);
  await app.register(workOrderWriteRoutes);
  await app.register(workOrderActionRoutes);
  await app.register(workOrderPhotoRoutes);
};
