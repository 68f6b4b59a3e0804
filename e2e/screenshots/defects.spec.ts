import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * Defects and unsafe machines (docs/decisions/040): the seeded machine whose parking brake failed yesterday's
 * check, as a shop foreman: its fleet card, its Equipment Details (the notice and the open defects), the Defects
 * page and the certify form, and the failed check's work order with the defects it reported. Light and dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`defects and an unsafe machine (${theme})`, async ({ page, browser }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/defects-${name}-${theme}-${info.project.name}.png`;
    const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
    await useSession(page, session);
    const api = apiAs(page.request, session);
    const unsafe = await api.get<{
      defects: { inspectionId: string; equipment: { id: string; equipmentNumber: string; name: string } }[];
    }>("/defects?status=unsafe&critical=true");
    const machine = unsafe.defects[0]?.equipment;
    const inspectionId = unsafe.defects[0]?.inspectionId;
    if (!machine) throw new Error("The seed has an unsafe machine");

    await page.goto(`/equipment?search=${machine.equipmentNumber}`);
    await expect(
      page.getByRole("article", { name: machine.name }).getByText("Unsafe to operate"),
    ).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("card") });

    await page.goto(`/equipment/${machine.id}`);
    const defects = page.getByRole("region", { name: "Open Defects" });
    await expect(defects.getByRole("article").first()).toBeVisible();
    // The machine's inspection history, newest day first, under its meters.
    const history = page.getByRole("region", { name: "Inspection History" });
    await expect(history.getByRole("article").first()).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("details"), fullPage: true });
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("history") });

    // The failed check's work order lists the defects it reported.
    await page.goto(`/work-orders?open=${inspectionId}`);
    const reported = page.getByRole("region", { name: "Defects reported" });
    await expect(reported.getByText("Critical")).toBeVisible();
    await reported.scrollIntoViewIfNeeded();
    await pageSettled(page);
    await page.screenshot({ path: shot("work-order") });

    await page.goto("/defects");
    await expect(page.getByRole("article").first()).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("list"), fullPage: true });
    await page
      .getByRole("button", { name: /^No Correction Needed/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "No Correction Needed" })).toBeVisible();
    await page.screenshot({ path: shot("reason") });

    // One checklist item's defects (migration 035): a failed item of a check done on the default template.
    const context = await browser.newContext();
    const operator = await signInThroughApi(context.request, "OPERATOR");
    const asOperator = apiAs(context.request, operator);
    const number = `FE-${uniqueSuffix()}`;
    const made = await api.post<{ id: string }>("/equipment", {
      equipmentNumber: number,
      name: `Forklift ${number}`,
      make: "Toyota",
      model: "8FGU25",
      equipmentType: "FORKLIFT",
      currentJobSite: "Canyon Cut",
      assignedOperatorId: operator.user.id,
    });
    const template = await asOperator.get<{
      version: { id: string };
      sections: { title: string; items: { id: string; name: string }[] }[];
    }>(`/equipment/${made.id}/checklist-template`);
    const assigned = await asOperator.post<{ workOrders: { id: string; equipmentId: string }[] }>(
      "/inspections/daily",
      {},
    );
    const inspection = assigned.workOrders.find((w) => w.equipmentId === made.id);
    const items = template.sections.flatMap((section) =>
      section.items.map((item) => ({
        category: section.title,
        item: item.name,
        templateItemId: item.id,
        status: item.name === "Fire Extinguisher" ? "NEEDS_ATTENTION" : "OK",
        notes: item.name === "Fire Extinguisher" ? "Gauge in the red" : "",
      })),
    );
    await asOperator.post("/inspections/daily/submit", {
      workOrderId: inspection?.id,
      templateVersionId: template.version.id,
      items,
    });
    await context.close();
    const extinguisher = items.find((item) => item.item === "Fire Extinguisher");
    await page.goto(`/defects?item=${extinguisher?.templateItemId}`);
    await expect(page.getByText("One checklist item's defects: Fire Extinguisher")).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("item"), fullPage: true });
  });
}
