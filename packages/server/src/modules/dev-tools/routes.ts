import type { FastifyPluginAsync } from "fastify";
import { apiExplorerRoutes } from "./api-explorer-routes.js";
import { databaseRoutes } from "./database-routes.js";

/** /api/dev: the super admin's developer tools (part 2, 2.12, 2.13 and 7; docs/decisions/015). */
export const devToolsModule: FastifyPluginAsync = async (app) => {
  await app.register(apiExplorerRoutes);
  await app.register(databaseRoutes);
};
