import { defineConfig } from "@playwright/test";

/**
 * Screenshots of /login, each dashboard, the list pages, Team Management, Reports and the developer tools for a
 * person to look at (not a test gate): 375 px and desktop, light and dark, against a running server (`npm start`,
 * or SCREENSHOT_URL). Written to .tmp/screenshots/.
 */
export default defineConfig({
  testDir: "screenshots",
  outputDir: ".tmp/screenshot-results",
  workers: 2,
  reporter: [["list"]],
  timeout: 120_000,
  use: {
    baseURL: process.env.SCREENSHOT_URL ?? "http://localhost:3000",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
  ],
});
