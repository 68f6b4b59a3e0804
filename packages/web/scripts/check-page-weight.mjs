// `npm run test:size`: fails when a page's initial JavaScript passes its budget of bytes or of files
// (scripts/page-budgets.mjs), or when a page of the registry has none. Bytes are stable from build to build; no time is measured.
// It also fails when two chunks import each other: in such a cycle one chunk runs before the values it reads from
// the other exist (the reports page failed so, build/first-chunks.ts).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PAGE_JS_BUDGETS_KB, PAGE_JS_FILE_BUDGETS } from "./page-budgets.mjs";
import { initialJavaScript, pagesOf } from "./page-weight.mjs";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const over = [];
for (const page of Object.keys(pagesOf(dist))) {
  const js = initialJavaScript(dist, page);
  const budget = PAGE_JS_BUDGETS_KB[page];
  const fileBudget = PAGE_JS_FILE_BUDGETS[page];
  console.log(
    `${page.padEnd(28)} ${kb(js.gzip).padStart(9)} gzip ${kb(js.brotli).padStart(9)} brotli  (${js.files.length} files)  budget ${budget ?? "none"} KB, ${fileBudget ?? "no"} files`,
  );
  if (budget === undefined || fileBudget === undefined) {
    over.push(`${page} has no budget in packages/web/scripts/page-budgets.mjs.`);
  } else if (js.gzip > budget * 1024) {
    over.push(`${page} sends ${kb(js.gzip)} of JavaScript (gzip), over its budget of ${budget} KB.`);
  } else if (js.files.length > fileBudget) {
    over.push(`${page} loads ${js.files.length} JavaScript files first, over its budget of ${fileBudget}.`);
  }
}
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8"));
for (const [key, chunk] of Object.entries(manifest)) {
  for (const imported of chunk.imports ?? []) {
    if (key < imported && manifest[imported]?.imports?.includes(key))
      over.push(`${chunk.file} and ${manifest[imported].file} import each other (build/first-chunks.ts).`);
  }
}
for (const message of over) console.error(message);
if (over.length > 0) process.exitCode = 1;
else console.log("Every page is within its budget.");
