import { AxeBuilder } from "@axe-core/playwright";
import { type BrowserContext, expect, type Locator, test } from "@playwright/test";
import { assignedRepair } from "../support/assigned-repair.js";
import { operatorMachineJob } from "../support/operator-machine.js";
import { type ShopPart, stockAt, stockedStore } from "../support/parts-shop.js";
import { pickOption } from "../support/pick-option.js";

interface JobParts {
  partsCost: number | null;
  entries: { kind: string; quantity: number }[];
}

/** 'Add Part Used' in the job's Parts section: the part by its number, the location, the quantity. */
async function addPartUsed(parts: Locator, part: ShopPart, location: string, quantity: string) {
  await parts.getByRole("button", { name: "Add Part Used" }).click();
  await pickOption(parts, "Part", part.partNumber);
  await expect(parts.getByRole("combobox", { name: "Part" })).toHaveValue(part.label);
  await parts.getByLabel("From").selectOption({ label: `${location} (store)` });
  await parts.getByLabel("Quantity").fill(quantity);
}

/** The line of `part` in the job's Parts section. */
const lineOf = (parts: Locator, part: ShopPart) =>
  parts.getByRole("listitem").filter({ hasText: part.label });

/**
 * Waits until the page holds the job's parts and the part picker's list (the context's events: with a service
 * worker in control, it makes the calls). The stock locations may come from the dashboard's cache.
 */
function partsLoaded(context: BrowserContext, workOrderId: string) {
  const answered = (match: (url: string) => boolean) =>
    context.waitForEvent("response", { predicate: (answer) => match(answer.url()) && answer.ok() });
  return Promise.all([
    answered((url) => url.endsWith(`/api/v1/work-orders/${workOrderId}/parts`)),
    answered((url) => /\/api\/v1\/parts\?limit=100$/.test(url)),
  ]);
}

