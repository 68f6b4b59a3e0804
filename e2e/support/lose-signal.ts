import { type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * The signal drops after the page has finished loading what it keeps for offline use: on a first visit (no
 * service worker in control yet) the dialogs' code is preloaded once the page has drawn, and the root element
 * is marked `data-preloading` meanwhile (packages/web/src/lib/load-once.ts).
 */
export async function loseSignal(page: Page, context: BrowserContext) {
  await expect(page.locator("html[data-preloading]")).toHaveCount(0);
  await context.setOffline(true);
}
