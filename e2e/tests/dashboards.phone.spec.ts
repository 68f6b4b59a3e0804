import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { DemoRole } from "../support/demo-users.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test.skip(({ isMobile }) => !isMobile, "the phone project's layout");

async function open(page: Page, role: DemoRole, path: string) {
  await useSession(page, await signInThroughApi(page.request, role));
  await page.goto(path);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** Nothing sticks out sideways on a 375 px screen (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the operator dashboard fits a 375 px phone and its escalation form scrolls inside the modal", async ({
  page,
}) => {
  await open(page, "OPERATOR", "/operator-dashboard");
  await expect(page.getByRole("heading", { name: "My Equipment" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Report Issue", exact: true }).click();
  const escalate = page.getByRole("dialog", { name: "Escalate Equipment Issue" });
  await escalate.getByRole("checkbox", { name: "Safety concern" }).check();
  await expect(escalate.getByLabel("Severity")).toHaveValue("CRITICAL");
  await expect(escalate.getByRole("button", { name: "Escalate Issue" })).toBeInViewport();
  await expect(escalate.getByRole("button", { name: "Escalate Issue" })).toBeDisabled();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
});

test("the shop dashboard fits a 375 px phone and its tabs work from the keyboard", async ({ page }) => {
  await open(page, "SHOP_FOREMAN", "/mechanic-dashboard");
  await expect(page.getByRole("heading", { name: "Shop Operations", level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const queue = page.getByRole("tab", { name: "Work Queue" });
  await expect(queue).toHaveAttribute("aria-selected", "true");
  await queue.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Equipment Status" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Down for Repair" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
