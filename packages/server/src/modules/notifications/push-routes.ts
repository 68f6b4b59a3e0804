import {
  apiErrorSchema,
  messageEnvelope,
  PUSH_MESSAGES,
  pushKeySchema,
  pushSubscriptionSavedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { pushKey, subscribeDevice, unsubscribeDevice } from "./push-service.js";

const tags = ["notifications"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const signedIn = requireCapability("notifications.view");

/** /api/v1/notifications/push: Web Push on this device (docs/decisions/039-web-push.md). */
export const pushRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/key",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "The server's VAPID public key, to subscribe this device with (and whether pushes are sent)",
        response: { 200: successEnvelope(pushKeySchema), ...denied },
      },
    },
    async () => ({ success: true as const, data: await pushKey(app.db, app.config) }),
  );

  app.post(
    "/subscriptions",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          "Send my notifications to this device: its PushSubscription (endpoint, keys p256dh and auth), kept per device until I sign out on it",
        body: pushSubscriptionSchema,
        response: {
          200: messageEnvelope(pushSubscriptionSavedSchema),
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscribeDevice(
        app.db,
        app.config,
        request.user,
        request.body,
        request.headers["user-agent"],
      ),
      message: PUSH_MESSAGES.saved,
    }),
  );

  app.delete(
    "/subscriptions",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Stop sending my notifications to this device (by its endpoint; another person's: 404)",
        body: pushUnsubscribeSchema,
        response: {
          200: messageEnvelope(pushSubscriptionSavedSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await unsubscribeDevice(app.db, request.user, request.body.endpoint),
      message: PUSH_MESSAGES.removed,
    }),
  );
};
