import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// @mnx/domain is used from its TypeScript source, so tests need no build of it.
const domainSource = fileURLToPath(new URL("../domain/src/index.ts", import.meta.url));
const domainFile = (path: string) => fileURLToPath(new URL(`../domain/src/${path}`, import.meta.url));

// The tests that start server processes (two servers side by side, SIGKILL under writes, PostgreSQL stopped)
// take over a minute on a busy machine: `npm run test:processes` (TEST_PROCESSES=1), not `npm test`
// (docs/decisions/019).
const processTests = process.env.TEST_PROCESSES === "1";
// Three servers behind HAProxy (docs/decisions/045): `npm run test:topology` (TEST_TOPOLOGY=1), PostgreSQL only.
const topologyTests = process.env.TEST_TOPOLOGY === "1";
const SEPARATE = ["test/processes/**", "test/topology/**"];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@mnx\/domain$/, replacement: domainSource },
      { find: "@mnx/domain/i18n/es", replacement: domainFile("i18n/texts-es.ts") },
      { find: "@mnx/domain/i18n/fr-CA", replacement: domainFile("i18n/texts-fr-ca.ts") },
    ],
  },
  test: {
    include: processTests
      ? ["test/processes/**/*.test.ts"]
      : topologyTests
        ? ["test/topology/**/*.test.ts"]
        : ["test/**/*.test.ts"],
    exclude:
      processTests || topologyTests ? configDefaults.exclude : [...configDefaults.exclude, ...SEPARATE],
    // One database per run (prepared in globalSetup), files one after another: PGlite is memory-hungry.
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/close-database-after-file.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
