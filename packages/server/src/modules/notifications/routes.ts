import {
  apiErrorSchema,
  idParamsSchema,
  listEnvelope,
  markAllReadSchema,
  messageEnvelope,
  NOTIFICATION_MESSAGES,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationQuerySchema,
  notificationSchema,
  successEnvelope,
  unreadCountSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import {
  changeNotificationPreferences,
  listNotifications,
  notificationPreferences,
  readAllNotifications,
  readNotification,
  unreadCount,
} from "./notification-service.js";
import { pushRoutes } from "./push-routes.js";

const tags = ["notifications"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const signedIn = requireCapability("notifications.view");

const listSchema = listEnvelope("notifications", notificationSchema).extend({
  data: listEnvelope("notifications", notificationSchema).shape.data.extend({ unread: z.number().int() }),
});

/** /api/v1/notifications: the signed-in person's own notifications (the bell) and their settings. */
export const notificationsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await app.register(pushRoutes, { prefix: "/push" });

  app.get(
    "",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          "My notifications, newest first (20 a page), with the unread count; unread=true for those only",
        querystring: notificationQuerySchema,
        response: { 200: listSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications(app.db, request.user, request.query),
    }),
  );

  app.get(
    "/unread-count",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "How many of my notifications are unread (the bell's badge)",
        response: { 200: successEnvelope(unreadCountSchema), ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unread: await unreadCount(app.db, request.user) },
    }),
  );

  app.post(
    "/:id/read",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Mark one of my notifications read (another person's: 404)",
        params: idParamsSchema,
        response: {
          200: successEnvelope(z.object({ notification: notificationSchema, unread: z.number().int() })),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readNotification(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "/read-all",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Mark all my notifications read",
        response: { 200: successEnvelope(markAllReadSchema), ...denied },
      },
    },
    async (request) => ({ success: true as const, data: await readAllNotifications(app.db, request.user) }),
  );

  app.get(
    "/preferences",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "My notification settings: each kind I can be told of, per channel, and my quiet hours",
        response: { 200: successEnvelope(notificationPreferencesSchema), ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notificationPreferences(app.db, app.config, request.user),
    }),
  );

  app.put(
    "/preferences",
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Change my notification settings (the kinds given; quiet hours)",
        body: notificationPreferencesUpdateSchema,
        response: { 200: messageEnvelope(notificationPreferencesSchema), 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeNotificationPreferences(app.db, app.config, request.user, request.body),
      message: NOTIFICATION_MESSAGES.saved,
    }),
  );
};
