// `<link rel="modulepreload">` tags for lazy chunks a page needs at once, so the browser fetches them with the entry
// instead of after the entry has run: one round trip less before the page can draw.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Tags for the chunks of `keys` (build-manifest keys) and all they import statically, minus those `html` loads. */
export function chunkPreloads(dist, html, keys) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files]
    .filter((file) => file.endsWith(".js") && !html.includes(`/${file}`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}
