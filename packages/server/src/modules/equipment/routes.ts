import {
  addEquipmentFormSchema,
  apiErrorSchema,
  EQUIPMENT_MESSAGES,
  type EquipmentDeleteOutcome,
  editEquipmentFormSchema,
  equipmentCodeParamsSchema,
  equipmentDeleteResultSchema,
  equipmentDetailSchema,
  equipmentListQuerySchema,
  equipmentSchema,
  equipmentStatsSchema,
  idParamsSchema,
  listEnvelope,
  messageEnvelope,
  statsEnvelope,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { createEquipment } from "./equipment-create-service.js";
import { deleteOrRetireEquipment } from "./equipment-delete-service.js";
import {
  equipmentStats,
  getEquipmentByCode,
  getEquipmentDetail,
  listEquipmentFor,
} from "./equipment-service.js";
import { editEquipment } from "./equipment-update-service.js";

const tags = ["equipment"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const invalid = { 400: apiErrorSchema, ...denied };
const missing = { ...invalid, 404: apiErrorSchema };

const DELETE_MESSAGES: Record<EquipmentDeleteOutcome, string> = {
  deleted: EQUIPMENT_MESSAGES.deleted,
  retired: EQUIPMENT_MESSAGES.retired,
};

/**
 * /api/v1/equipment: thin routes (parse, one service call, shape the answer). The capability is checked
 * on request, before the body is read, so a caller without it learns nothing from validation errors.
 */
export const equipmentModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/stats",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary: "Fleet figures by health: operational, maintenance, warning, critical (retired not counted)",
        response: { 200: statsEnvelope(equipmentStatsSchema), ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await equipmentStats(await request.readDb(), request.user)),
    }),
  );

  app.get(
    "",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary: "The fleet, filtered and paged; retired machines only when the status filter asks for them",
        querystring: equipmentListQuerySchema,
        response: { 200: listEnvelope("equipment", equipmentSchema), ...invalid },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listEquipmentFor(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/by-code/:code",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary:
          "The machine a label's code (or a typed equipment number) names, in the caller's organization (scan to open)",
        params: equipmentCodeParamsSchema,
        response: { 200: successEnvelope(equipmentSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getEquipmentByCode(app.db, request.user, request.params.code),
    }),
  );

  app.get(
    "/:id",
    {
      onRequest: requireCapability("equipment.view"),
      schema: {
        tags,
        security,
        summary: "One machine with its counts, its active assignment and its 5 most recent work orders",
        params: idParamsSchema,
        response: { 200: successEnvelope(equipmentDetailSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getEquipmentDetail(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "",
    {
      onRequest: requireCapability("equipment.create"),
      schema: {
        tags,
        security,
        summary: "Add a machine (QR code generated when empty; an operator given starts an assignment)",
        body: addEquipmentFormSchema,
        response: { 201: successEnvelope(equipmentSchema), ...missing, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await createEquipment(app.db, request.user, request.body) }),
  );

  app.put(
    "/:id",
    {
      onRequest: requireCapability("equipment.update"),
      schema: {
        tags,
        security,
        summary: "Change the fields sent (dates as YYYY-MM-DD); an empty body changes nothing",
        params: idParamsSchema,
        body: editEquipmentFormSchema,
        response: { 200: messageEnvelope(equipmentSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editEquipment(app.db, request.user, request.params.id, request.body),
      message: EQUIPMENT_MESSAGES.updated,
    }),
  );

  app.delete(
    "/:id",
    {
      onRequest: requireCapability("equipment.delete"),
      schema: {
        tags,
        security,
        summary: "Delete a machine without history; a machine with work orders or assignments is retired",
        params: idParamsSchema,
        response: { 200: messageEnvelope(equipmentDeleteResultSchema), ...missing },
      },
    },
    async (request) => {
      const result = await deleteOrRetireEquipment(app.db, request.user, request.params.id);
      return { success: true as const, data: result, message: DELETE_MESSAGES[result.outcome] };
    },
  );
};
