import {
  apiErrorSchema,
  createdWorkOrdersSchema,
  dailyInspectionCountsSchema,
  INSPECTION_MESSAGES,
  inspectionSubmissionSchema,
  inspectionSubmittedSchema,
  inspectionsAssignedMessage,
  messageEnvelope,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAnyCapability, requireCapability } from "../../plugins/auth.js";
import { assignDailyInspections, dailyInspectionCounts } from "./inspection-service.js";
import { submitInspection } from "./inspection-submit-service.js";

const tags = ["inspections"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/v1/inspections/daily: daily equipment inspections (type INSPECTION work orders, one per machine per day). */
export const inspectionsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/daily",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary:
          "Today's daily-inspection counts: needed (not yet assigned), missed, completed, pending today; an operator's own",
        response: { 200: successEnvelope(dailyInspectionCountsSchema), ...denied },
      },
    },
    async (request) => ({ success: true as const, data: await dailyInspectionCounts(app.db, request.user) }),
  );

  app.post(
    "/daily",
    {
      onRequest: requireAnyCapability("inspections.assign", "inspections.perform"),
      schema: {
        tags,
        security,
        summary:
          "Assign today's daily inspections to the operators of the machines (an operator: their own machines); never two per machine per day",
        response: { 200: messageEnvelope(createdWorkOrdersSchema), ...denied },
      },
    },
    async (request) => {
      const data = await assignDailyInspections(app.db, request.user);
      return { success: true as const, data, message: inspectionsAssignedMessage(data.created) };
    },
  );

  app.post(
    "/daily/submit",
    {
      onRequest: requireCapability("inspections.perform"),
      schema: {
        tags,
        security,
        summary:
          "Submit the operator's daily inspection: COMPLETED when all 16 items are OK, WAITING_APPROVAL when any needs attention",
        body: inspectionSubmissionSchema,
        response: {
          200: messageEnvelope(inspectionSubmittedSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { attention, ...data } = await submitInspection(app.db, request.user, request.body);
      const message = attention
        ? INSPECTION_MESSAGES.completedWithAttention
        : INSPECTION_MESSAGES.completedOk;
      return { success: true as const, data, message };
    },
  );
};
