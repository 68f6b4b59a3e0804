import { writeSync } from "node:fs";
import { buildApp } from "./app.js";
import { type Config, loadConfig } from "./config.js";
import { createDatabase } from "./db/create-database.js";
import { migrate } from "./db/migrate.js";
import { seedDemo } from "./db/seed.js";
import { createLogger, logFormat } from "./logger.js";
import { addressesToOpen } from "./modules/auth/request-origin.js";
import { purgeExpiredKeys } from "./plugins/idempotency-repository.js";
import { startBanner } from "./start-banner.js";

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

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config, db, logger });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await db.close();
  process.exit(1);
}
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const addresses = whereToOpen(config, typeof address === "object" && address ? address.port : config.port);
if (logFormat(config) === "pretty") {
  // For a person at a terminal: a banner, after the log lines (the readable logger writes synchronously too).
  writeSync(process.stdout.fd, startBanner(config, addresses));
} else {
  logger.info(
    { addresses },
    `Maintenance Nexus is running (database: ${db.kind}, sign-in: ${config.demoMode ? "demo identity provider" : config.oidc?.issuer}). Open it at:\n${addresses.map((url) => `  ${url}`).join("\n")}`,
  );
}

/**
 * PUBLIC_URL when set (or with a real issuer, whose redirect URI is that one address); else every address of
 * this machine the server listens on: localhost on this computer, the network ones from a phone.
 */
function whereToOpen(config: Config, port: number): string[] {
  return config.originFromRequest ? addressesToOpen(config, port) : [config.publicUrl];
}

let stopping = false;
/**
 * A graceful stop (docs/decisions/045): on SIGTERM the server first drains (SHUTDOWN_DRAIN_MS: still serving,
 * /health answering 503 so a load balancer takes it out of rotation), then stops listening, finishes the
 * requests in flight and ends the live streams (app.close), closes its pools and exits 0; past
 * SHUTDOWN_TIMEOUT_MS more it exits 1. Ctrl-C (SIGINT) does not drain.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
  logger.info({ signal, drainMs }, "shutting down");
  app.lifecycle.draining = true;
  const hardStop = setTimeout(() => {
    logger.error(`shutdown took longer than ${(drainMs + SHUTDOWN_TIMEOUT_MS) / 1000} s; exiting`);
    process.exit(1);
  }, drainMs + SHUTDOWN_TIMEOUT_MS);
  hardStop.unref();
  try {
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
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