test("a mechanic offline uses parts on a job and completes it; on reconnect the job shows the parts and their cost once, and the last filter is -1 and flagged", async ({
  page,
  context,
  request,
}) => {
  const job = await assignedRepair(page, request, "PU");
  expect(await job.startAsForeman()).toBe(200);
  const shop = await stockedStore(job.foreman, "PU", [
    { name: "Oil filter", unit: "EACH", unitCost: 12.5, received: 1 },
    { name: "Hydraulic oil", unit: "LITRE", unitCost: 4.2, received: 20 },
  ]);
  const [filter, oil] = shop.parts as [ShopPart, ShopPart];
  await page.goto("/mechanic-dashboard");
  // Installed, the service worker holds the app: from the next load on, the page opens without signal too.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const card = page.getByRole("article", { name: job.title });
  const loaded = partsLoaded(context, job.id);
  await card.getByRole("button", { name: `Continue Work ${job.title}` }).click();
  const work = page.getByRole("dialog", { name: job.title });
  const parts = work.getByRole("region", { name: "Parts" });
  await loaded;
  await expect(parts.getByText("No parts used yet.")).toBeVisible();
  await expect(work.getByRole("region", { name: "Cost" })).toContainText("$0.00");

  // In the yard without signal: the filter (the last one in the store) and some oil, then Complete Work.
  await context.setOffline(true);
  await addPartUsed(parts, filter, shop.store.name, "1");
  await parts.getByRole("button", { name: "Add Part Used" }).click();
  await expect(parts.getByText("Saved on this device")).toBeVisible();
  await expect(lineOf(parts, filter)).toContainText(`Used 1 each from ${shop.store.name}`);
  await expect(lineOf(parts, filter)).toContainText("Waiting to send");
  await addPartUsed(parts, oil, shop.store.name, "2.5");
  await parts.getByRole("button", { name: "Add Part Used" }).click();
  await expect(lineOf(parts, oil)).toContainText("Used 2.5 L");
  await expect(lineOf(parts, oil)).toContainText("Waiting to send");
  await expect(work.getByText("Parts waiting to send are counted once the server has them.")).toBeVisible();
  await work.getByLabel("Completion notes").fill("New oil filter; hydraulic oil topped up.");
  await work.getByRole("button", { name: "Complete Work" }).click();
  await expect(
    work.getByText("Complete Work will be sent as soon as this device is back online.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("(3 changes waiting to be sent)")).toBeVisible();

  // Meanwhile another job takes the same last filter from the store.
  const { workOrder: other } = await job.foreman.post<{ workOrder: { id: string } }>("/work-orders", {
    equipmentId: (await job.foreman.get<{ workOrder: { equipmentId: string } }>(`/work-orders/${job.id}`))
      .workOrder.equipmentId,
    title: `Second filter job ${filter.partNumber}`,
    description: "Took the last filter from the store.",
  });
  await job.foreman.post(`/work-orders/${other.id}/parts`, {
    partId: filter.id,
    locationId: shop.store.id,
    quantity: 1,
  });

  // The app is closed and opened again, still without signal: the parts wait on the device.
  await page.waitForTimeout(1500); // the cache's copy is written at most once a second
  await page.reload();
  await expect(page.getByText("(3 changes waiting to be sent)")).toBeVisible();

  const sent: string[] = [];
  context.on("request", (call) => {
    if (call.method() === "POST" && call.url().endsWith(`/work-orders/${job.id}/parts`)) {
      sent.push(call.headers()["idempotency-key"] ?? "");
    }
  });
  await context.setOffline(false);
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  // They go out one after another, in the order they were made: the two parts, then Complete Work.
  const jobStatus = async () =>
    (await job.foreman.get<{ workOrder: { status: string } }>(`/work-orders/${job.id}`)).workOrder.status;
  await expect.poll(jobStatus).toBe("COMPLETED");
  expect(new Set(sent).size).toBe(2);

  const saved = await job.foreman.get<JobParts>(`/work-orders/${job.id}/parts`);
  expect(saved.entries.map((entry) => entry.quantity).sort((a, b) => a - b)).toEqual([-2.5, -1]);
  expect(saved.partsCost).toBe(23);
  // Both uses of the last filter are recorded: the store shows -1 and the filter waits for a count.
  expect(await stockAt(job.foreman, filter.id, shop.store.id)).toMatchObject({
    quantity: -1,
    needsCount: true,
  });

  // The job shows its parts and their cost once.
  await page.waitForTimeout(1500); // the cache's copy is written at most once a second
  await page.goto(`/work-orders?search=${encodeURIComponent(job.title)}`);
  await page.getByRole("button", { name: `View ${job.title}` }).click();
  const details = page.getByRole("dialog", { name: job.title });
  await expect(details.getByText("Completed", { exact: true }).first()).toBeVisible();
  const shown = details.getByRole("region", { name: "Parts" });
  await expect(shown.getByRole("listitem")).toHaveCount(2);
  await expect(lineOf(shown, filter)).toContainText("12.50");
  await expect(lineOf(shown, oil)).toContainText("10.50");
  await expect(shown.getByText("Waiting to send")).toHaveCount(0);
  // The job's cost: its parts, the labour its clock recorded at completion, and the total, as the server has them.
  const cost = await job.foreman.get<{ partsCost: number; totalCost: number }>(`/work-orders/${job.id}/cost`);
  const costs = details.getByRole("region", { name: "Cost" });
  await expect(costs.getByRole("definition").first()).toContainText("23.00");
  await expect(costs.getByRole("definition").last()).toContainText(cost.totalCost.toFixed(2));
  await expect(costs).toContainText("Final: the job was completed");
  await expect(shown.getByRole("button", { name: "Add Part Used" })).toHaveCount(0);
});

test("a part the store does not have is requested: the job waits for parts and the part is on the 'to order' list; a part is returned; axe finds nothing on Work Order Details with parts", async ({
  page,
  request,
}) => {
  // A repair of the test's own, started by the foreman, who is signed in on the page.
  const job = await assignedRepair(page, request, "PR", { onPage: "foreman" });
  expect(await job.startAsForeman()).toBe(200);
  const { foreman, title } = job;
  const shop = await stockedStore(foreman, "PR", [
    { name: "Boom hose", unit: "EACH", unitCost: 84.2, received: 0 },
    { name: "Grease cartridge", unit: "EACH", unitCost: 6, received: 10 },
  ]);
  const [hose, grease] = shop.parts as [ShopPart, ShopPart];
  await page.goto(`/work-orders?search=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `View ${title}` }).click();
  const details = page.getByRole("dialog", { name: title });
  const parts = details.getByRole("region", { name: "Parts" });

  // Three cartridges used, one of them back to the store.
  await addPartUsed(parts, grease, shop.store.name, "3");
  await expect(parts.getByText(`On hand at ${shop.store.name}: 10 each`)).toBeVisible();
  await parts.getByRole("button", { name: "Add Part Used" }).click();
  await expect(parts.getByText("Part recorded on the work order")).toBeVisible();
  await expect(lineOf(parts, grease)).toContainText("18.00");
  await parts.getByRole("button", { name: `Return ${grease.label}` }).click();
  await parts.getByLabel("Quantity").fill("1");
  await parts.getByRole("button", { name: "Return to Stock" }).click();
  await expect(parts.getByText("Part returned to stock")).toBeVisible();
  await expect(parts.getByRole("listitem").filter({ hasText: "Returned 1 each" })).toContainText(/-\$?6\.00/);

  // The hose is not in the store: the form offers to request it and wait for it.
  await addPartUsed(parts, hose, shop.store.name, "2");
  await expect(parts.getByText(`Not in stock at ${shop.store.name}`)).toBeVisible();
  await expect(parts.getByRole("checkbox", { name: "Wait for parts" })).toBeChecked();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await parts.getByRole("button", { name: "Request Part" }).click();
  await expect(
    parts.getByText("Part requested: it is on the 'to order' list and the work order waits for parts"),
  ).toBeVisible();
  await expect(details.getByText("Waiting Parts", { exact: true }).first()).toBeVisible();
  await expect(lineOf(parts, hose)).toContainText(`Requested 2 each from ${shop.store.name}`);
  const costs = details.getByRole("region", { name: "Cost" });
  await expect(costs.getByRole("definition").first()).toContainText("180.40");
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);

  // One more hose that was in hand after all: recorded anyway, the store goes further below zero and is flagged.
  await addPartUsed(parts, hose, shop.store.name, "1");
  await expect(parts.getByText(`Not in stock at ${shop.store.name}`)).toBeVisible();
  await parts.getByRole("button", { name: "Record Use Anyway" }).click();
  await expect(
    parts.getByText(
      `${hose.label} at ${shop.store.name} is now -3 each: more was taken than the stock showed, so it is flagged for a count.`,
    ),
  ).toBeVisible();
  await expect(costs.getByRole("definition").first()).toContainText("264.60");
  // Where it matters next time: the picker and the stock at the location say it needs a count.
  await parts.getByRole("button", { name: "Add Part Used" }).click();
  await parts.getByRole("combobox", { name: "Part" }).fill(hose.partNumber);
  await expect(parts.getByRole("option", { name: new RegExp(hose.partNumber) })).toContainText("Needs count");
  await pickOption(parts, "Part", hose.partNumber);
  await parts.getByLabel("From").selectOption({ label: `${shop.store.name} (store)` });
  await expect(parts.getByText(`On hand at ${shop.store.name}: -3 each (needs a count)`)).toBeVisible();
  await parts.getByRole("button", { name: "Cancel" }).click();

  const toOrder = await foreman.get<{ items: { partId: string; onHand: number; needsCount: boolean }[] }>(
    `/parts/to-order?locationId=${shop.store.id}`,
  );
  expect(toOrder.items).toContainEqual(
    expect.objectContaining({ partId: hose.id, onHand: -3, needsCount: true, suggestedQuantity: 3 }),
  );
  const { workOrder: waiting } = await foreman.get<{
    workOrder: { status: string; history: { toStatus: string; note: string | null }[] };
  }>(`/work-orders/${job.id}`);
  expect(waiting.status).toBe("WAITING_PARTS");
  expect(waiting.history.at(-1)?.note).toBe(`Waiting for parts: ${hose.label}, 2 each at ${shop.store.name}`);
});

test("an operator sees the parts used on a job on their machine, never their costs, and records none", async ({
  page,
  request,
}) => {
  const job = await operatorMachineJob(page, request, "PO", {
    what: "Track tension",
    description: "Loose track; new bolts.",
    priority: "MEDIUM",
  });
  const shop = await stockedStore(job.manager, "PO", [
    { name: "Track bolt", unit: "EACH", unitCost: 3.75, received: 8 },
  ]);
  const [bolt] = shop.parts as [ShopPart];
  await job.manager.post(`/work-orders/${job.id}/parts`, {
    partId: bolt.id,
    locationId: shop.store.id,
    quantity: 4,
  });

  const details = await job.openAsOperator();
  const parts = details.getByRole("region", { name: "Parts" });
  await expect(lineOf(parts, bolt)).toContainText(`Used 4 each from ${shop.store.name}`);
  await expect(details.getByRole("region", { name: "Cost" })).toHaveCount(0);
  await expect(parts.getByText(/15\.00|3\.75/)).toHaveCount(0);
  await expect(parts.getByRole("button")).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
});
