import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { createDatabase } from "./db/create-database.js";
import { migrate } from "./db/migrate.js";
import { seedDemo } from "./db/seed.js";
import { createLogger } from "./logger.js";
import { purgeExpiredKeys } from "./plugins/idempotency-repository.js";

const SHUTDOWN_TIMEOUT_MS = 10_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const logger = createLogger(config);
const db = await createDatabase(config);
const applied = await migrate(db);
if (applied.length) logger.info({ applied }, "database migrated");
if (config.seedDemo) {
  const seeded = await seedDemo(db);
  if (seeded.length) logger.info({ seeded }, "demo data seeded");
}
await purgeExpiredKeys(db);

const app = await buildApp({ config, db, logger });
await app.listen({ port: config.port, host: config.host });
logger.info(
  `Maintenance Nexus on ${config.publicUrl} (database: ${db.kind}, sign-in: ${config.demoMode ? "demo identity provider" : config.oidc?.issuer})`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const hardStop = setTimeout(() => {
    logger.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  hardStop.unref();
  try {
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
