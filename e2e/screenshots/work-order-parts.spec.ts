import { expect, type Locator, test } from "@playwright/test";
import { assignedRepair } from "../support/assigned-repair.js";
import { operatorMachineJob } from "../support/operator-machine.js";
import { type ShopPart, stockedStore } from "../support/parts-shop.js";
import { pickOption } from "../support/pick-option.js";

/**
 * Parts on a work order (docs/decisions/033): Work Order Details with parts used, returned and requested and
 * its parts cost, the Add Part Used form when the store is short, a mechanic's parts saved offline beside
 * Complete Work, and an operator's view without costs; light and dark, in .tmp/screenshots/.
 */

/** Scrolls the dialog so that `target` is at the top of its body. */
const toTop = (target: Locator) =>
  target.evaluate((element) => {
    const body = element.closest("dialog")?.querySelector<HTMLElement>(".overflow-y-auto");
    if (body) body.scrollTop += element.getBoundingClientRect().top - body.getBoundingClientRect().top - 8;
  });

async function addPartUsed(parts: Locator, part: ShopPart, location: string, quantity: string) {
  await parts.getByRole("button", { name: "Add Part Used" }).click();
  await pickOption(parts, "Part", part.partNumber);
  await parts.getByLabel("From").selectOption({ label: `${location} (store)` });
  await parts.getByLabel("Quantity").fill(quantity);
}

for (const theme of ["light", "dark"] as const) {
  test(`parts on a work order (${theme})`, async ({ page, context, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const shot = (name: string) => `.tmp/screenshots/parts-${name}-${theme}-${info.project.name}.png`;
    const job = await assignedRepair(page, request, "SHOT");
    expect(await job.startAsForeman()).toBe(200);
    const shop = await stockedStore(job.foreman, "SHOT", [
      { name: "Hydraulic hose assembly 3/4in x 48in", unit: "EACH", unitCost: 84.2, received: 0 },
      { name: "Grease cartridge", unit: "EACH", unitCost: 6, received: 10 },
      { name: "Hydraulic oil ISO 46", unit: "LITRE", unitCost: 4.2, received: 200 },
    ]);
    const [hose, grease, oil] = shop.parts as [ShopPart, ShopPart, ShopPart];
    await job.foreman.post(`/work-orders/${job.id}/parts`, {
      partId: grease.id,
      locationId: shop.store.id,
      quantity: 3,
    });
    await job.foreman.post(`/work-orders/${job.id}/parts/return`, {
      partId: grease.id,
      locationId: shop.store.id,
      quantity: 1,
    });

    const work = await job.continueWork();
    const parts = work.getByRole("region", { name: "Parts" });
    await expect(parts.getByRole("listitem")).toHaveCount(2);

    // The store has no hose: request it, or record it anyway.
    await addPartUsed(parts, hose, shop.store.name, "1");
    await expect(parts.getByText("Not in stock at")).toBeVisible();
    await toTop(parts.getByRole("heading", { name: "Add Part Used" }));
    await page.screenshot({ path: shot("short") });
    await parts.getByRole("button", { name: "Request Part" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("short-actions") });
    await parts.getByRole("button", { name: "Request Part" }).click();
    await expect(parts.getByText("Part requested")).toBeVisible();
    await toTop(parts.getByRole("heading", { name: "Parts" }));
    await page.screenshot({ path: shot("requested") });

    // Offline: oil saved on the device, beside Complete Work.
    await context.setOffline(true);
    await addPartUsed(parts, oil, shop.store.name, "2.5");
    await parts.getByRole("button", { name: "Add Part Used" }).click();
    await expect(parts.getByText("Waiting to send").first()).toBeVisible();
    await toTop(parts.getByRole("heading", { name: "Parts" }));
    await page.screenshot({ path: shot("offline") });
    await parts.getByRole("listitem").last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("offline-line") });
    await context.setOffline(false);
    await expect(parts.getByText("Cost when sent")).toHaveCount(0);
    await page.waitForTimeout(1500); // the cache's copy is written at most once a second

    // Work Order Details.
    await page.goto(`/work-orders?search=${encodeURIComponent(job.title)}`);
    await page.getByRole("button", { name: `View ${job.title}` }).click();
    const details = page.getByRole("dialog", { name: job.title });
    const section = details.getByRole("region", { name: "Parts" });
    await expect(section.getByRole("listitem")).toHaveCount(4);
    await toTop(section.getByRole("heading", { name: "Parts" }));
    await page.screenshot({ path: shot("details") });
  });

  test(`parts seen by an operator (${theme})`, async ({ page, request }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const job = await operatorMachineJob(page, request, "SHOT", {
      what: "Track tension",
      description: "Loose track; new bolts.",
      priority: "MEDIUM",
    });
    const shop = await stockedStore(job.manager, "SHOT", [
      { name: "Track bolt", unit: "EACH", unitCost: 3.75, received: 8 },
    ]);
    await job.manager.post(`/work-orders/${job.id}/parts`, {
      partId: shop.parts[0]?.id,
      locationId: shop.store.id,
      quantity: 4,
    });
    const parts = (await job.openAsOperator()).getByRole("region", { name: "Parts" });
    await toTop(parts);
    await page.screenshot({ path: `.tmp/screenshots/parts-operator-${theme}-${info.project.name}.png` });
  });
}
