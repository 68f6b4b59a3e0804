import {
  bulkStatusResultSchema,
  bulkStatusSchema,
  createWorkOrderSchema,
  escalationSchema,
  idParamsSchema,
  messageEnvelope,
  updateWorkOrderSchema,
  WORK_ORDER_MESSAGES,
  workOrderDataSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAnyCapability, requireCapability } from "../../plugins/auth.js";
import { conflicting, invalid, missing, security, tags } from "./route-schemas.js";
import { bulkUpdateStatus } from "./work-order-bulk-service.js";
import { createWorkOrder } from "./work-order-create-service.js";
import { escalateIssue } from "./work-order-escalate-service.js";
import { updateWorkOrderFor } from "./work-order-update-service.js";

const workOrderAnswer = messageEnvelope(workOrderDataSchema);

/** Creating, escalating and editing work orders; every write accepts an Idempotency-Key. */
export const workOrderWriteRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    "",
    {
      onRequest: requireCapability("workOrders.create"),
      schema: {
        tags,
        security,
        summary:
          "Create a work order (Create Work Order form): PENDING, or ASSIGNED when a mechanic or assignee is named",
        body: createWorkOrderSchema,
        response: { 201: workOrderAnswer, ...invalid },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: { workOrder: await createWorkOrder(app.db, request.user, request.body) },
        message: WORK_ORDER_MESSAGES.created,
      }),
  );

  app.post(
    "/escalate",
    {
      onRequest: requireCapability("workOrders.escalate"),
      schema: {
        tags,
        security,
        summary:
          "Escalate an equipment issue to the shop foreman: a PENDING, unassigned 'ESCALATED ISSUE' work order; an inoperable machine goes DOWN_FOR_REPAIR",
        body: escalationSchema,
        response: { 201: workOrderAnswer, ...missing },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: { workOrder: await escalateIssue(app.db, request.user, request.body) },
        message: WORK_ORDER_MESSAGES.escalated,
      }),
  );

  app.patch(
    "/bulk/status",
    {
      onRequest: requireCapability("workOrders.bulkStatus"),
      schema: {
        tags,
        security,
        summary:
          "Change the status of several work orders, all or nothing: one missing id (404) or refused move (409) changes none",
        body: bulkStatusSchema,
        response: { 200: messageEnvelope(bulkStatusResultSchema), ...conflicting },
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await bulkUpdateStatus(app.db, request.user, request.body) },
      message: WORK_ORDER_MESSAGES.bulkUpdated,
    }),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireAnyCapability(
        "workOrders.edit",
        "workOrders.updateStatus",
        "workOrders.startComplete",
      ),
      schema: {
        tags,
        security,
        summary:
          "Update a work order: status through the state machine (the caller's role), work notes, hours and meters (workOrders.updateStatus), other fields (workOrders.edit)",
        params: idParamsSchema,
        body: updateWorkOrderSchema,
        response: { 200: workOrderAnswer, ...conflicting },
      },
    },
    async (request) => ({
      success: true as const,
      data: { workOrder: await updateWorkOrderFor(app.db, request.user, request.params.id, request.body) },
      message: WORK_ORDER_MESSAGES.updated,
    }),
  );
};
