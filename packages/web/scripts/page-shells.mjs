// Writes dist/shells/<path>.html for each signed-in page: the built index.html with the signed-in layout's and the
// page's own chunks preloaded (chunk-preloads.mjs). The server sends it for that path (plugins/static-web.ts);
// any other path keeps index.html. Runs after prerender-login.mjs (login.html is made from the plain index.html),
// before the files are compressed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chunkPreloads } from "./chunk-preloads.mjs";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const LAYOUT = "src/app/layout/app-layout.tsx";

/** Signed-in paths and the route folder each one loads (src/app/router.tsx). */
const SIGNED_IN_PAGES = {
  "/dashboard": "dashboard",
  "/operator-dashboard": "operator-dashboard",
  "/mechanic-dashboard": "mechanic-dashboard",
  "/field-supervisor-dashboard": "field-supervisor-dashboard",
  "/equipment": "equipment",
  "/equipment/assignments": "equipment-assignments",
  "/work-orders": "work-orders",
  "/tasks": "tasks",
  "/reports": "reports",
  "/users": "users",
  "/dev/api-explorer": "api-explorer",
  "/dev/database-tools": "database-tools",
};

const index = readFileSync(join(dist, "index.html"), "utf8");
for (const [path, folder] of Object.entries(SIGNED_IN_PAGES)) {
  const preloads = chunkPreloads(dist, index, [LAYOUT, `src/routes/${folder}/route.tsx`]);
  const file = join(dist, "shells", `${path}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, index.replace("</head>", `${preloads}</head>`));
}
console.log(`wrote ${Object.keys(SIGNED_IN_PAGES).length} page shells with their chunks preloaded`);
