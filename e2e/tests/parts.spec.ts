import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/** The parts screens at a desk (docs/decisions/032-parts-screens.md). */

const axeClean = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  expect((await builder.analyze()).violations).toEqual([]);
};

test("a shop foreman adds a part, receives stock at its cost and counts it; the ledger shows each change", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const partNumber = `E2E-${suffix}`;
  const barcode = `40${Date.now()}`.slice(0, 13);
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/parts");
  await expect(page.getByRole("list", { name: "Parts" })).toBeVisible();
  await axeClean(page);

  await page.getByRole("button", { name: "Add Part" }).first().click();
  const add = page.getByRole("dialog", { name: "Add Part" });
  await add.getByRole("textbox", { name: "Part number", exact: true }).fill(partNumber);
  await add.getByRole("textbox", { name: "Name", exact: true }).fill("Cab air filter");
  await add.getByRole("textbox", { name: "Category" }).fill("Filters");
  await add.getByRole("spinbutton", { name: "Unit cost" }).fill("12.5");
  await add.getByRole("spinbutton", { name: "Minimum stock" }).fill("2");
  await add.getByRole("spinbutton", { name: "Reorder quantity" }).fill("6");
  await add.getByRole("textbox", { name: "Barcode" }).fill(barcode);
  await add.getByRole("textbox", { name: "Fits" }).fill("Caterpillar 320\nCaterpillar 336");
  await axeClean(page, "dialog");
  await add.getByRole("button", { name: "Add Part" }).click();

  // The new part's page: nothing on hand yet.
  await page.waitForURL(/\/parts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Cab air filter" })).toBeVisible();
  await expect(page.getByText("Part added")).toBeVisible();
  await expect(page.getByText("No stock anywhere yet.")).toBeVisible();
  await expect(page.getByText("Caterpillar 320, Caterpillar 336")).toBeVisible();

  await page.getByRole("button", { name: "Receive Stock" }).click();
  const receive = page.getByRole("dialog", { name: "Receive Stock" });
  await expect(receive.getByRole("combobox", { name: "Location" })).toHaveValue(/.+/);
  await receive.getByRole("combobox", { name: "Location" }).selectOption({ label: "Main Shop Store" });
  await receive.getByRole("spinbutton", { name: /Quantity received/ }).fill("4");
  await receive.getByRole("button", { name: "One each more" }).click();
  await expect(receive.getByRole("spinbutton", { name: /Quantity received/ })).toHaveValue("5");
  await receive.getByRole("spinbutton", { name: "Unit cost paid" }).fill("11.75");
  await axeClean(page, "dialog");
  await receive.getByRole("button", { name: "Receive", exact: true }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText(/Stock received: .* now 5 each at Main Shop Store/)).toBeVisible();
  const ledger = page.getByRole("list", { name: "Stock ledger" });
  await expect(ledger.getByRole("listitem").first()).toContainText("Received");
  await expect(ledger.getByRole("listitem").first()).toContainText("+5 each");
  await expect(ledger.getByRole("listitem").first()).toContainText("at $11.75");
  // The price paid is the part's cost now, in the organization's currency (docs/decisions/036).
  await expect(page.getByText("$11.75", { exact: true })).toBeVisible();

  // A count needs its reason; the ledger records the difference.
  await page.getByRole("button", { name: "Count", exact: true }).click();
  const count = page.getByRole("dialog", { name: "Count Stock" });
  await count.getByRole("combobox", { name: "Location" }).selectOption({ label: "Main Shop Store" });
  await count.getByRole("spinbutton", { name: /Counted on the shelf/ }).fill("4");
  await count.getByRole("button", { name: "Record Count" }).click();
  await expect(count.getByText("Say why the stock is adjusted")).toBeVisible();
  await count.getByRole("textbox", { name: "Reason" }).fill("One found broken in the box");
  await count.getByRole("button", { name: "Record Count" }).click();
  await expect(count).toBeHidden();
  await expect(ledger.getByRole("listitem").first()).toContainText("Counted");
  await expect(ledger.getByRole("listitem").first()).toContainText("−1 each");
  await expect(ledger.getByRole("listitem").first()).toContainText("One found broken in the box");
  await axeClean(page);

  // The same part number again, in another case: refused under its field.
  await page.goto("/parts?add=true");
  const again = page.getByRole("dialog", { name: "Add Part" });
  await again.getByRole("textbox", { name: "Part number", exact: true }).fill(partNumber.toLowerCase());
  await again.getByRole("textbox", { name: "Name", exact: true }).fill("Duplicate");
  await again.getByRole("button", { name: "Add Part" }).click();
  await expect(again.getByText("A part with this part number already exists")).toBeVisible();
  await again.getByRole("button", { name: "Cancel" }).click();

  // Search by barcode finds it.
  await page.getByRole("searchbox", { name: "Search parts" }).fill(barcode);
  await expect(page.getByRole("list", { name: "Parts" }).getByRole("link")).toHaveText(["Cab air filter"]);
});

