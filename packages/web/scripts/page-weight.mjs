// The JavaScript a page downloads before it can draw, read from the build's manifest (dist/.vite/manifest.json):
// the entry chunk and everything it imports statically, plus the page's own lazy chunks (for a signed-in page the
// stored session's schema, the signed-in layout and the route) and their static imports. Bytes are those on the wire: the .br and .gz files the build wrote.
// The pages are /login and every page of the registry (src/app/pages.ts), as the build listed them
// (scripts/page-shells.mjs writes dist/.vite/pages.json).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const LAYOUT = "src/app/layout/app-layout.tsx";
/** Loaded at start whenever a session is stored on the device (src/lib/auth/auth-store.ts): every signed-in page. */
export const SESSION_ANSWERS = "src/lib/auth/session-answers.ts";
const route = (name) => `src/routes/${name}/route.tsx`;

/** Where the build lists the registry's pages (`[{path, route}]`), for the scripts that read dist only. */
export const PAGE_LIST = join(".vite", "pages.json");

/** The lazy modules each page loads at once (src/app/router.tsx), by path: /login and the registry's pages. */
export function pagesOf(dist) {
  const path = join(dist, PAGE_LIST);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`);
  const registry = JSON.parse(readFileSync(path, "utf8"));
  return {
    "/login": [route("login")],
    ...Object.fromEntries(registry.map((page) => [page.path, [SESSION_ANSWERS, LAYOUT, route(page.route)]])),
  };
}

export function readManifest(dist) {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`);
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The chunk files of `keys` and of all they import statically (not their dynamic imports). */
export function withStaticImports(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

function wireBytes(dist, file) {
  const path = join(dist, file);
  const raw = readFileSync(path);
  const size = (suffix, compress) =>
    existsSync(path + suffix) ? statSync(path + suffix).size : compress(raw).length;
  return { raw: raw.length, gzip: size(".gz", gzipSync), brotli: size(".br", brotliCompressSync) };
}

/** The initial JavaScript of `page` (a key of pagesOf(dist)): its files and their raw, gzip and brotli bytes. */
export function initialJavaScript(dist, page) {
  const manifest = readManifest(dist);
  const lazy = pagesOf(dist)[page];
  if (!lazy) throw new Error(`unknown page ${page}`);
  const files = withStaticImports(manifest, ["index.html", ...lazy]).filter((file) => file.endsWith(".js"));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = wireBytes(dist, file);
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
    total.brotli += bytes.brotli;
  }
  return { page, files, ...total };
}
