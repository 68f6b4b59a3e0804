import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Locator, test } from "@playwright/test";
import { assignedRepair, foremanWithMachine } from "../support/assigned-repair.js";
import { operatorMachineJob } from "../support/operator-machine.js";
import { stockedStore } from "../support/parts-shop.js";
import { pickOption } from "../support/pick-option.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

interface JobLabour {
  hours: number;
  labourCost: number | null;
  lines: { hours: number; removedAt: string | null; removedReason: string | null; note: string | null }[];
}

/** 'Record Labour' in the job's Labour section: hours and a note (the day stays today). */
async function recordLabour(labour: Locator, hours: string, note: string) {
  await labour.getByRole("button", { name: "Record Labour" }).click();
  await labour.getByLabel("Hours").fill(hours);
  await labour.getByLabel("Note").fill(note);
  await labour.getByRole("button", { name: "Record Labour" }).click();
}

const lineWith = (labour: Locator, text: string) => labour.getByRole("listitem").filter({ hasText: text });

test("a mechanic records labour on their job, one line offline that is sent once, removes a line; the job shows labour cost and total", async ({
  page,
  context,
  request,
}, info) => {
  const job = await assignedRepair(page, request, "LB");
  expect(await job.startAsForeman()).toBe(200);
  const work = await job.continueWork();
  const labour = work.getByRole("region", { name: "Labour" });
  await expect(labour.getByText("No labour recorded yet.")).toBeVisible();

  // At the demo mechanic's role rate ($48 an hour).
  await recordLabour(labour, "1.5", "Replaced the boom hose");
  await expect(labour.getByText("Labour recorded")).toBeVisible();
  const first = lineWith(labour, "Replaced the boom hose");
  await expect(first).toContainText("1.5 h on");
  await expect(first).toContainText("$72.00");
  await expect(first).toContainText("$48.00 / h");
  const costs = work.getByRole("region", { name: "Cost" });
  await expect(costs).toContainText("Labour (1.5 h)");
  await expect(costs.getByRole("definition").last()).toContainText("$72.00");
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);

  // No signal: the line is saved on the device, shown as waiting, and sent once on reconnect.
  await context.setOffline(true);
  await recordLabour(labour, "2", "Bled the hydraulics");
  await expect(labour.getByText("Saved on this device")).toBeVisible();
  const waiting = lineWith(labour, "Bled the hydraulics");
  await expect(waiting).toContainText("Waiting to send");
  await expect(waiting).toContainText("Cost when sent");
  await expect(labour.getByRole("heading", { name: "Labour" })).toBeVisible();
  await expect(work.getByText("Labour waiting to send is counted once the server has it.")).toBeVisible();
  await context.setOffline(false);
  await expect(waiting).toContainText("$96.00");
  await expect(waiting.getByText("Waiting to send")).toHaveCount(0);
  await expect(costs.getByRole("definition").last()).toContainText("$168.00");
  const sent = await job.foreman.get<JobLabour>(`/work-orders/${job.id}/labour`);
  expect(sent.lines.map((line) => line.note).sort()).toEqual([
    "Bled the hydraulics",
    "Replaced the boom hose",
  ]);

  // The first line was a mistake: removed with a reason, struck out, no longer counted.
  await first.getByRole("button", { name: /^Remove 1\.5 h of / }).click();
  await labour.getByLabel("Reason").fill("Recorded on the wrong job");
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await labour.getByRole("button", { name: "Remove Line" }).click();
  await expect(labour.getByText("Labour line removed")).toBeVisible();
  await expect(first).toContainText("Removed");
  await expect(first).toContainText("Recorded on the wrong job");
  await expect(first.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(costs.getByRole("definition").last()).toContainText("$96.00");
  const after = await job.foreman.get<JobLabour>(`/work-orders/${job.id}/labour`);
  expect(after).toMatchObject({ hours: 2, labourCost: 96 });
  expect(after.lines.filter((line) => line.removedAt !== null)).toHaveLength(1);
  await page.screenshot({ path: info.outputPath("labour.png") });
});

