import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../e2e/support/chromium-flags.js";
import type { DemoSession } from "./sign-in.js";

/** Where the web app keeps its session (packages/domain AUTH_STORAGE_KEY). */
const AUTH_STORAGE_KEY = "maintenance-nexus-auth";

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  totalTransferKb: number;
  requests: number;
  /** Lighthouse's own failure, when it could not measure the page (e.g. NO_FCP). */
  runtimeError?: string;
}

export interface LighthouseVisits {
  first: LighthouseFigures;
  /** The same page again in the same profile, once its service worker is active (everything precached); not with
   * BENCH_WEB_VISITS=first. */
  repeat?: LighthouseFigures;
}

/**
 * Two Lighthouse 12 runs with its mobile defaults (Slow 4G and a 4x slower CPU, simulated): the first visit in a
 * fresh Chromium profile, so nothing is cached, then a repeat visit in the same profile after the page's service
 * worker is active. With `session`, the app's session is stored first on the same origin (from a page that loads
 * none of the app) and Lighthouse is told to keep storage, so the page opens signed in.
 */
export async function lighthouseRun(url: string, session?: DemoSession): Promise<LighthouseVisits> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The browser tests' flags (e2e/playwright.config.ts), headless.
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL("/api/v1/health", url).href);
      const stored = JSON.stringify({
        user: session.user,
        organization: session.organization,
        tokens: {
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          expiresIn: session.expiresIn,
          issuedAt: Date.now(),
        },
      });
      await page.evaluate((key, value) => window.localStorage.setItem(key, value), AUTH_STORAGE_KEY, stored);
      await page.close();
      browser.disconnect();
    }
    const label = session?.user.role ?? "signed-out";
    const first = await audit(url, chrome.port, Boolean(session), `${label}-first`);
    if (process.env.BENCH_WEB_VISITS === "first") return { first };
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: "load" });
    // Active means installed, and the install step precaches every chunk (vite-plugin-pwa's workbox).
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 60_000))]),
    );
    await page.close();
    browser.disconnect();
    return { first, repeat: await audit(url, chrome.port, true, `${label}-repeat`) };
  } finally {
    await chrome.kill();
  }
}

async function audit(
  url: string,
  port: number,
  keepStorage: boolean,
  label: string,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // BENCH_WEB_REPORTS=<dir>: each run's whole report (its request list, LCP element, critical chains) kept there,
  // with its trace and network log (*.trace.json) to see which tasks and requests the simulation counted.
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${label}-${new Date().toISOString().replace(/\W/g, "")}.json`;
    writeFileSync(join(reports, name), JSON.stringify(result.lhr));
    const { Trace, DevtoolsLog } = result.artifacts as unknown as Record<string, unknown>;
    writeFileSync(
      join(reports, name.replace(/\.json$/, ".trace.json")),
      JSON.stringify({ Trace, DevtoolsLog }),
    );
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const requests = (audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    url: result.lhr.finalDisplayedUrl,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    firstContentfulPaintMs: value("first-contentful-paint"),
    largestContentfulPaintMs: value("largest-contentful-paint"),
    totalBlockingTimeMs: value("total-blocking-time"),
    cumulativeLayoutShift: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    speedIndexMs: value("speed-index"),
    totalTransferKb: Number(((audits["total-byte-weight"]?.numericValue ?? 0) / 1024).toFixed(1)),
    requests: requests.length,
    ...(result.lhr.runtimeError ? { runtimeError: result.lhr.runtimeError.code } : {}),
  };
}
