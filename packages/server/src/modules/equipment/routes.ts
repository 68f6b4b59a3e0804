import { apiErrorSchema, equipmentStatsSchema, statsEnvelope } from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { equipmentStats } from "./equipment-service.js";

const tags = ["equipment"];
const security = [{ bearerAuth: [] }];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/v1/equipment: thin routes (parse, one service call, shape the answer). */
export const equipmentModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/stats",
    {
      preHandler: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary: "Fleet figures by health: operational, maintenance, warning, critical (retired not counted)",
        response: { 200: statsEnvelope(equipmentStatsSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await equipmentStats(app.db, request.user)) }),
  );
};
