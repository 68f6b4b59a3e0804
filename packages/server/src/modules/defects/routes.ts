import {
  apiErrorSchema,
  defectIdParamsSchema,
  defectListQuerySchema,
  defectSchema,
  defectStatusChangeSchema,
  defectWithWorkOrderSchema,
  defectWorkOrderSchema,
  idParamsSchema,
  listEnvelope,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAnyCapability, requireCapability } from "../../plugins/auth.js";
import { getDefect, listDefectsFor, listMachineDefects } from "./defect-service.js";
import { changeDefectStatus } from "./defect-status-service.js";
import { registerDefectSteps } from "./defect-steps-service.js";
import { linkRepairWorkOrder } from "./defect-work-order-service.js";

const tags = ["defects"];
const security = [{ bearerAuth: [] }];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflicts = { ...refusals, 409: apiErrorSchema };
const listAnswer = listEnvelope("defects", defectSchema);

/**
 * /api/v1/defects and /api/v1/equipment/{id}/defects: the failed items of daily inspections, to repair, certify
 * and acknowledge (docs/decisions/040-defects-and-unsafe-machines.md). Every write accepts an Idempotency-Key.
 */
export const defectsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  registerDefectSteps();

  app.get(
    "/defects",
    {
      onRequest: requireCapability("defects.view"),
      schema: {
        tags,
        security,
        summary:
          "Defects of the machines the caller sees (an operator: their own), newest first; filters: status ('open', 'unsafe' or statuses), machine, critical",
        querystring: defectListQuerySchema,
        response: { 200: listAnswer, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listDefectsFor(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/equipment/:id/defects",
    {
      onRequest: requireCapability("defects.view"),
      schema: {
        tags,
        security,
        summary: "One machine's defects, newest first, with the same filters",
        params: idParamsSchema,
        querystring: defectListQuerySchema.omit({ equipmentId: true }),
        response: { 200: listAnswer, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMachineDefects(await request.readDb(), request.user, request.params.id, request.query),
    }),
  );

  app.get(
    "/defects/:id",
    {
      onRequest: requireCapability("defects.view"),
      schema: {
        tags,
        security,
        summary: "One defect",
        params: defectIdParamsSchema,
        response: { 200: successEnvelope(defectSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDefect(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/defects/:id/status",
    {
      onRequest: requireAnyCapability("defects.repair", "defects.certify", "defects.acknowledge"),
      schema: {
        tags,
        security,
        summary:
          "Move a defect: repair (mechanic, foreman), certify or no correction needed with a reason (mechanic, foreman), acknowledge a certified one (the machine's operator)",
        params: defectIdParamsSchema,
        body: defectStatusChangeSchema,
        response: { 200: successEnvelope(defectSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeDefectStatus(app.db, request.user, request.params.id, request.body),
    }),
  );

  app.post(
    "/defects/:id/work-order",
    {
      onRequest: requireCapability("defects.createWorkOrder"),
      schema: {
        tags,
        security,
        summary:
          "Link an open work order of the machine to the defect (workOrderId), or create its repair work order (INSPECTION_FOLLOWUP)",
        params: defectIdParamsSchema,
        body: defectWorkOrderSchema,
        response: { 200: successEnvelope(defectWithWorkOrderSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await linkRepairWorkOrder(app.db, request.user, request.params.id, request.body),
    }),
  );
};
