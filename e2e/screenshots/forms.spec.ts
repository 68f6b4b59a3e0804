import { type Page, test } from "@playwright/test";
import { assignedRepair } from "../support/assigned-repair.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * The shared form pieces as people see them (docs/decisions/028): Add Equipment (empty, then refused with its
 * messages), Edit Equipment on EX-101, and a mechanic's Start Work then Complete Work, light and dark, in
 * .tmp/screenshots/.
 */
const shot = (page: Page, name: string, theme: string, project: string) =>
  page.screenshot({ path: `.tmp/screenshots/${name}-${theme}-${project}.png`, animations: "disabled" });

for (const theme of ["light", "dark"] as const) {
  test(`equipment forms (${theme})`, async ({ page }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
    await page.goto("/equipment");
    await page.getByRole("button", { name: "Add Equipment", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add Heavy Equipment" });
    await add.getByLabel("Equipment number").waitFor();
    await shot(page, "add-equipment", theme, info.project.name);
    await add.getByRole("button", { name: "Add Heavy Equipment" }).click();
    await add.getByText("Equipment name is required").waitFor();
    await shot(page, "add-equipment-refused", theme, info.project.name);
    await add.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("searchbox", { name: "Search equipment" }).fill("EX-101");
    const machine = page.getByRole("article").filter({ hasText: "EX-101" });
    await machine.waitFor();
    await machine.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Equipment" }).getByLabel("Equipment name").waitFor();
    await shot(page, "edit-equipment", theme, info.project.name);
  });

  test(`start and complete work (${theme})`, async ({ page, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const repair = await assignedRepair(page, request, "SHOT");
    await page.goto("/mechanic-dashboard");
    await page.getByRole("button", { name: `Start Work ${repair.title}` }).click();
    const work = page.getByRole("dialog", { name: repair.title });
    await work.getByLabel("Hour meter start").fill("-1");
    await work.getByRole("button", { name: "Start Work" }).click();
    await work.getByLabel("Hour meter start").scrollIntoViewIfNeeded();
    await shot(page, "start-work-refused", theme, info.project.name);
    await work.getByLabel("Hour meter start").fill("");
    await work.getByRole("button", { name: "Start Work" }).click();
    await work.getByRole("button", { name: "Complete Work" }).scrollIntoViewIfNeeded();
    await shot(page, "complete-work", theme, info.project.name);
  });
}
