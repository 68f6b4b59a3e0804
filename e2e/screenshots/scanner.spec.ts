import { expect, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { launchWithCamera, phoneWithCamera } from "../support/fake-camera.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

test.skip(({ isMobile }) => !isMobile, "scanning is the phone's");

/**
 * The scanner at 375 px, light and dark, in .tmp/screenshots/ (for a person to look at): the camera live
 * (Chromium's fake camera and its test pattern), without a camera with a typed code that is not found, and
 * the machine page a scan opens.
 */
for (const theme of ["light", "dark"] as const) {
  test(`scanner (${theme})`, async ({ page, playwright, baseURL }) => {
    const shot = (name: string) => `.tmp/screenshots/${name}-${theme}-phone.png`;
    const dressed = async (target: typeof page) => {
      await target.addInitScript(
        (mode) => window.localStorage.setItem("maintenance-nexus-theme", mode),
        theme,
      );
      const session = await signInThroughApi(target.request, "OPERATOR");
      await useSession(target, session);
      return session;
    };

    const browser = await launchWithCamera(playwright.chromium);
    try {
      const phone = await (await browser.newContext(phoneWithCamera(baseURL ?? ""))).newPage();
      await dressed(phone);
      await phone.goto("/operator-dashboard");
      await expect(phone.getByRole("link", { name: "Scan", exact: true })).toBeVisible();
      await phone.screenshot({ path: shot("scan-top-bar") });
      await phone.getByRole("link", { name: "Scan", exact: true }).click();
      await expect(phone.getByText("Point the camera at the QR code")).toBeVisible();
      await phone.waitForTimeout(500);
      await phone.screenshot({ path: shot("scanner-live") });
    } finally {
      await browser.close();
    }

    const operator = await dressed(page);
    await page.goto("/scan");
    await expect(page.getByRole("alert").filter({ hasText: /type the code/i })).toBeVisible();
    await page.getByRole("textbox", { name: "Code or equipment number" }).fill("MNX-NORTHWIND-AP-101");
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await expect(page.getByText("This label is not one of the machines assigned to you.")).toBeVisible();
    await page.screenshot({ path: shot("scanner-no-camera"), fullPage: true });

    // Where a scan lands: one of the operator's machines, its actions on top.
    const { equipment } = await apiAs(page.request, operator).get<{
      equipment: { equipmentNumber: string }[];
    }>("/equipment?limit=1");
    await page
      .getByRole("textbox", { name: "Code or equipment number" })
      .fill(equipment[0]?.equipmentNumber ?? "none");
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await page.waitForURL(/\/equipment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: "Report Issue" })).toBeVisible();
    await page.screenshot({ path: shot("scanned-machine") });
    const label = page.getByRole("region", { name: "QR Code" });
    await label.scrollIntoViewIfNeeded();
    await label.screenshot({ path: shot("machine-label") });
  });
}
