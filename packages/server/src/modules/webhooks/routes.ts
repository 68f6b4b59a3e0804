import {
  apiErrorSchema,
  idParamsSchema,
  listEnvelope,
  messageEnvelope,
  successEnvelope,
  WEBHOOK_MESSAGES,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookUpdateSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import {
  changeWebhook,
  createWebhook,
  listWebhooks,
  removeWebhook,
  resendDelivery,
  webhookDeliveries,
} from "./webhook-service.js";

const tags = ["webhooks"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const manage = requireCapability("webhooks.manage");
const refused = { 400: apiErrorSchema, 404: apiErrorSchema, ...denied };

/** /api/v1/webhooks: the organization's webhooks and their delivery logs, for its super admins (038). */
export const webhooksModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "The organization's webhooks (their secrets are never answered)",
        response: { 200: successEnvelope(z.object({ webhooks: z.array(webhookSchema) })), ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: { webhooks: await listWebhooks(app.db, request.user) },
    }),
  );

  app.post(
    "",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "Add a webhook: its address (loopback, private, link-local and metadata addresses are refused: 400 WEBHOOK_ADDRESS_REFUSED) and kinds; answers its signing secret this once",
        body: webhookCreateSchema,
        response: {
          201: messageEnvelope(webhookCreatedSchema),
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        data: await createWebhook(app.db, app.config, request.user, request.body),
        message: WEBHOOK_MESSAGES.created,
      };
    },
  );

  app.patch(
    "/:id",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Change a webhook's address, kinds, or enabled (enabling clears its failing mark)",
        params: idParamsSchema,
        body: webhookUpdateSchema,
        response: { 200: messageEnvelope(z.object({ webhook: webhookSchema })), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        webhook: await changeWebhook(app.db, app.config, request.user, request.params.id, request.body),
      },
      message: WEBHOOK_MESSAGES.saved,
    }),
  );

  app.delete(
    "/:id",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Delete a webhook and its delivery log",
        params: idParamsSchema,
        response: { 200: messageEnvelope(z.object({ id: z.uuid() })), ...refused },
      },
    },
    async (request) => {
      await removeWebhook(app.db, request.user, request.params.id);
      return { success: true as const, data: { id: request.params.id }, message: WEBHOOK_MESSAGES.deleted };
    },
  );

  app.get(
    "/:id/deliveries",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "A webhook's deliveries, newest first: status, the receiver's answer, tries, when",
        params: idParamsSchema,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: listEnvelope("deliveries", webhookDeliverySchema), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhookDeliveries(app.db, request.user, request.params.id, request.query),
    }),
  );

  app.post(
    "/:id/deliveries/:deliveryId/resend",
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Send a delivery again (the same body, signed anew, a fresh round of tries)",
        params: webhookDeliveryParamsSchema,
        response: { 200: messageEnvelope(z.object({ delivery: webhookDeliverySchema })), ...refused },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        delivery: await resendDelivery(app.db, request.user, request.params.id, request.params.deliveryId),
      },
      message: WEBHOOK_MESSAGES.resent,
    }),
  );
};
