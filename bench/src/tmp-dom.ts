// temporary (not committed): prints the #root markup of a signed-in page at several moments
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium-flags.js";
import { startServer } from "./server-process.js";
import { demoSession } from "./sign-in.js";

const port = 3252;
const server = await startServer(port, join(mkdtempSync(join(tmpdir(), "mnx-dom-")), "data"));
try {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  for (const [path, email] of [
    ["/operator-dashboard", "operator@summitridge.example"],
    ["/mechanic-dashboard", "mechanic@summitridge.example"],
    ["/mechanic-dashboard", "shop.foreman@summitridge.example"],
    ["/field-supervisor-dashboard", "field.supervisor@summitridge.example"],
  ]) {
    const s = await demoSession(server.url, email);
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${server.url}/api/v1/health`);
    await page.evaluate((v) => localStorage.setItem("maintenance-nexus-auth", v), JSON.stringify({ user: s.user, organization: s.organization, tokens: { accessToken: s.accessToken, refreshToken: s.refreshToken, expiresIn: s.expiresIn, issuedAt: Date.now() } }));
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle0" });
    await new Promise((r) => setTimeout(r, 1500));
    const lcp = await page.evaluate(() => new Promise((resolve) => {
      const out: string[] = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) out.push(`${Math.round(e.startTime)}ms size=${e.size} ${e.element?.tagName} "${(e.element?.textContent ?? "").slice(0, 50)}"`);
      }).observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(() => resolve(out), 200);
    }));
    console.log(lcp);
    const html = await page.evaluate(() => document.getElementById("root")?.innerHTML ?? "");
    const name = email.split("@")[0];
    (await import("node:fs")).writeFileSync(`/tmp/lh25d/dom-${name}.html`, html);
    await page.screenshot({ path: `/tmp/lh25d/dom-${name}.png` });
    console.log(path, email, html.length);
    await page.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
