import { listUsersQuerySchema, paginationSchema, successEnvelope, userSchema } from "@mnx/domain";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { listPagination } from "../../paging.js";
import { requireCapability } from "../../plugins/auth.js";
import { listUsers } from "./user-list-repository.js";
import { findUserById, toUserDto } from "./user-repository.js";

const tags = ["users"];
const security = [{ bearerAuth: [] }];

/** Team directory: the pickers' source and, later, the user-management page. */
export const usersModule: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "",
    {
      onRequest: requireCapability("users.list"),
      schema: {
        tags,
        security,
        summary: "List the organization's users (role may be a comma-separated list)",
        querystring: listUsersQuerySchema,
        response: {
          200: successEnvelope(z.object({ users: z.array(userSchema), pagination: paginationSchema })),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, counted } = await listUsers(app.db, request.user.organizationId, { ...q, roles: q.role });
      return {
        success: true as const,
        data: { users: rows.map(toUserDto), pagination: listPagination(q.page, q.limit, counted) },
      };
    },
  );

  app.get(
    "/:id",
    {
      onRequest: requireCapability("users.list"),
      schema: {
        tags,
        security,
        summary: "One user of the organization",
        params: z.object({ id: z.string().uuid() }),
        response: { 200: successEnvelope(z.object({ user: userSchema })) },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.user.organizationId, request.params.id);
      if (!row) throw new AppError("NOT_FOUND", "User not found", 404);
      return { success: true as const, data: { user: toUserDto(row) } };
    },
  );
};
