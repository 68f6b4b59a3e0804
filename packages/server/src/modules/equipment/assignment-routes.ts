import {
  ASSIGNMENT_MESSAGES,
  apiErrorSchema,
  assignmentFormSchema,
  assignmentListQuerySchema,
  assignmentSchema,
  idParamsSchema,
  listEnvelope,
  messageEnvelope,
  successEnvelope,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCapability } from "../../plugins/auth.js";
import { createAssignment } from "./assignment-create-service.js";
import { endAssignment } from "./assignment-end-service.js";
import { getAssignment, listAssignmentsFor } from "./assignment-service.js";

const tags = ["assignments"];
const security = [{ bearerAuth: [] }];
const invalid = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const missing = { ...invalid, 404: apiErrorSchema };

/** /api/v1/equipment/assignments: who runs which machine where. Operators read only their own. */
export const assignmentsModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "",
    {
      onRequest: requireCapability("assignments.view"),
      schema: {
        tags,
        security,
        summary: "Assignments, filtered and paged (20 a page); an operator gets only their own",
        querystring: assignmentListQuerySchema,
        response: { 200: listEnvelope("assignments", assignmentSchema), ...invalid },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAssignmentsFor(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/:id",
    {
      onRequest: requireCapability("assignments.view"),
      schema: {
        tags,
        security,
        summary: "One assignment (an operator may read only their own)",
        params: idParamsSchema,
        response: { 200: successEnvelope(assignmentSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAssignment(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "",
    {
      onRequest: requireCapability("assignments.create"),
      schema: {
        tags,
        security,
        summary: "Assign a machine to an operator; its current assignment, if any, ends as TRANSFERRED",
        body: assignmentFormSchema,
        response: { 201: successEnvelope(assignmentSchema), ...missing, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await createAssignment(app.db, request.user, request.body) }),
  );

  app.patch(
    "/:id/end",
    {
      onRequest: requireCapability("assignments.end"),
      schema: {
        tags,
        security,
        summary:
          "End an ACTIVE assignment now (COMPLETED); the machine keeps its job site but has no operator",
        params: idParamsSchema,
        response: { 200: messageEnvelope(assignmentSchema), ...missing, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await endAssignment(app.db, request.user, request.params.id),
      message: ASSIGNMENT_MESSAGES.ended,
    }),
  );
};
