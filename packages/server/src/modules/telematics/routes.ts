import {
  apiErrorSchema,
  idParamsSchema,
  listEnvelope,
  messageEnvelope,
  successEnvelope,
  TELEMATICS_MESSAGES,
  telematicsConnectionCreateSchema,
  telematicsConnectionSchema,
  telematicsConnectionUpdateSchema,
  telematicsLinkSchema,
  telematicsMachineQuerySchema,
  telematicsMachineSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { JOBS } from "../../jobs/job-names.js";
import { requireCapability } from "../../plugins/auth.js";
import {
  changeConnection,
  createConnection,
  decideFeedMachine,
  listConnections,
  listFeedMachines,
  pollNow,
  removeConnection,
} from "./telematics-service.js";

const tags = ["telematics"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const manage = requireCapability("telematics.manage");
const refused = { 400: apiErrorSchema, 404: apiErrorSchema, ...denied };
const connectionAnswer = messageEnvelope(z.object({ connection: telematicsConnectionSchema }));
const machineAnswer = messageEnvelope(z.object({ machine: telematicsMachineSchema }));

/** /api/v1/telematics: AEMP 2.0 connections and the machines of their feeds (docs/decisions/044). */
export const telematicsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/connections",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "The organization's telematics connections: last poll, status, error (never their credentials)",
        response: {
          200: successEnvelope(z.object({ connections: z.array(telematicsConnectionSchema) })),
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { connections: await listConnections(app.db, request.user) },
    }),
  );

  app.post(
    "/connections",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "Add a connection to a provider's AEMP 2.0 fleet snapshot (loopback, private, link-local and metadata addresses are refused: 400 TELEMATICS_ADDRESS_REFUSED); its credentials are kept encrypted and never answered",
        body: telematicsConnectionCreateSchema,
        response: { 201: connectionAnswer, 400: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        data: { connection: await createConnection(app.db, app.config, request.user, request.body) },
        message: TELEMATICS_MESSAGES.created,
      };
    },
  );

  app.patch(
    "/connections/:id",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Change a connection (credentials only when both are given)",
        params: idParamsSchema,
        body: telematicsConnectionUpdateSchema,
        response: { 200: connectionAnswer, ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        connection: await changeConnection(app.db, app.config, request.user, request.params.id, request.body),
      },
      message: TELEMATICS_MESSAGES.saved,
    }),
  );

  app.delete(
    "/connections/:id",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Delete a connection and its feed machines (the readings it sent stay)",
        params: idParamsSchema,
        response: { 200: messageEnvelope(z.object({ id: z.uuid() })), ...refused },
      },
    },
    async (request) => {
      await removeConnection(app.db, request.user, request.params.id);
      return {
        success: true as const,
        data: { id: request.params.id },
        message: TELEMATICS_MESSAGES.deleted,
      };
    },
  );

  app.post(
    "/connections/:id/poll",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "Poll now: a poll job sent at once (its outcome is the connection's status, last poll and error)",
        params: idParamsSchema,
        response: { 202: connectionAnswer, 409: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const connection = await pollNow(app.db, request.user, request.params.id);
      app.jobQueue.wake(JOBS.pollTelematics);
      reply.code(202);
      return { success: true as const, data: { connection }, message: TELEMATICS_MESSAGES.pollQueued };
    },
  );

  app.get(
    "/machines",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "The feeds' machines by status (UNMATCHED by default: those waiting to be linked or ignored)",
        querystring: telematicsMachineQuerySchema,
        response: { 200: listEnvelope("machines", telematicsMachineSchema), 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listFeedMachines(app.db, request.user, request.query),
    }),
  );

  app.post(
    "/machines/:id/link",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Link a feed machine to one of ours: its hours arrive as readings from the next poll",
        params: idParamsSchema,
        body: telematicsLinkSchema,
        response: { 200: machineAnswer, ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        machine: await decideFeedMachine(app.db, request.user, request.params.id, {
          status: "LINKED",
          equipmentId: request.body.equipmentId,
        }),
      },
      message: TELEMATICS_MESSAGES.linked,
    }),
  );

  app.post(
    "/machines/:id/ignore",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Ignore a feed machine (it leaves the unmatched list; its readings are not taken)",
        params: idParamsSchema,
        response: { 200: machineAnswer, ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        machine: await decideFeedMachine(app.db, request.user, request.params.id, { status: "IGNORED" }),
      },
      message: TELEMATICS_MESSAGES.ignored,
    }),
  );
};
