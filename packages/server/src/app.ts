import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { createLogger } from "./logger.js";
import { assignmentsModule } from "./modules/assignments/routes.js";
import { demoIdentityProvider } from "./modules/auth/demo-provider.js";
import { authModule } from "./modules/auth/routes.js";
import { devToolsModule } from "./modules/dev-tools/routes.js";
import { equipmentModule } from "./modules/equipment/routes.js";
import { healthModule } from "./modules/health/routes.js";
import { inspectionsModule } from "./modules/inspections/routes.js";
import { maintenanceModule } from "./modules/maintenance/routes.js";
import { usersModule } from "./modules/users/routes.js";
import { workOrdersModule } from "./modules/work-orders/routes.js";
import { sessionCachePlugin } from "./plugins/auth.js";
import { errorsPlugin, frameworkErrorHandler } from "./plugins/errors.js";
import { idempotencyPlugin } from "./plugins/idempotency.js";
import { openapiPlugin } from "./plugins/openapi.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { requestGuardsPlugin } from "./plugins/request-guards.js";
import { responseSerializerCompiler } from "./plugins/response-serializer.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { staticWebPlugin } from "./plugins/static-web.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Already migrated. The app does not close it: whoever created it does (main.ts, tests). */
  db: Database;
  logger?: Logger;
}

/**
 * The whole server as a Fastify instance, not yet listening (tests use app.inject). Cross-cutting plugins
 * first, in the order their hooks must run, then the API modules.
 */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    // Large enough for any form or bulk status change; the OIDC provider reads its own bodies.
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate("config", config);
  app.decorate("db", db);

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(requestGuardsPlugin);
  await app.register(staticWebPlugin);
  await app.register(idempotencyPlugin);
  await app.register(sessionCachePlugin);

  await app.register(healthModule, { prefix: "/api/v1/health" });
  await app.register(authModule, { prefix: "/api/v1/auth" });
  await app.register(demoIdentityProvider);
  await app.register(usersModule, { prefix: "/api/v1/users" });
  await app.register(assignmentsModule, { prefix: "/api/v1/equipment/assignments" });
  await app.register(equipmentModule, { prefix: "/api/v1/equipment" });
  await app.register(workOrdersModule, { prefix: "/api/v1/work-orders" });
  await app.register(maintenanceModule, { prefix: "/api/v1/maintenance" });
  await app.register(inspectionsModule, { prefix: "/api/v1/inspections" });
  await app.register(devToolsModule, { prefix: "/api/dev" });
  return app;
}
