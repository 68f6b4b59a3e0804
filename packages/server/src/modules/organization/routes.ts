import {
  apiErrorSchema,
  messageEnvelope,
  organizationSettingsDataSchema,
  organizationSettingsUpdateSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { changeOrganizationSettings, organizationSettings } from "./organization-service.js";

const tags = ["organization"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/v1/organization/settings: the caller's own organization, set by its admins (docs/decisions/021). */
export const organizationModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/settings",
    {
      onRequest: requireCapability("organization.settings"),
      schema: {
        tags,
        security,
        summary: "The organization's settings (admins)",
        response: { 200: successEnvelope(organizationSettingsDataSchema), ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      data: { settings: await organizationSettings(app.db, request.user.organizationId) },
    }),
  );

  app.patch(
    "/settings",
    {
      onRequest: requireCapability("organization.settings"),
      schema: {
        tags,
        security,
        summary:
          "Change the organization's settings (admins): keepPhotoLocation keeps where new photos were taken; currency (ISO 4217) is set once, and changes only while no amount is recorded (409 CURRENCY_LOCKED); defaultLanguage (en, es, fr-CA) is the language of emails, notifications and PDF reports for those who chose none",
        body: organizationSettingsUpdateSchema,
        response: {
          200: messageEnvelope(organizationSettingsDataSchema),
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { settings: await changeOrganizationSettings(app.db, request.user.organizationId, request.body) },
      message: "Organization settings saved",
    }),
  );
};
