import {
  apiErrorSchema,
  createdWorkOrdersSchema,
  maintenanceDueSchema,
  maintenanceOrdersCreatedMessage,
  messageEnvelope,
  statsEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { createDueMaintenance, dueMaintenance } from "./maintenance-service.js";

const tags = ["maintenance"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/v1/maintenance/schedule: the shop foreman's 'Create N Maintenance Orders'. */
export const maintenanceModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/schedule",
    {
      onRequest: requireCapability("maintenance.createDue"),
      schema: {
        tags,
        security,
        summary:
          "How many preventive work orders are due (machines with maintenance due within 7 days or overdue, maintenance plans due or within their margin; none open for them), and the due plans",
        response: { 200: statsEnvelope(maintenanceDueSchema), ...denied },
      },
    },
    async (request) => ({ success: true as const, ...(await dueMaintenance(app.db, request.user)) }),
  );

  app.post(
    "/schedule",
    {
      onRequest: requireCapability("maintenance.createDue"),
      schema: {
        tags,
        security,
        summary: "Create the due preventive work orders, exactly once (a second call creates none)",
        response: { 200: messageEnvelope(createdWorkOrdersSchema), ...denied },
      },
    },
    async (request) => {
      const data = await createDueMaintenance(app.db, request.user);
      return { success: true as const, data, message: maintenanceOrdersCreatedMessage(data.created) };
    },
  );
};
