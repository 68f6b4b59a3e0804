import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test("the work-order list pages, filters by status, priority and emergency together, and resets to page 1", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  await page.goto("/work-orders");
  await expect(page.getByRole("heading", { name: "Work Order Management", level: 2 })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Work order pages" });
  await expect(pages).toContainText(/Page 1 of \d+ \(\d+ total\)/);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText(/Page 2 of/);
  await expect(page).toHaveURL(/page=2/);

  const filters = page.getByRole("region", { name: "Filters" });
  await filters.getByLabel("Status").selectOption("PENDING");
  await expect(page).not.toHaveURL(/page=2/);
  await filters.getByLabel("Priority").selectOption("CRITICAL");
  await filters.getByLabel("Emergency").selectOption({ label: "Emergency" });
  await expect(page).toHaveURL(/status=PENDING/);
  await expect(page).toHaveURL(/priority=CRITICAL/);
  await expect(page).toHaveURL(/emergency=true/);
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  // Retried until the filtered page has replaced the previous one (it stays on screen while the next loads).
  for (const badge of ["Pending", "Critical", "Emergency"]) {
    await expect(cards.filter({ hasNot: page.getByText(badge, { exact: true }) })).toHaveCount(0);
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The details show the history; axe finds nothing wrong in the dialog either.
  await cards
    .first()
    .getByRole("button", { name: /^View / })
    .click();
  const details = page.getByRole("dialog");
  await expect(details.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(details.getByText("Created as Pending")).toBeVisible();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
});

test("an operator sees only their own work orders and is never offered Cancelled", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "OPERATOR"));
  // The dashboard assigns today's daily inspections of the operator's machines (ASSIGNED work orders).
  await page.goto("/operator-dashboard");
  await expect(page.getByRole("heading", { name: "My Work Orders" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Start Work / }).first()).toBeVisible();
  await page.goto("/work-orders?status=ASSIGNED");
  await expect(page.getByRole("heading", { name: "My Tasks", level: 2 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Work Order" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^View / })
    .click();
  const status = page.getByRole("dialog").getByLabel("New status");
  // The spec's five for an operator, less the current one; never Cancelled.
  await expect(status.locator("option")).toHaveText([
    "Select a status",
    "In Progress",
    "Waiting Parts",
    "Waiting Approval",
    "Completed",
  ]);
});

test("starting a pending work order from the status form says it is not in the assigned status", async ({
  page,
}) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/work-orders?status=PENDING");
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^View / })
    .click();
  const details = page.getByRole("dialog");
  await expect(details.getByLabel("New status").locator("option")).toHaveCount(8); // placeholder + 7
  await details.getByLabel("New status").selectOption("IN_PROGRESS");
  await details.getByRole("button", { name: "Update Status" }).click();
  await expect(details.getByRole("alert")).toContainText("This work order is not in the assigned status.");
  await expect(details.getByText("Created as Pending")).toBeVisible();
  await expect(details.getByText("Pending → In Progress")).toHaveCount(0);
});

test("a shop foreman creates a work order for a machine from its details, as an emergency", async ({
  page,
}) => {
  const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
  await useSession(page, session);
  const number = `WO-${uniqueSuffix()}`;
  await apiAs(page.request, session).post("/equipment", {
    equipmentNumber: number,
    name: `Preset Dozer ${number}`,
    make: "Komatsu",
    equipmentType: "BULLDOZER",
    hourMeter: 812,
    currentJobSite: "North Quarry",
  });
  await page.goto(`/equipment?search=${number}`);
  await page.getByRole("button", { name: `View Preset Dozer ${number}` }).click();
  await page.getByRole("link", { name: "Create Work Order" }).click();

  const create = page.getByRole("dialog", { name: "Create Work Order" });
  await expect(create.getByRole("combobox", { name: "Equipment", exact: true })).toBeDisabled();
  await expect(create.getByRole("combobox", { name: "Equipment", exact: true })).toHaveValue(
    new RegExp(number),
  );
  await expect(create.getByLabel("Job site")).toHaveValue("North Quarry");
  await expect(create.getByLabel("Hour meter start")).toHaveValue("812");
  await create.getByRole("button", { name: "Create Work Order" }).click();
  await expect(create.getByText("Title is required")).toBeVisible();
  await expect(create.getByText("Description is required")).toBeVisible();
  await create.getByLabel("Title").fill(`Blade cylinder leak ${number}`);
  await create.getByLabel("Description").fill("Cylinder weeping at the rod seal.");
  await create.getByRole("checkbox", { name: /Emergency/ }).check();
  await expect(create.getByText("Emergency", { exact: true }).first()).toBeVisible();
  await create.getByRole("button", { name: "Create Work Order" }).click();
  await expect(page.getByText(`Work order "Blade cylinder leak ${number}" created`)).toBeVisible();
  await expect(page).not.toHaveURL(/create=true/);
  const card = page.getByRole("article", { name: `Blade cylinder leak ${number}` });
  await page.getByRole("searchbox", { name: "Search work orders" }).fill(number);
  await expect(card.getByText("Emergency", { exact: true })).toBeVisible();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
});

test("a shop foreman edits a work order: only what changed is saved, and a blank title is refused", async ({
  page,
}) => {
  const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
  await useSession(page, session);
  const api = apiAs(page.request, session);
  const number = `ED-${uniqueSuffix()}`;
  const machine = await api.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `Edit Grader ${number}`,
    make: "Caterpillar",
    equipmentType: "GRADER",
  });
  await api.post("/work-orders", {
    equipmentId: machine.id,
    title: `Moldboard wear ${number}`,
    description: "Cutting edge worn past the bolts.",
  });
  await page.goto(`/work-orders?search=${number}`);
  await page.getByRole("button", { name: `Edit Moldboard wear ${number}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Work Order" });
  await edit.getByLabel("Title").fill("   ");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Title is required")).toBeVisible();
  await edit.getByLabel("Title").fill(`Replace cutting edge ${number}`);
  await edit.getByLabel("Priority").selectOption("HIGH");
  const saved = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/work-orders/"));
  await edit.getByRole("button", { name: "Save Changes" }).click();
  expect((await saved).postDataJSON()).toEqual({ title: `Replace cutting edge ${number}`, priority: "HIGH" });
  await expect(page.getByText(`Work order "Replace cutting edge ${number}" updated`)).toBeVisible();
  const card = page.getByRole("article", { name: `Replace cutting edge ${number}` });
  await expect(card.getByText("High", { exact: true })).toBeVisible();
});
