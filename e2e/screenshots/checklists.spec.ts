import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * Checklist templates (docs/decisions/042): the templates page and the editor as a shop foreman, and the
 * operator's daily inspection of a machine whose type has a template with a reading out of range. Light and
 * dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`checklist templates and the inspection form (${theme})`, async ({ page, browser }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/checklists-${name}-${theme}-${info.project.name}.png`;
    const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
    const api = apiAs(page.request, session);
    const { templates } = await api.get<{ templates: { equipmentType: string | null }[] }>(
      "/checklist-templates",
    );
    if (!templates.some((template) => template.equipmentType === "COMPACTOR"))
      await api.post("/checklist-templates", {
        name: "Compactor daily",
        equipmentType: "COMPACTOR",
        sections: [
          {
            title: "Drum & Vibration",
            items: [
              {
                name: "Drum hydraulic pressure",
                kind: "READING",
                unit: "bar",
                min: 150,
                max: 210,
                critical: true,
              },
              { name: "Scraper bars", kind: "PASS_FAIL_NA", photoRequiredOnFail: true },
              { name: "Water spray system", kind: "PASS_FAIL" },
            ],
          },
        ],
      });
    await useSession(page, session);
    await page.goto("/checklist-templates");
    await expect(page.getByRole("heading", { name: "Compactor daily" })).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("list"), fullPage: true });
    await page.getByRole("button", { name: "Edit Compactor daily" }).click();
    const editor = page.getByRole("dialog", { name: /Edit Checklist/ });
    await expect(editor).toBeVisible();
    await editor.getByRole("button", { name: "Move Item 1 down" }).focus();
    await page.keyboard.press("Enter");
    await page.screenshot({ path: shot("editor") });
    await editor.getByRole("button", { name: "Cancel" }).click();
    // A new template started as a copy of another, sections and items to put in order.
    await page.getByRole("button", { name: "New Template" }).click();
    const fresh = page.getByRole("dialog", { name: "New Checklist Template" });
    const start = fresh.getByLabel("Start from");
    const copy = start.locator("option", { hasText: "A copy of Daily inspection (all equipment)" });
    await start.selectOption((await copy.getAttribute("value")) ?? "");
    await expect(fresh.getByLabel("Section 4 title")).toHaveValue("Visual Inspection");
    await page.screenshot({ path: shot("copy") });
    await fresh.getByRole("button", { name: "Cancel" }).click();

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const phone = await context.newPage();
    await phone.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const operator = await signInThroughApi(context.request, "OPERATOR");
    const number = `CP-${uniqueSuffix()}`;
    await api.post("/equipment", {
      equipmentNumber: number,
      name: `Compactor ${number}`,
      make: "Bomag",
      model: "BW 213",
      equipmentType: "COMPACTOR",
      currentJobSite: "Canyon Cut",
      assignedOperatorId: operator.user.id,
    });
    await useSession(phone, operator);
    await phone.goto("/operator-dashboard");
    await phone
      .getByRole("article", { name: `Daily Inspection - ${number}` })
      .getByRole("button", { name: /^Start Work / })
      .click();
    const form = phone.getByRole("dialog", { name: "Daily Equipment Inspection" });
    await form.getByRole("group", { name: "Drum hydraulic pressure" }).getByRole("textbox").fill("240");
    await expect(form.getByText(/^Out of range/)).toBeVisible();
    await pageSettled(phone);
    await phone.screenshot({ path: shot("inspection") });
    await context.close();
  });
}
