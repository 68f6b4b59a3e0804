// The benchmarks' own packages (Lighthouse, Puppeteer, chrome-launcher, autocannon: about 200 MB) are not part of
// the root `npm ci`. Every `npm run bench*` at the root calls this first: it installs them from
// bench/package-lock.json when they are missing or older than that lock file.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bench = fileURLToPath(new URL(".", import.meta.url));
const installed = `${bench}node_modules/.package-lock.json`;
const locked = `${bench}package-lock.json`;

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(locked).mtimeMs) {
  console.log("Installing the benchmarks' packages (npm ci in bench/)...");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: bench, stdio: "inherit" });
}
