import {
  apiErrorSchema,
  CHECKLIST_MESSAGES,
  checklistContentSchema,
  checklistTemplateCreateSchema,
  checklistTemplateListSchema,
  checklistTemplateSchema,
  checklistVersionParamsSchema,
  equipmentChecklistQuerySchema,
  idParamsSchema,
  messageEnvelope,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import {
  checklistForEquipment,
  createChecklist,
  getChecklist,
  listChecklists,
  publishChecklist,
} from "./checklist-service.js";

const tags = ["checklists"];
const security = [{ bearerAuth: [] }];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflicts = { ...refusals, 409: apiErrorSchema };
const oneTemplate = successEnvelope(checklistTemplateSchema);

/**
 * /api/v1/checklist-templates and /api/v1/equipment/{id}/checklist-template: the daily inspection's checklist per
 * equipment type or machine, versioned (docs/decisions/042-checklist-templates.md). Writes accept an
 * Idempotency-Key.
 */
export const checklistsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/checklist-templates",
    {
      onRequest: requireCapability("checklists.manage"),
      schema: {
        tags,
        security,
        summary:
          "The organization's checklist templates at their current versions: the default, per type, per machine",
        response: { 200: successEnvelope(checklistTemplateListSchema), ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await listChecklists(app.db, request.user) }),
  );

  app.post(
    "/checklist-templates",
    {
      onRequest: requireCapability("checklists.manage"),
      schema: {
        tags,
        security,
        summary: "Create a checklist template for an equipment type or a machine, published as version 1",
        body: checklistTemplateCreateSchema,
        response: { 200: messageEnvelope(checklistTemplateSchema), ...conflicts },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createChecklist(app.db, request.user, request.body),
      message: CHECKLIST_MESSAGES.created,
    }),
  );

  app.get(
    "/checklist-templates/:id",
    {
      onRequest: requireCapability("checklists.manage"),
      schema: {
        tags,
        security,
        summary: "One checklist template at its current version",
        params: idParamsSchema,
        response: { 200: oneTemplate, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getChecklist(app.db, request.user, request.params.id),
    }),
  );

  app.get(
    "/checklist-templates/:id/versions/:version",
    {
      onRequest: requireCapability("checklists.manage"),
      schema: {
        tags,
        security,
        summary: "One version of a checklist template, as inspections done with it saw it",
        params: checklistVersionParamsSchema,
        response: { 200: oneTemplate, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getChecklist(app.db, request.user, request.params.id, request.params.version),
    }),
  );

  app.post(
    "/checklist-templates/:id/versions",
    {
      onRequest: requireCapability("checklists.manage"),
      schema: {
        tags,
        security,
        summary:
          "Publish a new version of a checklist template (items that keep their id stay the same item); older versions are kept",
        params: idParamsSchema,
        body: checklistContentSchema,
        response: { 200: messageEnvelope(checklistTemplateSchema), ...conflicts },
      },
    },
    async (request) => {
      const data = await publishChecklist(app.db, request.user, request.params.id, request.body);
      return { success: true as const, data, message: CHECKLIST_MESSAGES.published(data.version.number) };
    },
  );

  app.get(
    "/equipment/:id/checklist-template",
    {
      onRequest: requireCapability("checklists.view"),
      schema: {
        tags,
        security,
        summary:
          "The checklist a machine's inspection of a kind uses (default DAILY): the machine's own template, else its type's, else (daily only) the default; 404 when a periodic kind has none",
        params: idParamsSchema,
        querystring: equipmentChecklistQuerySchema,
        response: { 200: oneTemplate, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checklistForEquipment(app.db, request.user, request.params.id, request.query.kind),
    }),
  );
};
