import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * Equipment Details' Maintenance Plans section (one plan due, one on schedule, a checklist open) and the plan
 * form, as a shop foreman, light and dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`maintenance plans (${theme})`, async ({ page }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
    await useSession(page, session);
    const api = apiAs(page.request, session);
    const [machine] = (
      await api.get<{ equipment: { id: string; name: string }[] }>("/equipment?search=EX-101")
    ).equipment;
    if (!machine) throw new Error("The seed has EX-101");
    const plans = await api.get<{ plans: { title: string }[] }>(`/equipment/${machine.id}/maintenance-plans`);
    if (!plans.plans.some((plan) => plan.title === "500 h fuel filters")) {
      await api.post(`/equipment/${machine.id}/maintenance-plans`, {
        title: "500 h fuel filters",
        intervalHours: 500,
        intervalDays: 180,
        estimatedHours: 1.5,
        lastServiceHours: 0,
        checklist: ["Replace primary fuel filter", "Replace secondary fuel filter", "Bleed the fuel system"],
      });
    }
    await page.goto("/equipment?search=EX-101");
    await page.getByRole("article", { name: machine.name }).getByRole("button", { name: /^View/ }).click();
    const details = page.getByRole("dialog", { name: machine.name });
    const section = details.getByRole("region", { name: "Maintenance Plans" });
    await expect(section.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
    await section
      .getByText(/^Checklist/)
      .first()
      .click();
    await section.scrollIntoViewIfNeeded();
    const shot = (name: string) => `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`;
    await section.screenshot({ path: shot("maintenance-plans-section") });
    await page.screenshot({ path: shot("maintenance-plans-details") });
    const due = section.getByRole("listitem", { name: "500 h fuel filters" });
    await due.scrollIntoViewIfNeeded();
    await due.screenshot({ path: shot("maintenance-plan-due") });
    await page.screenshot({ path: shot("maintenance-plans-details-due") });
    await section
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    const form = page.getByRole("dialog", { name: "Edit Maintenance Plan" });
    await expect(form.getByLabel("Title")).not.toHaveValue("", { timeout: 30_000 });
    await page.screenshot({ path: shot("maintenance-plan-form") });
    await form.getByLabel("Title").fill("");
    await form.getByLabel("Every (engine hours)").fill("");
    await form.getByRole("button", { name: "Save Plan" }).click();
    await expect(form.getByText("Plan title is required")).toBeVisible();
    await page.screenshot({ path: shot("maintenance-plan-form-errors") });
  });
}
