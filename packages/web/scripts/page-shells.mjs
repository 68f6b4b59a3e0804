// Writes dist/shells/<path>.html for each signed-in page of the page registry (src/app/pages.ts): the built
// index.html with the signed-in layout's and the page's own chunks preloaded, its dialogs' files listed
// (chunk-preloads.mjs), and the stored session's schema, which the app loads at start whenever a session is stored
// (src/lib/auth/auth-store.ts). The server sends
// it for that path (plugins/static-web.ts); any other path keeps index.html. Runs after prerender-login.mjs
// (login.html is made from the plain index.html), before the files are compressed. It also lists the pages in
// dist/.vite/pages.json, for the page-weight check (page-weight.mjs), which reads the build only.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { chunkPreloads, laterChunks } from "./chunk-preloads.mjs";
import { LAYOUT, PAGE_LIST, SESSION_ANSWERS } from "./page-weight.mjs";
import { shellsFor } from "./shell-files.mjs";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");

// The registry is TypeScript that imports @mnx/domain and writes its titles with Lingui's msg macro: Vite's module
// runner loads it from the source, through the app's macros (build/lingui-macros.ts).
const { module: macros } = await runnerImport(join(web, "build", "lingui-macros.ts"));
const { module: registry } = await runnerImport(join(web, "src/app/pages.ts"), {
  configFile: false,
  logLevel: "warn",
  plugins: [macros.linguiMacros()],
  resolve: { alias: { "@mnx/domain": join(web, "../domain/src/index.ts") } },
});

const index = readFileSync(join(dist, "index.html"), "utf8");
const shells = shellsFor(registry.SIGNED_IN_PAGES);
for (const { route, file } of shells) {
  const keys = [SESSION_ANSWERS, LAYOUT, `src/routes/${route}/route.tsx`];
  const preloads = chunkPreloads(dist, index, keys) + laterChunks(dist, keys);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), index.replace("</head>", `${preloads}</head>`));
}
writeFileSync(join(dist, PAGE_LIST), JSON.stringify(shells.map(({ path, route }) => ({ path, route }))));
console.log(`wrote ${shells.length} page shells with their chunks preloaded`);
