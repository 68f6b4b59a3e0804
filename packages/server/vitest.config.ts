import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// @mnx/domain is used from its TypeScript source, so tests need no build of it.
const domainSource = fileURLToPath(new URL("../domain/src/index.ts", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@mnx/domain": domainSource } },
  test: {
    include: ["test/**/*.test.ts"],
    // One database per run (prepared in globalSetup), files one after another: PGlite is memory-hungry.
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/close-database-after-file.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