test("the shop foreman records a mechanic's time on Work Order Details and sets hourly rates on the Labour Rates page", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // A repair of the test's own for the demo mechanic, started by the foreman, who is signed in on the page.
  const job = await assignedRepair(page, request, "LR", { onPage: "foreman" });
  expect(await job.startAsForeman()).toBe(200);

  // From the Parts & Inventory tab's links to the Labour Rates page.
  await page.goto("/parts");
  await page.getByRole("link", { name: "Labour Rates" }).click();
  await expect(page).toHaveURL(/\/parts\/labour-rates$/);
  await expect(page.getByRole("heading", { name: "Hourly labour rates" })).toBeVisible();
  const byRole = page
    .getByRole("region", { name: "By role" })
    .getByRole("listitem")
    .filter({ hasText: "Inspector" });
  const inspectorRate = page.getByLabel("Hourly rate for Inspector", { exact: true });
  const before = await inspectorRate.inputValue();
  await inspectorRate.fill("-3");
  await byRole.getByRole("button", { name: "Save hourly rate for Inspector" }).click();
  await expect(byRole.getByText("Hourly rate must be a number, 0 or more")).toBeVisible();
  await inspectorRate.fill("51.5");
  await byRole.getByRole("button", { name: "Save hourly rate for Inspector" }).click();
  await expect(page.getByText("Hourly rate saved")).toBeVisible();
  await expect(byRole).toContainText("$51.50 / h");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A person's own rate wins over their role's; cleared, the role's applies again.
  const viewer = await signInThroughApi(await playwright.request.newContext({ baseURL }), "VIEWER");
  await pickOption(page.locator("main"), "Add a person's rate", viewer.user.email);
  const name = await page.getByRole("combobox", { name: "Add a person's rate" }).inputValue();
  expect(name).toContain(viewer.user.firstName);
  await page.getByLabel(`Hourly rate for ${name}`, { exact: true }).fill("40");
  await page.getByRole("button", { name: `Save hourly rate for ${name}` }).click();
  const person = page
    .getByRole("region", { name: "By person" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(person).toContainText("$40.00 / h");
  await page.getByLabel(`Hourly rate for ${name}`, { exact: true }).fill("");
  await page.getByRole("button", { name: `Save hourly rate for ${name}` }).click();
  await expect(page.getByText("Hourly rate cleared")).toBeVisible();
  await expect(person).toHaveCount(0);
  // Put back what the demo had.
  await job.foreman.put("/labour-rates/roles/INSPECTOR", { hourlyRate: before || null });

  // Work Order Details: the foreman records the job's mechanic's time.
  await page.goto(`/work-orders?search=${encodeURIComponent(job.title)}`);
  await page.getByRole("button", { name: `View ${job.title}` }).click();
  const details = page.getByRole("dialog", { name: job.title });
  const labour = details.getByRole("region", { name: "Labour" });
  await labour.getByRole("button", { name: "Record Labour" }).click();
  await expect(labour.getByRole("combobox", { name: "Person" })).not.toHaveValue("");
  await labour.getByLabel("Hours").fill("3");
  await labour.getByRole("button", { name: "Record Labour" }).click();
  await expect(labour.getByText("Labour recorded")).toBeVisible();
  await expect(labour.getByRole("listitem")).toContainText("$144.00");
  await expect(details.getByRole("region", { name: "Cost" })).toContainText("Labour (3 h)");
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
});

test("an operator sees who worked on a job on their machine and how long, never a rate or a cost, and records none", async ({
  page,
  request,
}) => {
  const job = await operatorMachineJob(page, request, "LO", {
    what: "Cab heater",
    description: "No heat in the cab.",
    priority: "LOW",
  });
  await job.manager.post(`/work-orders/${job.id}/labour`, { hours: 2.5, note: "Heater core" });

  const details = await job.openAsOperator();
  const labour = details.getByRole("region", { name: "Labour" });
  await expect(labour.getByRole("listitem")).toContainText("2.5 h on");
  await expect(labour.getByRole("listitem")).toContainText("Heater core");
  await expect(labour.getByText(/\$|\/ h|Cost when sent/)).toHaveCount(0);
  await expect(labour.getByRole("button")).toHaveCount(0);
  await expect(details.getByRole("region", { name: "Cost" })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  // The rates page is the managers'.
  await page.goto("/parts/labour-rates");
  await expect(page.getByText("Labour rates are only available to")).toBeVisible();
});

test("a manager gives a service truck its own minimum of a part on Part Details; the 'to order' list asks to load it there", async ({
  page,
  request,
}) => {
  const { session, foreman } = await foremanWithMachine(request, "LM");
  const shop = await stockedStore(foreman, "LM", [
    { name: "Fuel filter", unit: "EACH", unitCost: 9, received: 12 },
  ]);
  const truck = await foreman.post<{ id: string; name: string }>("/stock-locations", {
    name: `Truck LM-${shop.store.name.slice(-6)}`,
    kind: "TRUCK",
  });
  const [filter] = shop.parts;
  if (!filter) throw new Error("no part");
  await useSession(page, session);
  await page.goto(`/parts/${filter.id}`);
  await expect(page.getByRole("heading", { name: "Fuel filter" })).toBeVisible();
  await page.getByRole("button", { name: "Set a Minimum per Location" }).click();
  const dialog = page.getByRole("dialog", { name: "Minimum at a Location" });
  await dialog.getByLabel("Location").selectOption({ label: `${truck.name} (truck)` });
  await dialog.getByLabel("Minimum here").fill("1.5");
  await dialog.getByRole("button", { name: "Save Minimum" }).click();
  await expect(dialog.getByText("Quantity must be a whole number")).toBeVisible();
  await dialog.getByLabel("Minimum here").fill("2");
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await dialog.getByRole("button", { name: "Save Minimum" }).click();
  await expect(page.getByText("Minimum at this location saved")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: truck.name });
  await expect(row).toContainText("Minimum here 2 each");
  await expect(row).toContainText("Out of stock");

  await page.goto(`/parts/to-order?location=${truck.id}`);
  await expect(page.getByRole("listitem").filter({ hasText: filter.partNumber })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
