// `<link rel="modulepreload">` tags for lazy chunks a page needs at once, so the browser fetches them with the entry
// instead of after the entry has run: one round trip less before the page can draw.
import { readManifest, withStaticImports } from "./page-weight.mjs";

/** Tags for the chunks of `keys` (build-manifest keys) and all they import statically, minus those `html` loads. */
export function chunkPreloads(dist, html, keys) {
  return withStaticImports(readManifest(dist), keys)
    .filter((file) => file.endsWith(".js") && !html.includes(`/${file}`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}
