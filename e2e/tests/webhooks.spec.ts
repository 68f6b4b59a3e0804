import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { E2E_HOOK_URL } from "../support/environment.js";
import { pageSettled } from "../support/page-settled.js";
import { type Session, signInThroughApi, useSession } from "../support/sign-in.js";

/** Adds a webhook through the screen; answers its address (unique to the test). */
async function addWebhook(page: Page, kinds: string[]) {
  const url = `${E2E_HOOK_URL}/hooks/${uniqueSuffix()}`;
  await page.getByRole("button", { name: "Add Webhook" }).click();
  const form = page.getByRole("dialog", { name: "Add Webhook" });
  await form.getByLabel("Address").fill(url);
  for (const kind of kinds) await form.getByRole("checkbox", { name: kind, exact: true }).check();
  await form.getByRole("button", { name: "Add Webhook" }).click();
  const secret = page.getByRole("dialog", { name: "Webhook Secret" });
  await expect(secret.getByText(/^whsec_/)).toBeVisible();
  return { url, secret };
}

async function deleteWebhook(page: Page, url: string) {
  await page.getByRole("button", { name: `Delete ${url}` }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Webhook" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Webhook deleted")).toBeVisible();
}

/** A work order created through the API: one WORK_ORDER_CREATED event. */
async function createOrder(page: Page, admin: Session) {
  const api = apiAs(page.request, admin);
  const machines = await api.get<{ equipment: { id: string }[] }>("/equipment?limit=1");
  await api.post("/work-orders", {
    title: `Webhook order ${uniqueSuffix()}`,
    description: "Sent to the webhook receiver",
    equipmentId: machines.equipment[0]?.id,
  });
}

/** Opens the webhook's log and refreshes it until a delivery shows `status`. */
async function deliveryShown(page: Page, url: string, status: string) {
  await page.getByRole("button", { name: `Deliveries of ${url}` }).click();
  const log = page.getByRole("heading", { name: `Deliveries to ${url}` });
  await expect(log).toBeVisible();
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText(status, { exact: true }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test("a super admin adds a webhook, sees it delivered, sends again, edits, disables and deletes it", async ({
  page,
}) => {
  const admin = await signInThroughApi(page.request, "SUPER_ADMIN");
  await useSession(page, admin);
  await page.goto("/webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

  // A metadata address is refused, under the field, with the reason.
  await page.getByRole("button", { name: "Add Webhook" }).click();
  const form = page.getByRole("dialog", { name: "Add Webhook" });
  await form.getByLabel("Address").fill("http://169.254.169.254/latest/meta-data");
  await form.getByRole("checkbox", { name: "Work Order Created", exact: true }).check();
  await form.getByRole("button", { name: "Add Webhook" }).click();
  await expect(form.getByText("Not allowed: a cloud metadata address")).toBeVisible();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await form.getByRole("button", { name: "Cancel" }).click();

  const { url, secret } = await addWebhook(page, ["Work Order Created"]);
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await secret.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("heading", { name: url })).toBeVisible();

  await createOrder(page, admin);
  await deliveryShown(page, url, "Delivered");
  await expect(page.getByText("204").first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page
    .getByRole("button", { name: /^Send again: Work Order Created/ })
    .first()
    .click();
  await expect(page.getByText("Sent again")).toBeVisible();

  await page.getByRole("button", { name: `Edit ${url}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Webhook" });
  await edit.getByRole("checkbox", { name: "Work Order Assigned", exact: true }).check();
  await edit.getByRole("button", { name: "Save Webhook" }).click();
  await expect(page.getByText("Webhook saved")).toBeVisible();
  await expect(page.getByText("Work Order Created, Work Order Assigned").first()).toBeVisible();

  await page.getByRole("button", { name: `Disable ${url}` }).click();
  await expect(page.getByRole("button", { name: `Enable ${url}` })).toBeVisible();
  await deleteWebhook(page, url);
  await expect(page.getByRole("heading", { name: url })).toHaveCount(0);
});

test("another role is told the webhooks are for super administrators", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  await page.goto("/webhooks");
  await expect(page.getByText("Webhooks are only available to super administrators.")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`screenshots: Webhooks with a delivery log (${device}, ${theme})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      const admin = await signInThroughApi(page.request, "SUPER_ADMIN");
      await useSession(page, admin);
      await page.goto("/webhooks");
      await page.getByRole("button", { name: "Add Webhook" }).click();
      const form = page.getByRole("dialog", { name: "Add Webhook" });
      await expect(form.getByRole("checkbox", { name: "User Deactivated" })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({ path: `.tmp/screenshots/webhook-form-${theme}-${device}.png` });
      await form.getByRole("button", { name: "Cancel" }).click();
      const { url, secret } = await addWebhook(page, ["Work Order Created", "Critical Breakdown"]);
      await secret.getByRole("button", { name: "Done" }).click();
      await createOrder(page, admin);
      await deliveryShown(page, url, "Delivered");
      await pageSettled(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({ path: `.tmp/screenshots/webhooks-${theme}-${device}.png`, fullPage: true });
      // Leave no webhook behind for the other tests of the run.
      await deleteWebhook(page, url);
    });
  }
}
