import {
  assignMechanicSchema,
  cancelSchema,
  completeWorkSchema,
  idParamsSchema,
  messageEnvelope,
  startWorkSchema,
  WORK_ORDER_MESSAGES,
  workOrderDataSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { conflicting, security, tags } from "./route-schemas.js";
import { assignMechanic } from "./work-order-assign-service.js";
import { cancelWorkOrder } from "./work-order-cancel-service.js";
import { completeWork, startWork } from "./work-order-work-service.js";

const workOrderAnswer = messageEnvelope(workOrderDataSchema);
const response = { 200: workOrderAnswer, ...conflicting };

/** The shop-floor moves: assign, start, complete, cancel. Each runs through the state machine. */
export const workOrderActionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.patch(
    "/:id/assign",
    {
      onRequest: requireCapability("workOrders.assign"),
      schema: {
        tags,
        security,
        summary: "Assign a mechanic or shop foreman (mechanic and assignee); the work order becomes ASSIGNED",
        params: idParamsSchema,
        body: assignMechanicSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: { workOrder: await assignMechanic(app.db, request.user, request.params.id, request.body) },
      message: WORK_ORDER_MESSAGES.assigned,
    }),
  );

  app.patch(
    "/:id/start",
    {
      onRequest: requireCapability("workOrders.startComplete"),
      schema: {
        tags,
        security,
        summary:
          "Start Work: ASSIGNED -> IN_PROGRESS, actualStart now, optional meter readings (409 NOT_ASSIGNED_STATUS otherwise)",
        params: idParamsSchema,
        body: startWorkSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: { workOrder: await startWork(app.db, request.user, request.params.id, request.body) },
      message: WORK_ORDER_MESSAGES.started,
    }),
  );

  app.patch(
    "/:id/complete",
    {
      onRequest: requireCapability("workOrders.startComplete"),
      schema: {
        tags,
        security,
        summary:
          "Complete Work: IN_PROGRESS -> COMPLETED, actualEnd now, notes, hours and final meters (the machine's meters only move forward)",
        params: idParamsSchema,
        body: completeWorkSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: { workOrder: await completeWork(app.db, request.user, request.params.id, request.body) },
      message: WORK_ORDER_MESSAGES.completed,
    }),
  );

  app.patch(
    "/:id/cancel",
    {
      onRequest: requireCapability("workOrders.cancel"),
      schema: {
        tags,
        security,
        summary: "Cancel a work order with a reason (recorded in its history)",
        params: idParamsSchema,
        body: cancelSchema,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: { workOrder: await cancelWorkOrder(app.db, request.user, request.params.id, request.body) },
      message: WORK_ORDER_MESSAGES.cancelled,
    }),
  );
};
