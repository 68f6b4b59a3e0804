// What a page shell tells the browser about the page's lazy chunks (scripts/page-shells.mjs):
// - `<link rel="modulepreload">` tags for the chunks the page needs at once, so the browser fetches them with the
//   entry instead of after the entry has run: one round trip less before the page can draw;
// - the files of the dialogs and panels the page loads later (its chunks' own dynamic imports), which the app
//   fetches without running them once the page has drawn, so they open offline on a first visit
//   (src/lib/load-once.ts).
import { readManifest, withStaticImports } from "./page-weight.mjs";

/** Tags for the chunks of `keys` (build-manifest keys) and all they import statically, minus those `html` loads. */
export function chunkPreloads(dist, html, keys) {
  return withStaticImports(readManifest(dist), keys)
    .filter((file) => file.endsWith(".js") && !html.includes(`/${file}`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}

/** The meta tag listing the files of the dynamic imports of `keys`' chunks (not the entry's: its routes and catalogues). */
export function laterChunks(dist, keys) {
  const manifest = readManifest(dist);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entry = withStaticImports(manifest, ["index.html"]);
  const page = withStaticImports(manifest, keys).filter((file) => !entry.includes(file));
  const later = new Set(page.flatMap((file) => manifest[byFile.get(file)]?.dynamicImports ?? []));
  for (const key of manifest["index.html"].dynamicImports ?? []) later.delete(key);
  const files = withStaticImports(manifest, [...later]).filter(
    (file) => file.endsWith(".js") && !entry.includes(file) && !page.includes(file),
  );
  return `<meta name="later-chunks" content="${files.map((file) => `/${file}`).join(" ")}">`;
}
