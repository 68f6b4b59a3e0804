// `npm run bench:web`: builds everything, serves the production build on BENCH_PORT (a fresh
// embedded database), and reports each page's initial JavaScript (gzip and brotli bytes on the wire) and
// Lighthouse 12 mobile figures for /login and signed-in dashboards. Reports figures; asserts nothing.
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { initialJavaScript, pagesOf } from "../../packages/web/scripts/page-weight.mjs";
import { type LighthouseVisits, lighthouseRun } from "./lighthouse-run.js";
import { startServer } from "./server-process.js";
import { demoSession } from "./sign-in.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = join(root, "packages/web/dist");
const port = Number(process.env.BENCH_PORT ?? 3200);
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

if (process.env.BENCH_SKIP_BUILD !== "1") execSync("npm run build", { cwd: root, stdio: "ignore" });

const report: Record<string, unknown> = {};
report.initialJavaScriptKb = Object.fromEntries(
  Object.keys(pagesOf(dist)).map((page) => {
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
  // Every role's home dashboard (part 1, 2); BENCH_WEB_ONLY=operator,mechanic runs the named ones only.
  const dashboards = [
    ["operator", "/operator-dashboard", "operator@summitridge.example"],
    ["mechanic", "/mechanic-dashboard", "mechanic@summitridge.example"],
    ["shop foreman", "/mechanic-dashboard", "shop.foreman@summitridge.example"],
    ["field supervisor", "/field-supervisor-dashboard", "field.supervisor@summitridge.example"],
    ["fleet manager", "/dashboard", "fleet.manager@summitridge.example"],
    ["super admin", "/dashboard", "super.admin@summitridge.example"],
  ] as const;
  const only = process.env.BENCH_WEB_ONLY?.split(",");
  // BENCH_WEB_RUNS=3: each page audited three times (fresh profiles), the figures listed run by run.
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 1);
  const audit = async (run: () => Promise<LighthouseVisits>) => {
    if (runs <= 1) return run();
    const all: LighthouseVisits[] = [];
    for (let i = 0; i < runs; i++) all.push(await run());
    return all;
  };
  if (!only || only.includes("login"))
    lighthouse["/login"] = await audit(() => lighthouseRun(`${server.url}/login`));
  for (const [role, path, email] of dashboards) {
    if (only && !only.some((name) => role.startsWith(name))) continue;
    lighthouse[`${path} (${role})`] = await audit(async () =>
      lighthouseRun(`${server.url}${path}`, await demoSession(server.url, email)),
    );
  }
  report.lighthouse = lighthouse;
} finally {
  await server.stop();
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
}

console.log(JSON.stringify(report, null, 2));
