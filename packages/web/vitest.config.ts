import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { linguiMacros } from "./build/lingui-macros.js";

// Unit tests of the web app's pure logic, in Node. @mnx/domain is used from its TypeScript source, so the tests
// need no build of it (as in packages/server).
const domainSource = fileURLToPath(new URL("../domain/src/index.ts", import.meta.url));

export default defineConfig({
  plugins: [linguiMacros(), lingui()],
  resolve: { alias: [{ find: /^@mnx\/domain$/, replacement: domainSource }], conditions: ["source"] },
  test: { include: ["src/**/*.test.ts"], setupFiles: ["./vitest.setup.ts"] },
});
