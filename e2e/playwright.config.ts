import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium-flags.js";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_HOOK_PORT, E2E_PORT, E2E_SMTP_PORT } from "./support/environment.js";

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "tests",
  outputDir: ".tmp/test-results",
  fullyParallel: true,
  workers: 2,
  // One retry everywhere (npm test is CI's command, whether or not CI is set): a test that passes only on its
  // retry is listed as flaky in the report, to be looked at, instead of failing a run on a loaded machine.
  retries: 1,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      testMatch: /.*\.phone\.spec\.ts/,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node support/run-server.mjs",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    url: `${E2E_BASE_URL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      // As a fresh `npm start`: no PUBLIC_URL, so every address of the machine works (tests/first-run.spec.ts).
      PUBLIC_URL: "",
      LOG_LEVEL: "warn",
      // Every browser test signs in from this one address; real users come from many.
      AUTH_RATE_LIMIT: "1000",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      // Email notifications on (docs/decisions/037): a local SMTP server run-server.mjs starts.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: "Maintenance Nexus <alerts@e2e.example>",
      // Webhooks (docs/decisions/038) may reach the local receiver run-server.mjs starts on this port.
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
      E2E_HOOK_PORT: String(E2E_HOOK_PORT),
    },
  },
});
