import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "../../src/app.js";
import { type Config, loadConfig } from "../../src/config.js";
import type { Database } from "../../src/db/database.js";
import { testDatabase } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Closes the app; the file's database stays open for the next app and closes after the file. */
  close: () => Promise<void>;
}

/**
 * Demo mode, silent logs, a web folder that does not exist; `overrides` change any setting. The sign-in rate
 * limit and the photo quotas are counted in the database, shared by every app of the run: set far above what
 * the tests call (test/photos/photo-quota.test.ts checks the real defaults).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    PORT: "3000",
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent/mnx-web-dist",
    SEED_DEMO: "false",
    AUTH_RATE_LIMIT: "100000",
    USER_ADD_RATE_LIMIT: "100000",
    PHOTO_UPLOADS_PER_HOUR: "100000",
    PHOTO_UPLOADS_PER_HOUR_ORGANIZATION: "100000",
    PHOTO_UNATTACHED_MAX: "100000",
    PHOTO_UNATTACHED_MAX_ORGANIZATION: "100000",
    // Photo files of the run's tests, never the project's own .data folder.
    PHOTO_DIR: join(tmpdir(), `mnx-test-photos-${process.pid}`),
  });
  return { ...base, ...overrides };
}

/**
 * The real app on the run's database (migrated and seeded by globalSetup), driven with app.inject. Routes
 * may still be added before the first inject.
 */
export async function createTestApp(overrides: Partial<Config> = {}, logger?: pino.Logger): Promise<TestApp> {
  const db = await testDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, db, logger: logger ?? pino({ level: "silent" }) });
  return { app, db, close: () => app.close() };
}

/** `[pglite]` or `[postgres]`, for describe names: the output shows which engine each suite ran on. */
export const onEngine = (name: string) => `${name} [${process.env.TEST_DB ?? "pglite"}]`;
