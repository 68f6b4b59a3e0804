import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import fastifyStatic, { type SetHeadersResponse } from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./errors.js";
import { globalPlugin } from "./global-plugin.js";

const NOT_BUILT = "Web app not built: run npm run build";

/** Paths the web app never owns: the API and the built-in identity provider answer their own 404s. */
const isServerPath = (path: string) => /^\/(api|oidc|demo-sign-in)(\/|$)/.test(path);

/**
 * Hashed build output is immutable; everything else (index.html, sw.js, manifest) is revalidated. Every file
 * may be answered brotli, gzip or as it is by the request's Accept-Encoding, so caches must key on it
 * (@fastify/static 9 does not say so itself).
 */
function cacheHeaders(root: string) {
  return (response: SetHeadersResponse, filePath: string) => {
    const hashed = relative(root, filePath).split(sep)[0] === "assets";
    response.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    response.setHeader("vary", "accept-encoding");
  };
}

async function fileInside(root: string, urlPath: string): Promise<string | undefined> {
  const absolute = resolve(root, `.${urlPath}`);
  if (absolute !== root && !absolute.startsWith(root + sep)) return undefined;
  const info = await stat(absolute).catch(() => undefined);
  return info?.isFile() ? relative(root, absolute) : undefined;
}

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
}

/**
 * The HTML a client-side route starts from: /login has its screen prerendered into login.html; a signed-in page
 * has shells/<path>.html, index.html with its own chunks preloaded (packages/web/scripts/page-shells.mjs). A page
 * with a parameter (/equipment/:id) has its shell at shells/equipment/_.html: the last segment, whatever it is,
 * falls back to '_' when no page of its own has that path (/equipment/assignments).
 */
function pageShell(root: string, path: string): string {
  const page = path.replace(/\/+$/, "");
  if (page === "/login" && existsSync(join(root, "login.html"))) return "login.html";
  const shell = `shells${page}.html`;
  if (/^(\/[a-z-]+){1,2}$/.test(page) && existsSync(join(root, shell))) return shell;
  const parent = /^((?:\/[a-z-]+){1,2})\/[^/]+$/.exec(page)?.[1];
  const withParameter = `shells${parent}/_.html`;
  return parent && existsSync(join(root, withParameter)) ? withParameter : "index.html";
}

/**
 * Serves the built web app (config.webDist) from the same port as the API: existing files as they are
 * (compressed at build time), any other GET (a client-side route such as /work-orders or /auth/callback) gets
 * index.html (or the page's own shell, see pageShell).
 */
export const staticWebPlugin = globalPlugin("static-web", async (app: FastifyInstance) => {
  const root = resolve(app.config.webDist);
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      // The build writes file.br and file.gz beside each text file (packages/web/scripts/compress-dist.mjs):
      // brotli, else gzip, by the request's Accept-Encoding, else the file itself; always `Vary: Accept-Encoding`.
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(root),
    });
  }

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = decodedPath(request.url);
    if (path === undefined || isServerPath(path)) return sendNotFound(request, reply);
    if (!existsSync(join(root, "index.html"))) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(NOT_BUILT);
    }
    const file = path.split("/").some((part) => part.startsWith("."))
      ? undefined
      : await fileInside(root, path);
    if (file) return reply.sendFile(file);
    // A missing hashed file (an old tab after a deploy) must not receive HTML in place of JavaScript.
    if (path.startsWith("/assets/"))
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return reply.sendFile(pageShell(root, path));
  });
});
