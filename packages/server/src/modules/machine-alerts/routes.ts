import {
  apiErrorSchema,
  idParamsSchema,
  listEnvelope,
  machineAlertIdParamsSchema,
  machineAlertListQuerySchema,
  machineAlertNoteSchema,
  machineAlertSchema,
  machineAlertWithWorkOrderSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import {
  acknowledgeAlert,
  clearAlert,
  createAlertWorkOrder,
  getMachineAlert,
  listFleetAlerts,
  listMachineAlerts,
} from "./machine-alert-service.js";

const tags = ["machine-alerts"];
const security = [{ bearerAuth: [] }];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflicts = { ...refusals, 409: apiErrorSchema };
const listAnswer = listEnvelope("alerts", machineAlertSchema);

/**
 * /api/v1/machine-alerts and /api/v1/equipment/{id}/alerts: the fault codes machines' telematics report, to
 * acknowledge, clear and turn into a work order (docs/decisions/047-machine-alerts-and-feed-values.md). Every
 * write accepts an Idempotency-Key.
 */
export const machineAlertsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/machine-alerts",
    {
      onRequest: requireCapability("machineAlerts.list"),
      schema: {
        tags,
        security,
        summary:
          "The fleet's machine alerts, newest occurrence first; filters: severity, open (true or false)",
        querystring: machineAlertListQuerySchema,
        response: { 200: listAnswer, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listFleetAlerts(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/equipment/:id/alerts",
    {
      onRequest: requireCapability("machineAlerts.view"),
      schema: {
        tags,
        security,
        summary: "One machine's alerts, newest occurrence first, with the same filters",
        params: idParamsSchema,
        querystring: machineAlertListQuerySchema,
        response: { 200: listAnswer, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMachineAlerts(await request.readDb(), request.user, request.params.id, request.query),
    }),
  );

  app.get(
    "/machine-alerts/:id",
    {
      onRequest: requireCapability("machineAlerts.view"),
      schema: {
        tags,
        security,
        summary: "One machine alert",
        params: machineAlertIdParamsSchema,
        response: { 200: successEnvelope(machineAlertSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMachineAlert(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/machine-alerts/:id/acknowledge",
    {
      onRequest: requireCapability("machineAlerts.resolve"),
      schema: {
        tags,
        security,
        summary: "Acknowledge an alert with a note: seen, being seen to (a mechanic and up)",
        params: machineAlertIdParamsSchema,
        body: machineAlertNoteSchema,
        response: { 200: successEnvelope(machineAlertSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await acknowledgeAlert(app.db, request.user, request.params.id, request.body),
    }),
  );

  app.post(
    "/machine-alerts/:id/clear",
    {
      onRequest: requireCapability("machineAlerts.resolve"),
      schema: {
        tags,
        security,
        summary:
          "Clear an alert with a note: dealt with (a mechanic and up); the code again later opens a new one",
        params: machineAlertIdParamsSchema,
        body: machineAlertNoteSchema,
        response: { 200: successEnvelope(machineAlertSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await clearAlert(app.db, request.user, request.params.id, request.body),
    }),
  );

  app.post(
    "/machine-alerts/:id/work-order",
    {
      onRequest: requireCapability("machineAlerts.createWorkOrder"),
      schema: {
        tags,
        security,
        summary:
          "Create the alert's draft work order (REPAIR, PENDING, priority from the severity, the fault as its description), linked to the alert",
        params: machineAlertIdParamsSchema,
        response: { 200: successEnvelope(machineAlertWithWorkOrderSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createAlertWorkOrder(app.db, request.user, request.params.id),
    }),
  );
};
