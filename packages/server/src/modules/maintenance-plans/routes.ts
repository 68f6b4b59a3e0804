import {
  apiErrorSchema,
  idParamsSchema,
  MAINTENANCE_PLAN_MESSAGES,
  maintenancePlanFormSchema,
  maintenancePlanListSchema,
  maintenancePlanParamsSchema,
  maintenancePlanSchema,
  messageEnvelope,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import { addPlan, editPlan, listMachinePlans, removePlan } from "./plan-service.js";

const tags = ["maintenance plans"];
const security = [{ bearerAuth: [] }];
const missing = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * /api/v1/equipment/{id}/maintenance-plans: a machine's preventive maintenance by meter and calendar
 * (docs/decisions/022). Read with the machine; edited by SHOP_FOREMAN and up.
 */
export const maintenancePlansModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/:id/maintenance-plans",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary: "The machine's maintenance plans: each one's last service, next due (hours, date) and state",
        params: idParamsSchema,
        response: { 200: successEnvelope(maintenancePlanListSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMachinePlans(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/:id/maintenance-plans",
    {
      onRequest: requireCapability("maintenancePlans.manage"),
      schema: {
        tags,
        security,
        summary:
          "Add a plan: every N hours and/or N days; without a last service it counts from the machine's meter and today",
        params: idParamsSchema,
        body: maintenancePlanFormSchema,
        response: { 201: messageEnvelope(maintenancePlanSchema), ...missing, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await addPlan(app.db, request.user, request.params.id, request.body),
        message: MAINTENANCE_PLAN_MESSAGES.created,
      }),
  );

  app.put(
    "/:id/maintenance-plans/:planId",
    {
      onRequest: requireCapability("maintenancePlans.manage"),
      schema: {
        tags,
        security,
        summary: "Replace a plan's fields; its last service changes only when given",
        params: maintenancePlanParamsSchema,
        body: maintenancePlanFormSchema,
        response: { 200: messageEnvelope(maintenancePlanSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editPlan(app.db, request.user, request.params.id, request.params.planId, request.body),
      message: MAINTENANCE_PLAN_MESSAGES.updated,
    }),
  );

  app.delete(
    "/:id/maintenance-plans/:planId",
    {
      onRequest: requireCapability("maintenancePlans.manage"),
      schema: {
        tags,
        security,
        summary: "Delete a plan; the work orders made from it stay",
        params: maintenancePlanParamsSchema,
        response: { 200: messageEnvelope(z.object({ id: z.uuid() })), ...missing },
      },
    },
    async (request) => {
      await removePlan(app.db, request.user, request.params.id, request.params.planId);
      return {
        success: true as const,
        data: { id: request.params.planId },
        message: MAINTENANCE_PLAN_MESSAGES.deleted,
      };
    },
  );
};
