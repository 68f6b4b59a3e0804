// temporary (not committed): CPU profile of a signed-in first visit, self time by script and by function
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium-flags.js";
import { startServer } from "./server-process.js";
import { demoSession } from "./sign-in.js";

const port = Number(process.env.PORT ?? 3252);
const [path, email] = [process.argv[2] ?? "/operator-dashboard", process.argv[3] ?? "operator@summitridge.example"];
const external = process.env.URL;
const server = external ? null : await startServer(port, join(mkdtempSync(join(tmpdir(), "mnx-prof-")), "data"));
const base = external ?? server!.url;
try {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
    const ctx = await browser.createBrowserContext();
    const s = await demoSession(base, email);
    const page = await ctx.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${base}/api/v1/health`);
    await page.evaluate((v) => localStorage.setItem("maintenance-nexus-auth", v), JSON.stringify({ user: s.user, organization: s.organization, tokens: { accessToken: s.accessToken, refreshToken: s.refreshToken, expiresIn: s.expiresIn, issuedAt: Date.now() } }));
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${base}${path}`, { waitUntil: "networkidle0" });
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
    writeFileSync(`/tmp/lh25d/profile-${run}.cpuprofile`, JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const byUrl = new Map<string, number>();
    const byFn = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const n = byId.get(id)!;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const url = n.callFrame.url.split("/").pop() || `(${n.callFrame.functionName || "program"})`;
      byUrl.set(url, (byUrl.get(url) ?? 0) + dt);
      const fn = `${n.callFrame.functionName || "(anon)"} ${url}:${n.callFrame.lineNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
    });
    const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${v.toFixed(1).padStart(7)} ${n}`).join("\n");
    console.log(`run ${run}: self time by script (ms, 4x throttled)\n${top(byUrl, 15)}\nby function\n${top(byFn, 25)}`);
    await ctx.close();
  }
  await browser.close();
} finally {
  await server?.stop();
}
