import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * Equipment Details' meters (a held reading, the chart of hours per day, the readings), the held readings page and
 * the import's preview, as a shop foreman, light and dark, in .tmp/screenshots/ (for a person to look at).
 */
for (const theme of ["light", "dark"] as const) {
  test(`meters (${theme})`, async ({ page }, info) => {
    await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
    const session = await signInThroughApi(page.request, "SHOP_FOREMAN");
    await useSession(page, session);
    const api = apiAs(page.request, session);
    const number = `SHOT-${theme}-${info.project.name}-${Date.now().toString(36)}`.toUpperCase();
    const machine = await api.post<{ id: string; equipmentNumber: string }>("/equipment", {
      equipmentNumber: number.slice(0, 30),
      name: "Volvo L120 Wheel Loader",
      make: "Volvo",
      equipmentType: "LOADER",
      hourMeter: 2400,
    });
    // Twelve working days of about 7 h, then a reading with a digit too many (held for review).
    await api.post("/meter-readings", {
      readings: Array.from({ length: 12 }, (_, day) => ({
        equipmentId: machine.id,
        value: 2400 + (day + 1) * (6 + (day % 3)),
        takenAt: hoursAgo(24 * (12 - day) - 2),
      })),
    });
    await api.post("/meter-readings", {
      readings: [{ equipmentId: machine.id, value: 24_950, takenAt: hoursAgo(0.5), note: "Gateway 7" }],
    });
    const shot = (name: string) => `.tmp/screenshots/${name}-${theme}-${info.project.name}.png`;

    await page.goto(`/equipment/${machine.id}`);
    const meters = page.getByRole("region", { name: "Meters" });
    await expect(meters.getByRole("list", { name: "Engine hours per day" })).toBeVisible({ timeout: 30_000 });
    await meters.scrollIntoViewIfNeeded();
    await meters.screenshot({ path: shot("meters-section") });
    await meters.getByRole("button", { name: "Record Reading" }).click();
    const form = page.getByRole("dialog", { name: "Record Reading" });
    await form.getByRole("textbox", { name: "Reading" }).fill("12");
    await form.getByRole("button", { name: "Record Reading" }).click();
    await expect(form.getByText(/is lower than the last reading/)).toBeVisible();
    await page.screenshot({ path: shot("meters-record-reading-refused") });
    await form.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/meter-readings");
    await expect(page.getByRole("list", { name: "Held readings" })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: shot("meter-readings-held"), fullPage: true });

    await page.goto("/meter-readings/import");
    await page
      .getByLabel("Or paste the rows")
      .fill(
        `machine,meter,value,time\n${machine.equipmentNumber},hours,2500,${hoursAgo(0.2)}\nNOPE-1,hours,5,${hoursAgo(1)}\n${machine.equipmentNumber},odometer,12,2026-01-01`,
      );
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("list", { name: "Rows of the file" })).toBeVisible();
    await page.screenshot({ path: shot("meter-readings-import-preview"), fullPage: true });
  });
}
