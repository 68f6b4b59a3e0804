import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The local SMTP server support/run-server.mjs starts beside the server: it takes the mail and keeps none. */
export const E2E_SMTP_PORT = E2E_PORT + 25;
/** The local webhook receiver support/run-server.mjs starts: answers 204 to every POST (WEBHOOK_ALLOWED_HOSTS). */
export const E2E_HOOK_PORT = E2E_PORT + 80;
export const E2E_HOOK_URL = `http://127.0.0.1:${E2E_HOOK_PORT}`;

/**
 * A fresh embedded database per run (support/run-server.mjs removes it): the config module is loaded by the
 * runner and by every worker, so the folder name is fixed once through a variable the workers inherit.
 */
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
export const E2E_TMP_DIR = resolve(here, "..", ".tmp");
export const E2E_DATA_DIR = resolve(E2E_TMP_DIR, `data-${process.env.E2E_RUN_ID}`);
mkdirSync(E2E_TMP_DIR, { recursive: true });
