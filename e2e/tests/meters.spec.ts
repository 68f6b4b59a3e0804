import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const noViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/**
 * Meters and readings (docs/decisions/041): a machine's meters, engine hours per day and readings on Equipment
 * Details; a held reading reviewed; a CSV previewed, corrected and imported. Each page passes axe.
 */
test("a machine's readings, a held reading rejected, and a CSV previewed then imported", async ({ page }) => {
  test.setTimeout(180_000);
  const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
  await useSession(page, session);
  const api = apiAs(page.request, session);
  const number = `MT-${uniqueSuffix()}`;
  const machine = await api.post<{ id: string }>("/equipment", {
    equipmentNumber: number,
    name: `Meter Loader ${number}`,
    make: "Volvo",
    equipmentType: "LOADER",
    hourMeter: 100,
  });
  await api.post("/meter-readings", {
    readings: [
      { equipmentId: machine.id, value: 106, takenAt: hoursAgo(50) },
      { equipmentId: machine.id, value: 114.5, takenAt: hoursAgo(26) },
      { equipmentId: machine.id, value: 121, takenAt: hoursAgo(3) },
      { equipmentId: machine.id, value: 1210, takenAt: hoursAgo(2), note: "Gateway 7" },
    ],
  });

  await page.goto(`/equipment/${machine.id}`);
  const meters = page.getByRole("region", { name: "Meters" });
  await expect(meters.getByText("121 h", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(meters.getByText("1 held for review")).toBeVisible();
  await expect(meters.getByRole("list", { name: "Engine hours per day" })).toBeVisible();
  const readings = meters.getByRole("list", { name: "Meter readings" });
  await expect(readings.getByRole("listitem")).toHaveCount(4);
  await expect(readings.getByText("Held for review")).toBeVisible();
  await noViolations(page);

  await meters.getByRole("link", { name: "Review Held Readings" }).click();
  await expect(page).toHaveURL(/\/meter-readings$/);
  const held = page
    .getByRole("list", { name: "Held readings" })
    .getByRole("listitem")
    .filter({ hasText: number });
  await expect(held).toHaveCount(1);
  await noViolations(page);
  await held.getByRole("button", { name: "Reject" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reject Reading" });
  await confirm.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Reading rejected")).toBeVisible();
  await expect(held).toHaveCount(0);

  await page.getByRole("link", { name: "Import Readings" }).click();
  await expect(page).toHaveURL(/\/meter-readings\/import$/);
  const rows = (value: number) =>
    `machine,meter,value,time\n${number},hours,${value},${hoursAgo(1)}\nNOPE-${number},hours,5,${hoursAgo(1)}`;
  await page.getByLabel("Or paste the rows").fill(rows(123));
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("list", { name: "Rows of the file" });
  await expect(preview.getByText("Machine not found")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import/ })).toBeDisabled();
  await noViolations(page);
  await page
    .getByLabel("Or paste the rows")
    .fill(`machine,meter,value,time\n${number},hours,123,${hoursAgo(1)}`);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(preview.getByText("Accepted")).toBeVisible();
  await page.getByRole("button", { name: "Import 1 Readings" }).click();
  await expect(page.getByText("Readings imported: 1 rows")).toBeVisible();

  await page.goto(`/equipment/${machine.id}`);
  const section = page.getByRole("region", { name: "Meters" });
  await expect(section.getByText("123 h", { exact: true })).toBeVisible({ timeout: 30_000 });

  // A lower reading is refused with the last one named; recorded as a meter replaced, it is taken.
  await section.getByRole("button", { name: "Record Reading" }).click();
  const form = page.getByRole("dialog", { name: "Record Reading" });
  await form.getByRole("textbox", { name: "Reading" }).fill("4");
  await form.getByRole("button", { name: "Record Reading" }).click();
  await expect(form.getByText(/^4 h is lower than the last reading, 123 h on /)).toBeVisible();
  await noViolations(page);
  await form.getByLabel("The meter was replaced or reset").check();
  await form.getByRole("button", { name: "Record Reading" }).click();
  await expect(form).toBeHidden();
  await expect(section.getByText("Reading recorded")).toBeVisible();
  await expect(section.getByText("4 h", { exact: true })).toBeVisible();
  await expect(section.getByText("123 h over the machine's life")).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the meters, the held readings and the import's preview fit, and axe finds nothing", async ({
    page,
  }) => {
    test.slow();
    const session = await signInThroughApi(page.request, "FLEET_MANAGER");
    await useSession(page, session);
    const api = apiAs(page.request, session);
    const number = `MP-${uniqueSuffix()}`;
    const machine = await api.post<{ id: string }>("/equipment", {
      equipmentNumber: number,
      name: `Meter Phone Dozer ${number}`,
      make: "Komatsu",
      equipmentType: "BULLDOZER",
      hourMeter: 50,
    });
    await api.post("/meter-readings", {
      readings: [
        { equipmentId: machine.id, value: 58, takenAt: hoursAgo(30) },
        { equipmentId: machine.id, value: 64.5, takenAt: hoursAgo(5) },
        { equipmentId: machine.id, value: 6450, takenAt: hoursAgo(1) },
      ],
    });
    const fits = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    await page.goto(`/equipment/${machine.id}`);
    await expect(
      page.getByRole("region", { name: "Meters" }).getByText("64.5 h", { exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await fits();
    await noViolations(page);
    await page.goto("/meter-readings");
    await expect(page.getByRole("list", { name: "Held readings" }).getByText(number).first()).toBeVisible();
    await fits();
    await noViolations(page);
    await page.goto("/meter-readings/import");
    await page
      .getByLabel("Or paste the rows")
      .fill(`machine,meter,value,time\n${number},hours,65,${hoursAgo(0.5)}\nNOPE,hours,1,2026-01-01`);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(
      page.getByRole("list", { name: "Rows of the file" }).getByText("Machine not found"),
    ).toBeVisible();
    await fits();
    await noViolations(page);
  });
});
