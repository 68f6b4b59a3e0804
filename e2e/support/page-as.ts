import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import { apiAs } from "./api-as.js";
import type { DemoRole } from "./demo-users.js";
import { E2E_BASE_URL } from "./environment.js";
import { signInThroughApi, useSession } from "./sign-in.js";

/** A page's size: `width` px wide (800 high unless said), with touch or not. */
export interface View {
  width: number;
  height?: number;
  touch?: boolean;
}

/** A 375 px phone with touch, as the field uses. */
export const PHONE: View = { width: 375, height: 812, touch: true };

/**
 * A page of its own (its own cookies at the identity provider) signed in as `role`, for a flow where several
 * people act in turn; `view` sizes it (the project's size otherwise).
 */
export async function pageAs(browser: Browser, role: DemoRole, view?: View) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    ...(view
      ? { viewport: { width: view.width, height: view.height ?? 800 }, hasTouch: view.touch ?? false }
      : {}),
  });
  const page = await context.newPage();
  const session = await signInThroughApi(context.request, role);
  await useSession(page, session);
  return { page, session, api: apiAs(context.request, session) };
}

/** No accessibility violation on the page as it is now (axe). */
export const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