test("barcode lookup: a typed barcode or part number opens the part; an unknown one offers to add it", async ({
  page,
}) => {
  const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
  const api = apiAs(page.request, session);
  const { parts } = await api.get<{ parts: { id: string; barcode: string; partNumber: string }[] }>(
    "/parts?search=1R-0750",
  );
  const filter = parts[0];
  if (!filter) throw new Error("the seeded fuel filter is missing");
  await useSession(page, session);

  await page.goto("/parts/scan");
  await expect(page.getByRole("alert").filter({ hasText: /type the code/i })).toBeVisible();
  await axeClean(page);
  const code = page.getByRole("textbox", { name: "Barcode or part number" });
  await code.fill(filter.barcode);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL(`**/parts/${filter.id}`);
  await expect(page.getByRole("heading", { name: "Fuel filter, advanced efficiency" })).toBeVisible();

  // The scanner gave its place to the part: Back returns to before it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/parts\/scan/);

  await page.goto("/parts/scan");
  await code.fill("0000000000000");
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page.getByText("No part with this part number or barcode in your organization")).toBeVisible();
  await page.getByRole("link", { name: "Add a part with barcode 0000000000000" }).click();
  await expect(
    page.getByRole("dialog", { name: "Add Part" }).getByRole("textbox", { name: "Barcode" }),
  ).toHaveValue("0000000000000");

  // The top bar's Scan: a code that names no machine but a part opens the part.
  await page.goto("/scan");
  await page.getByRole("textbox", { name: "Code or equipment number" }).fill(filter.partNumber.toLowerCase());
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL(`**/parts/${filter.id}`);
});

test("an operator reads a part without any cost; the to-order list and the locations pass axe", async ({
  page,
}) => {
  const operator = await signInThroughApi(page.request, "OPERATOR");
  const { parts } = await apiAs(page.request, operator).get<{ parts: { id: string }[] }>(
    "/parts?search=1R-0750",
  );
  await useSession(page, operator);
  await page.goto(`/parts/${parts[0]?.id}`);
  await expect(page.getByRole("heading", { name: "Fuel filter, advanced efficiency" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Stock ledger" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText("Unit cost")).toHaveCount(0);
  await expect(page.getByText(/^at \d/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Receive Stock" })).toHaveCount(0);
  await axeClean(page);

  await page.goto("/parts/to-order");
  await expect(page.getByRole("list", { name: "Parts to order" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Receive/ })).toHaveCount(0);
  await axeClean(page);

  await page.goto("/parts/locations");
  await page.getByRole("button", { name: "What it holds at Main Shop Store" }).click();
  await expect(page.getByRole("list", { name: "Stock at Main Shop Store" })).toBeVisible();
  await axeClean(page);
});

test("offline, a part read before opens from the device; receiving says it needs a connection", async ({
  page,
  context,
}) => {
  const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
  const { parts } = await apiAs(page.request, session).get<{ parts: { id: string }[] }>(
    "/parts?search=FS1280",
  );
  await useSession(page, session);
  await page.goto(`/parts/${parts[0]?.id}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByRole("list", { name: "Stock ledger" }).getByRole("listitem").first()).toBeVisible();
  await page.waitForTimeout(1500); // the cache's copy is written at most once a second

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Offline Mode - Changes will sync when reconnected")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fuel water separator" })).toBeVisible();
  // Below zero on the truck (two offline uses of the last one): flagged, with the count one tap away.
  await expect(page.getByText("Count needed").first()).toBeVisible();
  await page.getByRole("button", { name: "Receive Stock" }).click();
  const receive = page.getByRole("dialog", { name: "Receive Stock" });
  await expect(receive.getByText("Receiving stock needs a connection")).toBeVisible();
  await expect(receive.getByRole("button", { name: "Receive", exact: true })).toBeDisabled();
  await receive.getByRole("button", { name: "Cancel" }).click();
  await context.setOffline(false);
});

test("a manager adds a service truck, gives it a keeper, and restocks from the 'to order' list", async ({
  page,
}) => {
  const name = `Service Truck ${uniqueSuffix()}`;
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  await page.goto("/parts/locations");
  await page.getByRole("button", { name: "Add Location" }).click();
  const add = page.getByRole("dialog", { name: "Add Location" });
  await add.getByRole("textbox", { name: "Name" }).fill(name);
  await add.getByRole("combobox", { name: "Kind" }).selectOption("TRUCK");
  await add.getByRole("combobox", { name: "Kept by" }).selectOption({ label: "Sam Patel" });
  await axeClean(page, "dialog");
  await add.getByRole("button", { name: "Add Location" }).click();
  await expect(page.getByText("Stock location added")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Kept by Sam Patel");

  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  await edit.getByRole("combobox", { name: "Kept by" }).selectOption({ label: "Angela Russo" });
  await edit.getByRole("button", { name: "Save Location" }).click();
  await expect(page.getByText("Stock location updated")).toBeVisible();
  await expect(card).toContainText("Kept by Angela Russo");

  // The 'to order' list: a store's line is received, with the suggested quantity.
  await page.goto("/parts/to-order");
  const line = page.getByRole("listitem").filter({ hasText: "Main Shop Store" }).first();
  const partNumber = (await line.locator("p.font-mono").textContent()) ?? "";
  await line.getByRole("button", { name: /^Receive/ }).click();
  const receive = page.getByRole("dialog", { name: "Receive Stock" });
  await expect(receive.getByRole("spinbutton", { name: /Quantity received/ })).not.toHaveValue("");
  await axeClean(page, "dialog");
  await receive.getByRole("button", { name: "Receive", exact: true }).click();
  await expect(page.getByText(new RegExp(`Stock received: ${partNumber}`))).toBeVisible();
  await axeClean(page);
});
