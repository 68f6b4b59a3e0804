import {
  idParamsSchema,
  listEnvelope,
  listWorkOrdersQuerySchema,
  successEnvelope,
  workOrderDetailDataSchema,
  workOrderSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import { invalid, missing, security, tags } from "./route-schemas.js";
import {
  equipmentWorkOrders,
  getWorkOrderDetail,
  listWorkOrdersFor,
  myWorkOrders,
} from "./work-order-read-service.js";

const listAnswer = listEnvelope("workOrders", workOrderSchema);
const equipmentParams = z.object({ equipmentId: z.uuid({ error: "Invalid id" }) });

/** The reads: every list is one query per page and restricted by the one visibility rule. */
export const workOrderReadRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary:
          "Work orders, filtered, sorted and paged: operators see those on their machines or reported by them, mechanics those assigned to them, everyone else the organization's",
        querystring: listWorkOrdersQuerySchema,
        response: { 200: listAnswer, ...invalid },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listWorkOrdersFor(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/my",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary: "The caller's work orders: assigned to them (mechanic or assignee) or reported by them",
        querystring: listWorkOrdersQuerySchema,
        response: { 200: listAnswer, ...invalid },
      },
    },
    async (request) => ({
      success: true as const,
      data: await myWorkOrders(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/equipment/:equipmentId",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary:
          "A machine's work orders (those the caller may read); 404 for a machine of another organization",
        params: equipmentParams,
        querystring: listWorkOrdersQuerySchema,
        response: { 200: listAnswer, ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await equipmentWorkOrders(app.db, request.user, request.params.equipmentId, request.query),
    }),
  );

  app.get(
    "/:id",
    {
      onRequest: requireCapability("workOrders.view"),
      schema: {
        tags,
        security,
        summary:
          "One work order with its history (who, when, from, to, note); 404 when the caller may not read it",
        params: idParamsSchema,
        response: { 200: successEnvelope(workOrderDetailDataSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: { workOrder: await getWorkOrderDetail(app.db, request.user, request.params.id) },
    }),
  );
};
