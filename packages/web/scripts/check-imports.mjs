// The web app's layers (docs/architecture.md): a feature imports only lib/, components/, @mnx/domain and its own
// files, never another feature, a page (routes/) or the app shell; lib/ and components/ import no feature, page
// or app code. Run by `npm run lint`; exits 1 and names each import that crosses a line.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/** What `file` (a path under src/, with / separators) may import from: a list of src/ prefixes. */
function allowedFor(file) {
  const [top, name] = file.split("/");
  if (top === "features") return ["lib/", "components/", `features/${name}/`];
  if (top === "lib") return ["lib/"];
  if (top === "components") return ["lib/", "components/"];
  return null; // app/ and routes/ compose everything
}

/** Each import in `sources` ({path under src: text}) that crosses a layer, as 'from -> to'. */
export function layerViolations(sources) {
  const violations = [];
  for (const [file, text] of Object.entries(sources)) {
    const allowed = allowedFor(file);
    if (!allowed) continue;
    for (const match of text.matchAll(IMPORT)) {
      const target = join(dirname(file), match[1]).split(sep).join("/");
      if (!allowed.some((prefix) => `${target}/`.startsWith(prefix) || target.startsWith(prefix))) {
        violations.push(`${file} -> ${target}`);
      }
    }
  }
  return violations;
}

function readSources(src) {
  const sources = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name))
        sources[relative(src, path).split(sep).join("/")] = readFileSync(path, "utf8");
    }
  };
  walk(src);
  return sources;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = layerViolations(readSources(fileURLToPath(new URL("../src", import.meta.url))));
  if (violations.length > 0) {
    console.error(
      "Imports that cross the web app's layers (a feature imports only lib/, components/ and itself):",
    );
    for (const violation of violations) console.error(`  ${violation}`);
    process.exitCode = 1;
  } else {
    console.log("web layers: no feature imports another feature, a page or the app shell");
  }
}
