import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { apiAs } from "../support/api-as.js";
import { filmLabel, launchWithCamera, phoneWithCamera } from "../support/fake-camera.js";
import { stockedStore } from "../support/parts-shop.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test.skip(({ isMobile }) => !isMobile, "the truck's stock is the mechanic's phone");

/** The mechanic's truck on the phone, one-handed at 375 px (docs/decisions/032-parts-screens.md). */

interface TruckItem {
  partId: string;
  partNumber: string;
  quantity: number;
}

/** A part's row on the truck (tap: give back), not its Restock button. */
const truckRow = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Stock on Service Truck 1" })
    .getByRole("button", { name: new RegExp(`^${name}.*give back$`) });

test("a mechanic loads their truck from the store and gives back without signal: the move waits, then goes once", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const mechanic = await signInThroughApi(page.request, "MECHANIC");
  const api = apiAs(page.request, mechanic);
  const locations = await api.get<{ id: string; name: string }[]>("/stock-locations");
  const truckId = locations.find((location) => location.name === "Service Truck 1")?.id;
  const held = async (partNumber: string) =>
    (await api.get<{ items: TruckItem[] }>(`/stock-locations/${truckId}/stock`)).items.find(
      (item) => item.partNumber === partNumber,
    )?.quantity ?? 0;
  const before = await held("LED-WL-4");
  await useSession(page, mechanic);

  // The dashboard's Parts & Inventory tab leads to the truck.
  await page.goto("/mechanic-dashboard");
  await page.getByRole("tab", { name: "Parts & Inventory" }).click();
  await expect(page.getByText("Lines to order")).toBeVisible();
  await page.getByRole("link", { name: /My Truck/ }).click();
  await expect(page.getByRole("heading", { name: "Service Truck 1" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Stock on Service Truck 1" })).toBeVisible();

  // Thumbs at the bottom: both actions sit in the lowest part of the screen, big enough for a glove.
  const load = page.getByRole("button", { name: "Load from Store" });
  for (const control of [load, page.getByRole("link", { name: "Scan", exact: true }).last()]) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(812 - 90);
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Load two LED work lights from the main store.
  await load.click();
  const choose = page.getByRole("dialog", { name: "Load onto My Truck" });
  await choose.getByRole("searchbox", { name: "Find a part" }).fill("LED-WL");
  await choose.getByRole("button", { name: /LED work light/ }).click();
  const form = page.getByRole("dialog", { name: "Load onto My Truck" });
  await form.getByRole("combobox", { name: "From" }).selectOption({ label: "Main Shop Store" });
  await form.getByRole("button", { name: "One each more" }).click();
  await expect(form.getByRole("spinbutton", { name: /Quantity/ })).toHaveValue("2");
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await form.getByRole("button", { name: "Load onto Truck" }).click();
  await expect(page.getByText("2 each of LED-WL-4 loaded onto Service Truck 1.")).toBeVisible();
  await expect(truckRow(page, "LED work light")).toContainText(`${before + 2} each`);
  expect(await held("LED-WL-4")).toBe(before + 2);

  // No signal: giving one back waits on the device, shown on its row, and goes out on reconnect.
  await context.setOffline(true);
  await truckRow(page, "LED work light").click();
  const giveBack = page.getByRole("dialog", { name: "Give Back to a Store" });
  await expect(giveBack.getByRole("spinbutton", { name: /Quantity/ })).toHaveValue("1");
  await giveBack.getByRole("button", { name: "Give Back" }).click();
  await expect(giveBack.getByText("Saved on this device")).toBeVisible();
  await giveBack.getByRole("button", { name: "Close" }).click();
  await expect(truckRow(page, "LED work light")).toContainText("Waiting to send");
  await expect(truckRow(page, "LED work light")).toContainText(`${before + 1} each`);
  await expect(page.getByText("(1 change waiting to be sent)")).toBeVisible();

  await context.setOffline(false);
  await expect(truckRow(page, "LED work light")).not.toContainText("Waiting to send", { timeout: 20_000 });
  await expect(truckRow(page, "LED work light")).toContainText(`${before + 1} each`);
  expect(await held("LED-WL-4")).toBe(before + 1);
});

test("My Truck shows the minimum that applies on the truck and restocks a part at or below it from a store", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const foreman = apiAs(request, await signInThroughApi(request, "SHOP_FOREMAN"));
  // Part numbers from '0': the truck's first page (part-number order) holds them whatever else it carries.
  const shop = await stockedStore(foreman, "0TM", [
    { name: "Truck fuse kit", unit: "SET", unitCost: 4, received: 10, minStock: 6 },
    { name: "Truck wiper blade", unit: "PAIR", unitCost: 9, received: 10, minStock: 3 },
  ]);
  const [fuses, wipers] = shop.parts;
  if (!fuses || !wipers) throw new Error("no parts");
  const locations = await foreman.get<{ id: string; name: string }[]>("/stock-locations");
  const truckId = locations.find((location) => location.name === "Service Truck 1")?.id;
  // The truck's own minimum of the fuses (2, under the store's 6); the wipers keep the part's (3), one aboard.
  await foreman.put(`/parts/${fuses.id}/locations/${truckId}/minimum`, { minStock: 2 });
  await foreman.post(`/parts/${wipers.id}/move`, {
    fromLocationId: shop.store.id,
    toLocationId: truckId,
    quantity: 1,
  });
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/parts/truck");

  const fuseRow = truckRow(page, "Truck fuse kit");
  await expect(fuseRow).toContainText("Minimum 2 sets on this truck");
  await expect(fuseRow).toContainText("Out of stock");
  await expect(fuseRow).toContainText("0 sets");
  const wiperRow = truckRow(page, "Truck wiper blade");
  await expect(wiperRow).toContainText("Minimum 3 pairs (the part's)");
  await expect(page.getByRole("status").filter({ hasText: /parts? to restock/ })).toBeVisible();
  // Restock sits on the row's right edge, under the thumb, big enough for a glove.
  const restock = page.getByRole("button", { name: "Restock Truck fuse kit", exact: true });
  const box = await restock.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(375 - 40);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Restock loads one over the truck's minimum from a store.
  await restock.click();
  const form = page.getByRole("dialog", { name: "Load onto My Truck" });
  await expect(form.getByRole("spinbutton", { name: /Quantity/ })).toHaveValue("3");
  await form.getByRole("combobox", { name: "From" }).selectOption({ label: shop.store.name });
  await form.getByRole("button", { name: "Load onto Truck" }).click();
  await expect(page.getByText(`3 sets of ${fuses.partNumber} loaded onto Service Truck 1.`)).toBeVisible();
  await expect(fuseRow).toContainText("3 sets");
  await expect(fuseRow).not.toContainText("Out of stock");
  await expect(page.getByRole("button", { name: "Restock Truck fuse kit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Restock Truck wiper blade", exact: true })).toBeVisible();

  // The dashboard's Parts & Inventory tab counts what to restock on the truck.
  await page.goto("/mechanic-dashboard");
  await page.getByRole("tab", { name: "Parts & Inventory" }).click();
  await expect(page.getByRole("list", { name: "Parts overview" })).toContainText("To restock on my truck");
});

test("the phone's camera reads a part's code and the part opens", async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const mechanic = await signInThroughApi(page.request, "MECHANIC");
  const { parts } = await apiAs(page.request, mechanic).get<{ parts: { id: string; barcode: string }[] }>(
    "/parts?search=GR-EP2",
  );
  const grease = parts[0];
  if (!grease?.barcode) throw new Error("the seeded grease cartridge has no barcode");
  // The part's code as a QR code (this Chromium has no BarcodeDetector: jsQR reads QR codes), filmed.
  await page.setContent(`<img alt="code" src="${await QRCode.toDataURL(grease.barcode, { margin: 2 })}">`);
  const browser = await launchWithCamera(playwright.chromium, await filmLabel(page.getByRole("img"), "part"));
  try {
    const phone = await (await browser.newContext(phoneWithCamera(baseURL ?? ""))).newPage();
    await useSession(phone, await signInThroughApi(phone.request, "MECHANIC"));
    await phone.goto("/parts/truck");
    await phone.getByRole("link", { name: "Scan", exact: true }).last().click();
    await phone.waitForURL(`**/parts/${grease.id}`, { timeout: 30_000 });
    await expect(phone.getByRole("heading", { name: /Grease EP2/ })).toBeVisible();
    // A mechanic who keeps a truck loads it from here too.
    await expect(phone.getByRole("button", { name: "Load onto My Truck" })).toBeVisible();
  } finally {
    await browser.close();
  }
});
