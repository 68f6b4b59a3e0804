// `npm run bench:web`: builds everything, serves the production build on BENCH_PORT (a fresh
// embedded database), and reports each page's initial JavaScript (gzip and brotli bytes on the wire) and
// Lighthouse 12 mobile figures for /login and signed-in dashboards. Reports figures; asserts nothing.
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { initialJavaScript, PAGES } from "../../packages/web/scripts/page-weight.mjs";
import { lighthouseRun } from "./lighthouse-run.js";
import { startServer } from "./server-process.js";
import { demoSession } from "./sign-in.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = join(root, "packages/web/dist");
const port = Number(process.env.BENCH_PORT ?? 3200);
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

if (process.env.BENCH_SKIP_BUILD !== "1") execSync("npm run build", { cwd: root, stdio: "ignore" });

const report: Record<string, unknown> = {};
report.initialJavaScriptKb = Object.fromEntries(
  Object.keys(PAGES).map((page) => {
    const js = initialJavaScript(dist, page);
    return [page, { gzip: kb(js.gzip), brotli: kb(js.brotli), raw: kb(js.raw), files: js.files.length }];
  }),
);

const dataDir = join(mkdtempSync(join(tmpdir(), "mnx-bench-web-")), "data");
const server = await startServer(port, dataDir);
try {
  const login = await fetch(`${server.url}/login`, { headers: { "accept-encoding": "br, gzip" } });
  report.loginHtml = {
    contentEncoding: login.headers.get("content-encoding"),
    cacheControl: login.headers.get("cache-control"),
  };
  const lighthouse: Record<string, unknown> = {};
  lighthouse["/login"] = await lighthouseRun(`${server.url}/login`);
  const dashboards = [
    ["/dashboard", "fleet.manager@summitridge.example"],
    ["/operator-dashboard", "operator@summitridge.example"],
    ["/mechanic-dashboard", "shop.foreman@summitridge.example"],
  ] as const;
  for (const [path, email] of dashboards) {
    lighthouse[path] = await lighthouseRun(`${server.url}${path}`, await demoSession(server.url, email));
  }
  report.lighthouse = lighthouse;
} finally {
  await server.stop();
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
}

console.log(JSON.stringify(report, null, 2));
