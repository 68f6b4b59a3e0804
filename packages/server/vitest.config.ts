import { defineConfig } from "vitest/config";

// @mnx/domain resolves to its TypeScript source (the "source" export condition), no build needed.
const conditions = ["source", "module", "node", "development|production"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
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
