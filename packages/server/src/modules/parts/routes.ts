import {
  apiErrorSchema,
  countStockSchema,
  idParamsSchema,
  listEnvelope,
  locationMinimumSchema,
  locationStockItemSchema,
  messageEnvelope,
  moveStockSchema,
  PART_MESSAGES,
  partCategoriesSchema,
  partCodeParamsSchema,
  partDetailSchema,
  partFormSchema,
  partListQuerySchema,
  partLocationParamsSchema,
  partRequestedSchema,
  partSchema,
  receiveStockSchema,
  stockChangeSchema,
  stockEntrySchema,
  stockLocationFormSchema,
  stockLocationSchema,
  stockPageQuerySchema,
  successEnvelope,
  toOrderItemSchema,
  toOrderQuerySchema,
  WORK_ORDER_PARTS_MESSAGES,
  workOrderPartRequestSchema,
  workOrderPartSchema,
  workOrderPartsSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import { registerCancelledJobStep } from "./cancelled-job-service.js";
import { setLocationMinimum } from "./location-minimum-service.js";
import { requestParts } from "./part-request-service.js";
import {
  addPart,
  addStockLocation,
  archive,
  editPart,
  editStockLocation,
  getPart,
  getPartByCode,
  listPartCategories,
  listPartsFor,
  listStockLocations,
  restore,
} from "./part-service.js";
import {
  countStock,
  locationStock,
  moveStock,
  partLedger,
  receiveStock,
  returnParts,
  toOrder,
  useParts,
  workOrderParts,
} from "./stock-service.js";

const tags = ["parts"];
const security = [{ bearerAuth: [] }];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflicts = { ...refusals, 409: apiErrorSchema };

/**
 * /api/v1/parts, /api/v1/stock-locations and /api/v1/work-orders/{id}/parts: the parts catalogue, stock and
 * the parts used on a job (docs/decisions/030-parts-and-stock.md). Every write accepts an Idempotency-Key.
 */
export const partsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  registerCancelledJobStep();

  app.get(
    "/parts",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary:
          "Parts in part-number order: search by number, name or barcode; filter by category; archived apart",
        querystring: partListQuerySchema,
        response: { 200: listEnvelope("parts", partSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPartsFor(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/parts/to-order",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary: "Parts at or below their minimum per location, with the suggested quantity to order",
        querystring: toOrderQuerySchema,
        response: { 200: listEnvelope("items", toOrderItemSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await toOrder(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/parts/categories",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary: "The categories the organization's parts use, in order (the parts list's filter)",
        response: { 200: successEnvelope(partCategoriesSchema), ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await listPartCategories(app.db, request.user) }),
  );

  app.get(
    "/parts/by-code/:code",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary:
          "The part a scanned or typed code names: its barcode (exact) or its part number (any case), with its stock",
        params: partCodeParamsSchema,
        response: { 200: successEnvelope(partDetailSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPartByCode(app.db, request.user, request.params.code),
    }),
  );

  app.post(
    "/parts",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary: "Add a part; its part number (any case) and barcode are unique in the organization",
        body: partFormSchema,
        response: { 201: messageEnvelope(partDetailSchema), ...conflicts },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await addPart(app.db, request.user, request.body),
        message: PART_MESSAGES.created,
      }),
  );

  app.get(
    "/parts/:id",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary: "A part and its stock per location (costs only for roles that see them)",
        params: idParamsSchema,
        response: { 200: successEnvelope(partDetailSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPart(app.db, request.user, request.params.id),
    }),
  );

  app.put(
    "/parts/:id",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary: "Replace a part's fields; its ledger keeps the costs of its time",
        params: idParamsSchema,
        body: partFormSchema,
        response: { 200: messageEnvelope(partDetailSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editPart(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.updated,
    }),
  );

  app.post(
    "/parts/:id/archive",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary: "Archive a part: it stays in the ledger and on work orders but takes no new stock changes",
        params: idParamsSchema,
        response: { 200: messageEnvelope(partSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await archive(app.db, request.user, request.params.id),
      message: PART_MESSAGES.archivedDone,
    }),
  );

  app.post(
    "/parts/:id/restore",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary: "Restore an archived part: it takes stock changes again",
        params: idParamsSchema,
        response: { 200: messageEnvelope(partSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await restore(app.db, request.user, request.params.id),
      message: PART_MESSAGES.restored,
    }),
  );

  app.get(
    "/parts/:id/ledger",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary:
          "The part's stock ledger, newest first: every change, who, when, quantity and cost at the time",
        params: idParamsSchema,
        querystring: stockPageQuerySchema,
        response: { 200: listEnvelope("entries", stockEntrySchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partLedger(app.db, request.user, request.params.id, request.query),
    }),
  );

  const stockWrite = <B extends z.ZodType>(
    summary: string,
    capability: "parts.manage" | "parts.move",
    body: B,
  ) => ({
    onRequest: requireCapability(capability),
    schema: {
      tags,
      security,
      summary,
      params: idParamsSchema,
      body,
      response: { 200: messageEnvelope(stockChangeSchema), ...conflicts },
    },
  });

  app.post(
    "/parts/:id/receive",
    stockWrite(
      "Receive stock at a location, at the cost paid (which becomes the part's cost)",
      "parts.manage",
      receiveStockSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await receiveStock(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.received,
    }),
  );

  app.post(
    "/parts/:id/count",
    stockWrite(
      "Record a count at a location (reason required): the ledger takes the difference",
      "parts.manage",
      countStockSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await countStock(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.counted,
    }),
  );

  app.post(
    "/parts/:id/move",
    stockWrite(
      "Move stock between locations; a mechanic only to or from the truck they keep",
      "parts.move",
      moveStockSchema,
    ),
    async (request) => ({
      success: true as const,
      data: await moveStock(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.moved,
    }),
  );

  app.get(
    "/stock-locations",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary: "The organization's stores and service trucks",
        response: { 200: successEnvelope(z.array(stockLocationSchema)), ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await listStockLocations(app.db, request.user) }),
  );

  app.get(
    "/stock-locations/:id/stock",
    {
      onRequest: requireCapability("parts.view"),
      schema: {
        tags,
        security,
        summary: "What a store or a truck holds: each part's quantity there, in part-number order",
        params: idParamsSchema,
        querystring: stockPageQuerySchema,
        response: { 200: listEnvelope("items", locationStockItemSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await locationStock(app.db, request.user, request.params.id, request.query),
    }),
  );

  app.post(
    "/stock-locations",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary: "Add a store or a service truck (with the mechanic who keeps it)",
        body: stockLocationFormSchema,
        response: { 201: messageEnvelope(stockLocationSchema), ...conflicts },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await addStockLocation(app.db, request.user, request.body),
        message: PART_MESSAGES.locationCreated,
      }),
  );

  app.put(
    "/stock-locations/:id",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary: "Rename a store or a truck, or change its kind or keeper; its stock stays",
        params: idParamsSchema,
        body: stockLocationFormSchema,
        response: { 200: messageEnvelope(stockLocationSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editStockLocation(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.locationUpdated,
    }),
  );

  app.put(
    "/parts/:id/locations/:locationId/minimum",
    {
      onRequest: requireCapability("parts.manage"),
      schema: {
        tags,
        security,
        summary:
          "Set the minimum a location keeps of a part (a truck's load), or null for the part's own; the 'to order' list reads it there",
        params: partLocationParamsSchema,
        body: locationMinimumSchema,
        response: { 200: messageEnvelope(partDetailSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setLocationMinimum(
        app.db,
        request.user,
        request.params.id,
        request.params.locationId,
        request.body,
      ),
      message: request.body.minStock === null ? PART_MESSAGES.minimumCleared : PART_MESSAGES.minimumSaved,
    }),
  );

  app.get(
    "/work-orders/:id/parts",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary: "The parts used on a work order, net of returns, and its parts cost (none for an operator)",
        params: idParamsSchema,
        response: { 200: successEnvelope(workOrderPartsSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await workOrderParts(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/work-orders/:id/parts",
    {
      onRequest: requireCapability("parts.use"),
      schema: {
        tags,
        security,
        summary:
          "Record a part used on the job, from a location. More than on hand is recorded: stock goes below zero and is flagged for a count",
        params: idParamsSchema,
        body: workOrderPartSchema,
        response: { 200: messageEnvelope(stockChangeSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await useParts(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.used,
    }),
  );

  app.post(
    "/work-orders/:id/parts/return",
    {
      onRequest: requireCapability("parts.use"),
      schema: {
        tags,
        security,
        summary: "Return a part the job used to a location, at what it cost the job",
        params: idParamsSchema,
        body: workOrderPartSchema,
        response: { 200: messageEnvelope(stockChangeSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await returnParts(app.db, request.user, request.params.id, request.body),
      message: PART_MESSAGES.returned,
    }),
  );

  app.post(
    "/work-orders/:id/parts/request",
    {
      onRequest: requireCapability("parts.use"),
      schema: {
        tags,
        security,
        summary:
          "Request a part the location does not have: the job takes it before it is in stock (stock below zero, on the 'to order' list, not flagged for a count); with waitForParts the work order waits for parts",
        params: idParamsSchema,
        body: workOrderPartRequestSchema,
        response: { 200: messageEnvelope(partRequestedSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requestParts(app.db, request.user, request.params.id, request.body),
      message: request.body.waitForParts
        ? WORK_ORDER_PARTS_MESSAGES.requestedAndWaiting
        : WORK_ORDER_PARTS_MESSAGES.requested,
    }),
  );
};
