import {
  addUserFormSchema,
  apiErrorSchema,
  idParamsSchema,
  listEnvelope,
  listUsersQuerySchema,
  messageEnvelope,
  statsEnvelope,
  successEnvelope,
  USER_MESSAGES,
  userDetailSchema,
  userSchema,
  userStatsSchema,
  userUpdateSchema,
} from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCapability } from "../../plugins/auth.js";
import { addUserRateLimit } from "../../plugins/rate-limit.js";
import { changeUser } from "./user-change-service.js";
import { createUser } from "./user-create-service.js";
import { getUserDetail } from "./user-detail-service.js";
import { listUsersFor, teamStats } from "./user-list-service.js";

const tags = ["users"];
const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const invalid = { 400: apiErrorSchema, ...denied };
const missing = { ...invalid, 404: apiErrorSchema };

/**
 * /api/v1/users: the team directory (the pickers' source, users.list) and Team Management (users.manage).
 * Thin routes: the capability is checked on request, before the body is read; the services apply the
 * domain's team rules (packages/domain/src/team-rules.ts) to rows they have locked.
 */
export const usersModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "",
    {
      onRequest: requireCapability("users.list"),
      schema: {
        tags,
        security,
        summary:
          "The organization's users: search (first, last or full name, email), role (comma-separated list), status, paged",
        querystring: listUsersQuerySchema,
        response: { 200: listEnvelope("users", userSchema), ...invalid },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listUsersFor(await request.readDb(), request.user, request.query),
    }),
  );

  app.get(
    "/stats",
    {
      onRequest: requireCapability("users.manage"),
      schema: {
        tags,
        security,
        summary: "Team figures: total users, ACTIVE users, and users signed in within the last 24 hours",
        response: { 200: statsEnvelope(userStatsSchema), ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await teamStats(await request.readDb(), request.user)),
    }),
  );

  app.get(
    "/:id",
    {
      onRequest: requireCapability("users.manage"),
      schema: {
        tags,
        security,
        summary: "One user with the history of changes to them and what the caller may change",
        params: idParamsSchema,
        response: { 200: successEnvelope(userDetailSchema), ...missing },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getUserDetail(app.db, request.user, request.params.id),
    }),
  );

  app.post(
    "",
    {
      onRequest: requireCapability("users.manage"),
      config: addUserRateLimit(app),
      schema: {
        tags,
        security,
        summary:
          "Add a user (defaults OPERATOR and ACTIVE); they can sign in at once. Only a super admin adds a super admin. At most USER_ADD_RATE_LIMIT (30) calls an hour per caller",
        body: addUserFormSchema,
        response: {
          201: messageEnvelope(z.object({ user: userSchema })),
          ...invalid,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: { user: await createUser(app.db, request.user, request.body) },
        message: USER_MESSAGES.created,
      }),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireCapability("users.manage"),
      schema: {
        tags,
        security,
        summary:
          "Change a user's role or status, one at a time; leaving ACTIVE ends every session of theirs at once",
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: messageEnvelope(z.object({ user: userSchema })), ...missing, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await changeUser(app.db, request.user, request.params.id, request.body) },
      message: request.body.role !== undefined ? USER_MESSAGES.roleChanged : USER_MESSAGES.statusChanged,
    }),
  );
};
