import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of the web app's pure logic, in Node. @mnx/domain is used from its TypeScript source, so the tests
// need no build of it (as in packages/server).
const domainSource = fileURLToPath(new URL("../domain/src/index.ts", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@mnx/domain": domainSource } },
  test: { include: ["src/**/*.test.ts"] },
});
