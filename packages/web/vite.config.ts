import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// From the source: the config is loaded before (and without) a build of @mnx/domain, as `npm run dev` does.
import { THEME_BOOT_SCRIPT } from "../domain/src/theme.js";
import { firstChunkOf, firstChunksPlugin } from "./build/first-chunks.js";
import { linguiMacros } from "./build/lingui-macros.js";
import pkg from "./package.json" with { type: "json" };

const API_TARGET = "http://localhost:3001";
const THEME_COLOR = "#0f172a";
const THEME_BOOT_PLACEHOLDER = "<!-- theme before the first paint -->";

/** Writes the domain's theme script where index.html asks for it; the server allows it by its hash (CSP). */
const themeBeforeFirstPaint: Plugin = {
  name: "mnx-theme-before-first-paint",
  transformIndexHtml(html) {
    if (!html.includes(THEME_BOOT_PLACEHOLDER)) throw new Error(`index.html lacks ${THEME_BOOT_PLACEHOLDER}`);
    return html.replace(THEME_BOOT_PLACEHOLDER, `<script>${THEME_BOOT_SCRIPT}</script>`);
  },
};

const config: UserConfig = {
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { conditions: ["source", ...defaultClientConditions] },
  plugins: [
    firstChunksPlugin(),
    themeBeforeFirstPaint,
    linguiMacros(),
    lingui({ failOnCompileError: true }),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: "prompt",
      injectRegister: false, // registered from app code (src/app/register-service-worker.ts): no inline script
      strategies: "generateSW",
      filename: "sw.js",
      manifestFilename: "manifest.webmanifest",
      includeAssets: ["icons/favicon-32.png", "icons/apple-touch-icon.png"],
      manifest: {
        name: "Maintenance Nexus",
        short_name: "Nexus",
        description: "Field-first equipment maintenance for heavy-equipment and construction fleets.",
        theme_color: THEME_COLOR,
        background_color: THEME_COLOR,
        display: "standalone",
        orientation: "any",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell only; API data lives in the persisted query cache, never in the service worker.
        globPatterns: ["**/*.{js,css,html,png,svg,webmanifest}"],
        navigateFallback: "/index.html",
        // Pages the server renders itself: the API, the OIDC provider and its demo sign-in pages.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/oidc(\/|$)/, /^\/demo-sign-in(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // Web Push: showing a push and opening its screen when tapped (public/push-handler.js).
        importScripts: ["/push-handler.js"],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { "/api": API_TARGET, "/oidc": API_TARGET },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    sourcemap: true,
    // .vite/manifest.json: which chunks each page loads first (scripts/page-weight.mjs measures them).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their own chunk stays cached across releases.
        // Everything else splits by page, so /login never downloads the forms' libraries (zod, react-hook-form).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // What the app's entry loads statically: one chunk beside the entry, not one per sharing pattern.
            { name: "app", tags: ["$initial"], priority: 1 },
            // A signed-in page's first screen in a few chunks (build/first-chunks.ts).
            {
              debugName: "first-chunks",
              name: (id) => firstChunkOf.get(id) ?? null,
              test: (id) => firstChunkOf.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
};

// `npm start` builds before it serves: a build says only what went wrong (warnings, errors) unless
// BUILD_VERBOSE=1 asks for vite's full report (every chunk and its size). The dev server keeps its own output.
export default defineConfig(({ command }) => ({
  ...config,
  logLevel: command === "build" && process.env.BUILD_VERBOSE !== "1" ? "warn" : "info",
}));
