// `npm run bench:profile -- <role>` (operator, mechanic, shop, field, manager): what a dashboard's main thread
// spends its time on. Serves the production build on a fresh embedded database, signs in as the role, opens the
// dashboard in Chromium with its CPU four times slower (Lighthouse's mobile setting), records V8's CPU profile
// until the page is quiet, and prints the functions with the most self time and the scripts they came from.
// `BENCH_PROFILE_VISIT=repeat` profiles a second visit, once the service worker holds every chunk.
// Reports figures; asserts nothing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer, { type Protocol } from "puppeteer-core";
import { SourceMapConsumer } from "source-map-js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium-flags.js";
import { startServer } from "./server-process.js";
import { demoSession } from "./sign-in.js";

const dist = fileURLToPath(new URL("../../packages/web/dist", import.meta.url));
const maps = new Map<string, SourceMapConsumer | null>();
const DASHBOARDS: Record<string, [path: string, email: string]> = {
  operator: ["/operator-dashboard", "operator@summitridge.example"],
  mechanic: ["/mechanic-dashboard", "mechanic@summitridge.example"],
  shop: ["/mechanic-dashboard", "shop.foreman@summitridge.example"],
  field: ["/field-supervisor-dashboard", "field.supervisor@summitridge.example"],
  manager: ["/dashboard", "fleet.manager@summitridge.example"],
};
const role = process.argv[2] ?? "operator";
const dashboard = DASHBOARDS[role];
if (!dashboard) throw new Error(`unknown role ${role}: one of ${Object.keys(DASHBOARDS).join(", ")}`);
const [path, email] = dashboard;
const repeat = process.env.BENCH_PROFILE_VISIT === "repeat";

const dataDir = join(mkdtempSync(join(tmpdir(), "mnx-bench-profile-")), "data");
const server = await startServer(Number(process.env.BENCH_PORT ?? 3210), dataDir);
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless=new", ...CHROMIUM_FLAGS],
});
try {
  const session = await demoSession(server.url, email);
  const setup = await browser.newPage();
  await setup.goto(`${server.url}/api/v1/health`);
  await setup.evaluate(
    (value) => window.localStorage.setItem("maintenance-nexus-auth", value),
    JSON.stringify({
      user: session.user,
      organization: session.organization,
      tokens: { ...session, issuedAt: Date.now() },
    }),
  );
  if (repeat) {
    await setup.goto(`${server.url}${path}`, { waitUntil: "load" });
    await setup.evaluate(() => navigator.serviceWorker.ready);
  }
  await setup.close();

  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const started = Date.now();
  // Not 'network idle': a signed-in page keeps its live-updates stream open.
  await page.goto(`${server.url}${path}`, { waitUntil: "load", timeout: 120_000 });
  await new Promise((resolve) =>
    setTimeout(resolve, Number(process.env.BENCH_PROFILE_AFTER_LOAD_MS ?? 8000)),
  );
  const { profile } = await cdp.send("Profiler.stop");
  const paints = await page.evaluate(() =>
    performance.getEntriesByType("paint").map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`),
  );
  console.log(
    `${role} ${path} (${repeat ? "repeat" : "first"} visit, CPU 4x slower): ${Date.now() - started} ms`,
  );
  console.log(paints.join(", "));
  report(profile);
} finally {
  await browser.close();
  await server.stop();
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
}

/** Where a minified chunk's line and column came from (the build's source maps), else the chunk's own place. */
function original(script: string, line: number, column: number): string {
  if (!maps.has(script)) {
    const file = join(dist, `${script}.map`);
    maps.set(script, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  const place = maps.get(script)?.originalPositionFor({ line: line + 1, column });
  if (!place?.source) return `${script}:${line + 1}:${column + 1}`;
  const source = place.source.replace(/^(\.\.\/)+/, "").replace(/^node_modules\//, "");
  return `${place.name ?? ""} ${source}:${place.line}`;
}

/** Self time per function and per script, from the profile's samples. */
function report(profile: Protocol.Profiler.Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  // A browser function's time (appendChild, fetch...) is told by what called it.
  const byCaller = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const script = frame.url.replace(/^https?:\/\/[^/]+/, "") || "(native)";
    const name = `${frame.functionName || "(anonymous)"} ${original(script, frame.lineNumber, frame.columnNumber)}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const caller = nodes.get(parents.get(id) ?? -1)?.callFrame;
    if (script === "(native)" && caller?.url && ms >= 5) {
      const place = original(
        caller.url.replace(/^https?:\/\/[^/]+/, ""),
        caller.lineNumber,
        caller.columnNumber,
      );
      const key = `${frame.functionName} from ${caller.functionName || "(anonymous)"} ${place}`;
      byCaller.set(key, (byCaller.get(key) ?? 0) + ms);
    }
  }
  // Inclusive time: each sample counted once for every function on its stack.
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (!frame?.url) continue;
      const script = frame.url.replace(/^https?:\/\/[^/]+/, "");
      seen.add(
        `${frame.functionName || "(anonymous)"} ${original(script, frame.lineNumber, frame.columnNumber)}`,
      );
    }
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
  console.log("\nself time by script:");
  console.log(top(byScript, 15).join("\n"));
  console.log("\nbrowser functions by caller:");
  console.log(top(byCaller, 15).join("\n"));
  console.log("\ninclusive time by function:");
  console.log(top(inclusive, Number(process.env.BENCH_PROFILE_TOP ?? 40)).join("\n"));
  console.log("\ninclusive time, the app's own code:");
  const own = new Map([...inclusive].filter(([name]) => / (src|domain\/src)\//.test(name)));
  console.log(top(own, 30).join("\n"));
  console.log("\nself time by function:");
  console.log(top(byFunction, Number(process.env.BENCH_PROFILE_TOP ?? 40)).join("\n"));
}
