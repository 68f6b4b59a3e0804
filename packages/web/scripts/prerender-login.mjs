// Writes dist/login.html: the built index.html with the login screen already in #root, rendered by React on the
// server side of a throw-away build (src/routes/login/prerender.tsx). The server sends it for /login; every
// other path keeps index.html. Runs after `vite build`, before the files are compressed.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { build, defaultServerConditions, runnerImport } from "vite";
import { chunkPreloads } from "./chunk-preloads.mjs";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");
// Inside the package, so the bundle's imports of React and the router resolve from its node_modules.
const outDir = join(web, "node_modules", ".prerender-login");
const ROOT = '<div id="root"></div>';
// The app's own Lingui macros (English compiled into the code), a TypeScript module: loaded through Vite.
const { module: macros } = await runnerImport(join(web, "build", "lingui-macros.ts"));

try {
  await build({
    configFile: false,
    root: web,
    logLevel: "warn",
    plugins: [macros.linguiMacros(), lingui(), react()],
    define: { __APP_VERSION__: JSON.stringify("prerender") },
    ssr: { resolve: { conditions: ["source", ...defaultServerConditions] }, noExternal: ["@mnx/domain"] },
    build: { ssr: "src/routes/login/prerender.tsx", outDir, emptyOutDir: true, minify: false },
  });
  const { renderLoginScreen } = await import(pathToFileURL(join(outDir, "prerender.js")).href);
  const index = readFileSync(join(dist, "index.html"), "utf8");
  if (!index.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  // React puts its resource hints (the logo's preload) first; they belong in <head>, outside what it hydrates.
  const markup = renderLoginScreen();
  const hints = markup.match(/^(<link [^>]*\/>)*/)[0];
  const page = index
    .replace("</head>", `${hints}${chunkPreloads(dist, index, ["src/routes/login/route.tsx"])}</head>`)
    .replace(ROOT, `<div id="root">${markup.slice(hints.length)}</div>`);
  writeFileSync(join(dist, "login.html"), page);
  console.log("prerendered the login screen into dist/login.html");
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
