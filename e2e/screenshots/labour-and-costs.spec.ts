import { expect, type Locator, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { assignedRepair } from "../support/assigned-repair.js";
import { operatorMachineJob } from "../support/operator-machine.js";
import { pageSettled } from "../support/page-settled.js";
import { stockedStore } from "../support/parts-shop.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * Labour and costs (docs/decisions/036): a job's labour with a line waiting to send and one removed, the Record
 * Labour form, the job's cost; the Labour Rates page; the currency in the Organization settings card; an
 * operator's view without costs. Light and dark, in .tmp/screenshots/.
 */

const toTop = (target: Locator) =>
  target.evaluate((element) => {
    const body = element.closest("dialog")?.querySelector<HTMLElement>(".overflow-y-auto");
    if (body) body.scrollTop += element.getBoundingClientRect().top - body.getBoundingClientRect().top - 8;
  });

for (const theme of ["light", "dark"] as const) {
  test(`labour on a job (${theme})`, async ({ page, context, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/labour-${name}-${theme}-${info.project.name}.png`;
    const job = await assignedRepair(page, request, "SHOTL");
    expect(await job.startAsForeman()).toBe(200);
    const first = await job.foreman.post<{ line: { id: string } }>(`/work-orders/${job.id}/labour`, {
      hours: 1,
      note: "Diagnosed the leak",
    });
    await job.foreman.post(`/work-orders/${job.id}/labour/${first.line.id}/remove`, {
      reason: "Recorded twice",
    });
    await job.foreman.post(`/work-orders/${job.id}/labour`, { hours: 2.5, note: "Replaced the boom hose" });

    const work = await job.continueWork();
    const labour = work.getByRole("region", { name: "Labour" });
    await expect(labour.getByRole("listitem")).toHaveCount(2);
    await context.setOffline(true);
    await labour.getByRole("button", { name: "Record Labour" }).click();
    await labour.getByLabel("Hours").fill("0.75");
    await labour.getByLabel("Note").fill("Bled the hydraulics");
    await toTop(labour.getByRole("heading", { name: "Record Labour" }));
    await page.screenshot({ path: shot("form") });
    await labour.getByRole("button", { name: "Record Labour" }).click();
    await expect(labour.getByText("Waiting to send")).toBeVisible();
    await toTop(labour.getByRole("heading", { name: "Labour" }));
    await page.screenshot({ path: shot("offline") });
    await context.setOffline(false);
    await expect(labour.getByText("Waiting to send")).toHaveCount(0);
    await work.getByRole("region", { name: "Cost" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("cost") });
  });

  test(`labour rates and the currency (${theme})`, async ({ page }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/labour-${name}-${theme}-${info.project.name}.png`;
    await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
    await page.goto("/parts/labour-rates");
    await expect(page.getByRole("region", { name: "By role" })).toBeVisible();
    await pageSettled(page);
    await page.screenshot({ path: shot("rates"), fullPage: true });
    await page.goto("/users");
    const settings = page.getByRole("heading", { name: "Organization settings" });
    await settings.scrollIntoViewIfNeeded();
    await expect(page.getByLabel("Currency")).toHaveValue(/[A-Z]{3}/);
    await page.screenshot({ path: shot("currency") });
  });

  test(`a truck's own minimum on Part Details (${theme})`, async ({ page, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const session = await signInThroughApi(request, "SHOP_FOREMAN");
    const foreman = apiAs(request, session);
    const shop = await stockedStore(foreman, "SHOTM", [
      { name: "Fuel water separator", unit: "EACH", unitCost: 18.4, received: 6 },
    ]);
    const truck = await foreman.post<{ id: string }>("/stock-locations", {
      name: `Truck ${shop.store.name.slice(-5)}`,
      kind: "TRUCK",
    });
    const [part] = shop.parts;
    await foreman.put(`/parts/${part?.id}/locations/${truck.id}/minimum`, { minStock: 2 });
    await useSession(page, session);
    await page.goto(`/parts/${part?.id}`);
    await page.getByRole("heading", { name: "On hand" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/screenshots/labour-minimum-${theme}-${info.project.name}.png` });
    await page.getByRole("button", { name: "Set a Minimum per Location" }).click();
    await expect(page.getByRole("dialog", { name: "Minimum at a Location" })).toBeVisible();
    await page.screenshot({ path: `.tmp/screenshots/labour-minimum-form-${theme}-${info.project.name}.png` });
  });

  test(`labour seen by an operator (${theme})`, async ({ page, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const job = await operatorMachineJob(page, request, "SHOTL", {
      what: "Cab heater",
      description: "No heat in the cab.",
      priority: "LOW",
    });
    await job.manager.post(`/work-orders/${job.id}/labour`, { hours: 2.5, note: "Heater core" });
    const labour = (await job.openAsOperator()).getByRole("region", { name: "Labour" });
    await expect(labour.getByRole("listitem")).toHaveCount(1);
    await toTop(labour);
    await page.screenshot({ path: `.tmp/screenshots/labour-operator-${theme}-${info.project.name}.png` });
  });
}
