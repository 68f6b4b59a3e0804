import { readFileSync } from "node:fs";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { jobsPlugin } from "./jobs/jobs-plugin.js";
import { createLogger } from "./logger.js";
import { authModule } from "./modules/auth/routes.js";
import { checklistsModule } from "./modules/checklists/routes.js";
import { scheduleCostWindows } from "./modules/costs/cost-windows-schedule.js";
import { costsModule } from "./modules/costs/routes.js";
import { defectsModule } from "./modules/defects/routes.js";
import { devToolsModule } from "./modules/dev-tools/routes.js";
import { assignmentsModule } from "./modules/equipment/assignment-routes.js";
import { equipmentModule } from "./modules/equipment/routes.js";
import { fieldSupervisorModule } from "./modules/field-supervisor/routes.js";
import { healthModule } from "./modules/health/routes.js";
import { inspectionsModule } from "./modules/inspections/routes.js";
import { labourModule } from "./modules/labour/routes.js";
import { machineAlertsModule } from "./modules/machine-alerts/routes.js";
import { maintenanceModule } from "./modules/maintenance/routes.js";
import { maintenancePlansModule } from "./modules/maintenance-plans/routes.js";
import { metersModule } from "./modules/meters/routes.js";
import { liveModule } from "./modules/notifications/live-routes.js";
import { notificationsModule } from "./modules/notifications/routes.js";
import { organizationModule } from "./modules/organization/routes.js";
import { partsModule } from "./modules/parts/routes.js";
import { periodicInspectionsModule } from "./modules/periodic-inspections/routes.js";
import { schedulePhotoCleanup } from "./modules/photos/photo-cleanup.js";
import { decoratePhotoStorage, photosModule } from "./modules/photos/routes.js";
import { recordsModule } from "./modules/records/routes.js";
import { reportsModule } from "./modules/reports/routes.js";
import { telematicsModule } from "./modules/telematics/routes.js";
import { usersModule } from "./modules/users/routes.js";
import { webhooksModule } from "./modules/webhooks/routes.js";
import { workOrdersModule } from "./modules/work-orders/routes.js";
import { sessionCachePlugin } from "./plugins/auth.js";
import { compressionPlugin } from "./plugins/compression.js";
import { errorsPlugin, frameworkErrorHandler } from "./plugins/errors.js";
import { idempotencyPlugin } from "./plugins/idempotency.js";
import { languagePlugin } from "./plugins/language.js";
import { openapiPlugin } from "./plugins/openapi.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { readRoutingPlugin } from "./plugins/read-routing.js";
import { requestGuardsPlugin } from "./plugins/request-guards.js";
import { responseSerializerCompiler } from "./plugins/response-serializer.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { staticWebPlugin } from "./plugins/static-web.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Set on SIGTERM: /health answers 503 so a load balancer stops sending requests (main.ts). */
    lifecycle: { draining: boolean };
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Already migrated. The app does not close it: whoever created it does (main.ts, tests). */
  db: Database;
  logger?: Logger;
}

/** HTTPS_CERT / HTTPS_KEY, read at start: a missing or unreadable file stops the server with its name. */
function readCertificate(files: NonNullable<Config["https"]>) {
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      throw new Error(`Invalid configuration:\n  ${name}: cannot read ${path} (${(error as Error).message})`);
    }
  };
  return { cert: read("HTTPS_CERT", files.certFile), key: read("HTTPS_KEY", files.keyFile) };
}

/**
 * The whole server as a Fastify instance, not yet listening (tests use app.inject). Cross-cutting plugins
 * first, in the order their hooks must run, then the API modules.
 */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions & { https?: { cert: Buffer; key: Buffer } } = {
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    // Large enough for any form or bulk status change; the OIDC provider reads its own bodies.
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  };
  if (config.https) options.https = readCertificate(config.https);
  // An HTTPS server has the same API as the HTTP one the rest of the code is typed against.
  const app = Fastify(options as FastifyServerOptions) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("lifecycle", { draining: false });
  decoratePhotoStorage(app);
  schedulePhotoCleanup(app);
  scheduleCostWindows(app);

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(requestGuardsPlugin);
  await app.register(staticWebPlugin);
  await app.register(idempotencyPlugin);
  await app.register(sessionCachePlugin);
  await app.register(readRoutingPlugin);
  await app.register(jobsPlugin);
  // Last of the cross-cutting plugins: its onSend hook compresses what the others' hooks have seen as plain JSON.
  await app.register(compressionPlugin);

  await app.register(healthModule, { prefix: "/api/v1/health" });
  await app.register(authModule, { prefix: "/api/v1/auth" });
  if (config.demoMode) {
    // Loaded only when no real issuer is configured: oidc-provider is the demo's, and warns as it loads.
    const { demoIdentityProvider } = await import("./modules/auth/demo-provider.js");
    await app.register(demoIdentityProvider);
  }
  await app.register(usersModule, { prefix: "/api/v1/users" });
  await app.register(organizationModule, { prefix: "/api/v1/organization" });
  await app.register(assignmentsModule, { prefix: "/api/v1/equipment/assignments" });
  await app.register(equipmentModule, { prefix: "/api/v1/equipment" });
  await app.register(maintenancePlansModule, { prefix: "/api/v1/equipment" });
  await app.register(workOrdersModule, { prefix: "/api/v1/work-orders" });
  await app.register(maintenanceModule, { prefix: "/api/v1/maintenance" });
  await app.register(inspectionsModule, { prefix: "/api/v1/inspections" });
  await app.register(reportsModule, { prefix: "/api/v1/reports" });
  await app.register(devToolsModule, { prefix: "/api/dev" });
  await app.register(fieldSupervisorModule, { prefix: "/api/v1/field-supervisor" });
  await app.register(photosModule, { prefix: "/api/v1" });
  await app.register(partsModule, { prefix: "/api/v1" });
  await app.register(labourModule, { prefix: "/api/v1" });
  await app.register(metersModule, { prefix: "/api/v1" });
  await app.register(costsModule, { prefix: "/api/v1" });
  await app.register(defectsModule, { prefix: "/api/v1" });
  await app.register(checklistsModule, { prefix: "/api/v1" });
  await app.register(recordsModule, { prefix: "/api/v1" });
  await app.register(periodicInspectionsModule, { prefix: "/api/v1/periodic-inspections" });
  await app.register(notificationsModule, { prefix: "/api/v1/notifications" });
  await app.register(liveModule, { prefix: "/api/v1/live" });
  await app.register(webhooksModule, { prefix: "/api/v1/webhooks" });
  await app.register(telematicsModule, { prefix: "/api/v1/telematics" });
  await app.register(machineAlertsModule, { prefix: "/api/v1" });
  return app;
}
