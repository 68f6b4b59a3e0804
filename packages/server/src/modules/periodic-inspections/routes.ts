import {
  apiErrorSchema,
  inspectorDashboardSchema,
  messageEnvelope,
  PERIODIC_MESSAGES,
  periodicInspectionSubmissionSchema,
  periodicInspectionSubmittedSchema,
  periodicScheduleCreateSchema,
  periodicScheduleIdParamsSchema,
  periodicScheduleListQuerySchema,
  periodicScheduleListSchema,
  periodicScheduleSchema,
  periodicScheduleUpdateSchema,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { inspectorDashboard } from "./dashboard-service.js";
import { submitPeriodicInspection } from "./periodic-submit-service.js";
import { createSchedule, editSchedule, getSchedule, listSchedulesFor } from "./schedule-service.js";

const tags = ["periodic inspections"];
const security = [{ bearerAuth: [] }];
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflicts = { ...refusals, 409: apiErrorSchema };
const oneSchedule = messageEnvelope(periodicScheduleSchema);

/**
 * /api/v1/periodic-inspections: schedules of monthly / quarterly / annual inspections per machine, the
 * inspector's dashboard, and a periodic inspection's submission (docs/decisions/046). Writes accept an
 * Idempotency-Key.
 */
export const periodicInspectionsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/dashboard",
    {
      onRequest: requireCapability("periodicInspections.perform"),
      schema: {
        tags,
        security,
        summary:
          "The inspector's dashboard: periodic inspections due and overdue, done in the last 30 days (one's own; a manager: everyone's), critical defects awaiting certification",
        response: { 200: successEnvelope(inspectorDashboardSchema), ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await inspectorDashboard(app.db, request.user) }),
  );

  app.get(
    "/schedules",
    {
      onRequest: requireCapability("periodicInspections.manage"),
      schema: {
        tags,
        security,
        summary: "The organization's periodic inspection schedules (or one machine's), by next due day",
        querystring: periodicScheduleListQuerySchema,
        response: { 200: successEnvelope(periodicScheduleListSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSchedulesFor(app.db, request.user, request.query.equipmentId),
    }),
  );

  app.post(
    "/schedules",
    {
      onRequest: requireCapability("periodicInspections.manage"),
      schema: {
        tags,
        security,
        summary:
          "Schedule a machine's periodic inspection of one kind (every N days or months), assigned to an inspector, a mechanic or a shop foreman",
        body: periodicScheduleCreateSchema,
        response: { 201: oneSchedule, ...conflicts },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await createSchedule(app.db, request.user, request.body),
        message: PERIODIC_MESSAGES.created,
      }),
  );

  app.get(
    "/schedules/:id",
    {
      onRequest: requireCapability("periodicInspections.perform"),
      schema: {
        tags,
        security,
        summary: "One schedule, where it stands today and the checklist version its inspection uses",
        params: periodicScheduleIdParamsSchema,
        response: { 200: successEnvelope(periodicScheduleSchema), ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSchedule(app.db, request.user, request.params.id),
    }),
  );

  app.patch(
    "/schedules/:id",
    {
      onRequest: requireCapability("periodicInspections.manage"),
      schema: {
        tags,
        security,
        summary:
          "Change a schedule's title, interval, margin, assignee or next due day (its machine and kind stay)",
        params: periodicScheduleIdParamsSchema,
        body: periodicScheduleUpdateSchema,
        response: { 200: oneSchedule, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editSchedule(app.db, request.user, request.params.id, request.body),
      message: PERIODIC_MESSAGES.updated,
    }),
  );

  app.post(
    "/submit",
    {
      onRequest: requireCapability("periodicInspections.perform"),
      schema: {
        tags,
        security,
        summary:
          "Submit and sign a periodic inspection: failed items become defects (a critical one makes the machine unsafe); the schedule is next due one interval later",
        body: periodicInspectionSubmissionSchema,
        response: { 200: messageEnvelope(periodicInspectionSubmittedSchema), ...conflicts },
      },
    },
    async (request) => {
      const data = await submitPeriodicInspection(app.db, request.user, request.body);
      const message =
        data.result.summary.itemsNeedingAttention > 0
          ? PERIODIC_MESSAGES.submittedWithAttention
          : PERIODIC_MESSAGES.submittedOk;
      return { success: true as const, data, message };
    },
  );
};
