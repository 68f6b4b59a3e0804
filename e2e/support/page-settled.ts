import { expect, type Page } from "@playwright/test";

/**
 * A signed-in page is drawn: loaded, and nothing on it says it is loading. Not Playwright's 'networkidle',
 * which never comes: the live updates' stream stays open (docs/decisions/035).
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.waitForTimeout(300);
}
