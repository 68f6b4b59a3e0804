import {
  apiErrorSchema,
  idParamsSchema,
  LABOUR_MESSAGES,
  labourChangeSchema,
  labourLineInputSchema,
  labourLineParamsSchema,
  labourLineRemoveSchema,
  labourRateInputSchema,
  labourRatesSchema,
  messageEnvelope,
  roleParamsSchema,
  successEnvelope,
  workOrderLabourSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { recordLabour, removeLabour, workOrderLabour } from "./labour-service.js";
import { labourRates, setRoleRate, setUserRate } from "./rate-service.js";

const tags = ["labour"];
const security = [{ bearerAuth: [] }];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflicts = { ...refusals, 409: apiErrorSchema };

/**
 * /api/v1/work-orders/{id}/labour and /api/v1/labour-rates: labour on a job and the hourly rates
 * (docs/decisions/031-labour-and-costs.md). Every write accepts an Idempotency-Key.
 */
export const labourModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/work-orders/:id/labour",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary:
          "A work order's labour lines (removed ones too, marked), its hours and labour cost (none for an operator)",
        params: idParamsSchema,
        response: { 200: successEnvelope(workOrderLabourSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await workOrderLabour(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/work-orders/:id/labour",
    {
      onRequest: requireCapability("labour.record"),
      schema: {
        tags,
        security,
        summary:
          "Record time on a work order the caller may work on, at the person's hourly rate now (a mechanic: their own time)",
        params: idParamsSchema,
        body: labourLineInputSchema,
        response: { 201: messageEnvelope(labourChangeSchema), ...conflicts },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await recordLabour(app.db, request.user, request.params.id, request.body),
        message: LABOUR_MESSAGES.recorded,
      }),
  );

  app.post(
    "/work-orders/:id/labour/:lineId/remove",
    {
      onRequest: requireCapability("labour.record"),
      schema: {
        tags,
        security,
        summary:
          "Remove a labour line: it stays, struck out, with who removed it and why, and no longer counts (a mechanic: the lines they recorded)",
        params: labourLineParamsSchema,
        body: labourLineRemoveSchema,
        response: { 200: messageEnvelope(labourChangeSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeLabour(app.db, request.user, request.params.id, request.params.lineId, request.body),
      message: LABOUR_MESSAGES.removed,
    }),
  );

  app.get(
    "/labour-rates",
    {
      onRequest: requireCapability("labour.rates"),
      schema: {
        tags,
        security,
        summary:
          "Hourly rates: each role's (the organization's default) and the people with a rate of their own",
        response: { 200: successEnvelope(labourRatesSchema), ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await labourRates(app.db, request.user) }),
  );

  app.put(
    "/labour-rates/roles/:role",
    {
      onRequest: requireCapability("labour.rates"),
      schema: {
        tags,
        security,
        summary: "Set a role's hourly rate, or clear it with null; labour already recorded keeps its rate",
        params: roleParamsSchema,
        body: labourRateInputSchema,
        response: { 200: messageEnvelope(labourRatesSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setRoleRate(app.db, request.user, request.params.role, request.body),
      message: request.body.hourlyRate === null ? LABOUR_MESSAGES.rateCleared : LABOUR_MESSAGES.rateSaved,
    }),
  );

  app.put(
    "/labour-rates/users/:id",
    {
      onRequest: requireCapability("labour.rates"),
      schema: {
        tags,
        security,
        summary:
          "Set a person's own hourly rate (it wins over their role's), or clear it with null; labour already recorded keeps its rate",
        params: idParamsSchema,
        body: labourRateInputSchema,
        response: { 200: messageEnvelope(labourRatesSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setUserRate(app.db, request.user, request.params.id, request.body),
      message: request.body.hourlyRate === null ? LABOUR_MESSAGES.rateCleared : LABOUR_MESSAGES.rateSaved,
    }),
  );
};
