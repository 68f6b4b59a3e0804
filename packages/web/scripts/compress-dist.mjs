// Writes file.br and file.gz beside every text file of the built app (JS, CSS, HTML, the manifest, the service
// worker, SVG), once, at build time, so the server sends them by content negotiation (@fastify/static
// preCompressed) without compressing on each request. Source maps are left alone (developers' tools only).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|webmanifest|json|svg|txt)$/;
const dist = fileURLToPath(new URL("../dist", import.meta.url));

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file is not worth a header: the file goes as it is.
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count++;
}
console.log(`compressed ${count} files in ${dist} (brotli and gzip)`);
