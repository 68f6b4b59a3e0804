import { expect, test } from "@playwright/test";
import { axeClean } from "../support/page-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * Periodic inspections (docs/decisions/046): the demo inspector's dashboard (the seeded schedules: one overdue,
 * one due), the crane's annual inspection form, and the foreman's Periodic Inspections page with its schedule form.
 * Light and dark, phone and desktop, axe 0, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`periodic inspections: the inspector's dashboard and form, the schedules (${theme})`, async ({
    page,
    browser,
  }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/periodic-${name}-${theme}-${info.project.name}.png`;
    await useSession(page, await signInThroughApi(page.request, "INSPECTOR"));
    await page.goto("/dashboard");
    const overdue = page.getByRole("region", { name: /^Overdue/ });
    await expect(overdue.getByRole("button", { name: /^Start / }).first()).toBeVisible();
    await pageSettled(page);
    await axeClean(page);
    await page.screenshot({ path: shot("dashboard"), fullPage: true });
    await page
      .getByRole("region", { name: /^Due/ })
      .getByRole("button", { name: /^Start Annual crane/ })
      .first()
      .click();
    const form = page.getByRole("dialog", { name: "Annual inspection" });
    await expect(form.getByText(/Crane annual inspection · version/)).toBeVisible();
    await form
      .getByRole("group", { name: "Load moment indicator test load" })
      .getByRole("textbox")
      .fill("112");
    await expect(form.getByText(/^Out of range/)).toBeVisible();
    await pageSettled(page);
    await axeClean(page);
    await page.screenshot({ path: shot("form") });

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const foreman = await context.newPage();
    await foreman.addInitScript(
      (mode) => window.localStorage.setItem("maintenance-nexus-theme", mode),
      theme,
    );
    await useSession(foreman, await signInThroughApi(context.request, "SHOP_FOREMAN"));
    await foreman.goto("/periodic-inspections");
    await expect(
      foreman.getByRole("region", { name: "Schedules" }).getByRole("heading").nth(1),
    ).toBeVisible();
    await pageSettled(foreman);
    await axeClean(foreman);
    await foreman.screenshot({ path: shot("schedules"), fullPage: true });
    await foreman.getByRole("button", { name: "New Schedule" }).click();
    await expect(foreman.getByRole("dialog", { name: "New Periodic Inspection Schedule" })).toBeVisible();
    await pageSettled(foreman);
    await axeClean(foreman);
    await foreman.screenshot({ path: shot("schedule-form") });
    await context.close();
  });
}
