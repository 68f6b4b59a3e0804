import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, uniqueSuffix } from "../support/api-as.js";
import { type Session, signInThroughApi, useSession } from "../support/sign-in.js";

/** The live stream is read with fetch; the page must never poll or reload to show the change. */
async function countReloads(page: Page) {
  let loads = 0;
  page.on("load", () => loads++);
  return () => loads;
}

async function assignNewOrder(page: Page, foreman: Session, mechanicId: string, title: string) {
  const api = apiAs(page.request, foreman);
  const machines = await api.get<{ equipment: { id: string }[] }>("/equipment?limit=1");
  const created = await api.post<{ workOrder: { id: string } }>("/work-orders", {
    title,
    description: "Assigned while the mechanic's dashboard is open",
    equipmentId: machines.equipment[0]?.id,
  });
  const assigned = await page.request.patch(`/api/v1/work-orders/${created.workOrder.id}/assign`, {
    headers: { authorization: `Bearer ${foreman.accessToken}` },
    data: { assignedTo: mechanicId },
  });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();
  return created.workOrder.id;
}

test("a foreman assigns a work order: the mechanic's open dashboard shows it live and the bell counts it", async ({
  page,
  request,
}) => {
  // Two people: each signs in with their own cookies (the demo provider remembers who signed in).
  const mechanic = await signInThroughApi(page.request, "MECHANIC");
  const foreman = await signInThroughApi(request, "SHOP_FOREMAN");
  await useSession(page, mechanic);
  await page.goto("/mechanic-dashboard");
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // Read what is there now, so the count below is this assignment's.
  const before = Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? 0);
  const reloads = await countReloads(page);
  // The stream is open once the page has drawn (its code loads after): wait for the request.
  await page
    .waitForResponse((response) => response.url().endsWith("/api/v1/live"), { timeout: 10_000 })
    .catch(() => undefined);

  const title = `Live assignment ${uniqueSuffix()}`;
  const started = Date.now();
  await assignNewOrder(page, foreman, mechanic.user.id, title);
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 5_000 });
  const shownAfter = Date.now() - started;
  // Other tests of the run may assign to the same mechanic meanwhile: at least this one more.
  const unreadNow = async () =>
    Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? 0);
  await expect.poll(unreadNow, { timeout: 5_000 }).toBeGreaterThan(before);
  expect(reloads()).toBe(0);
  test.info().annotations.push({ type: "live", description: `shown ${shownAfter} ms after the assignment` });
  expect(shownAfter).toBeLessThan(4_000);

  await bell.click();
  const list = page.getByRole("dialog", { name: "Notifications" });
  await expect(
    list.getByRole("button", { name: new RegExp(`Work order assigned to you.*${title}`) }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await list.getByRole("button", { name: new RegExp(`Work order assigned to you.*${title}`) }).click();
  await expect(page).toHaveURL(/\/work-orders/);
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  // Opened, so read.
  const mine = await apiAs(page.request, mechanic).get<{
    notifications: { body: string; readAt: string | null }[];
  }>("/notifications?limit=100");
  expect(mine.notifications.find((n) => n.body.startsWith(title))?.readAt).not.toBeNull();
});

test("Notification Settings: switch a kind off and set quiet hours; axe finds nothing", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.goto("/notifications/settings");
  await expect(page.getByRole("heading", { name: "Notification Settings" })).toBeVisible();
  const escalations = page.getByRole("checkbox", { name: "Escalations: In the app" });
  await expect(escalations).toBeChecked();
  await escalations.uncheck();
  await page.getByLabel("From", { exact: true }).fill("22:00");
  await page.getByLabel("To", { exact: true }).fill("06:00");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Escalations: In the app" })).not.toBeChecked();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("22:00");
  // Put them back for the other tests of the run.
  await page.getByRole("checkbox", { name: "Escalations: In the app" }).check();
  await page.getByLabel("From", { exact: true }).fill("");
  await page.getByLabel("To", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
});

test("Notification Settings with email: the Email column and a daily digest; axe finds nothing", async ({
  page,
}) => {
  // The fleet manager's settings: no other test of the run saves them.
  await useSession(page, await signInThroughApi(page.request, "FLEET_MANAGER"));
  await page.goto("/notifications/settings");
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Critical breakdowns: Email" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "People added: Email" })).not.toBeChecked();
  const email = page.getByRole("group", { name: "Email" });
  await expect(email.getByRole("radio", { name: "One email for each notification" })).toBeChecked();
  await email.getByRole("radio", { name: /A daily summary at 7:00/ }).check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.reload();
  await expect(page.getByRole("radio", { name: /A daily summary at 7:00/ })).toBeChecked();
  await page.getByRole("radio", { name: "One email for each notification" }).check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`screenshots: the bell's list and Notification Settings (${device}, ${theme})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      const mechanic = await signInThroughApi(page.request, "MECHANIC");
      const foreman = await signInThroughApi(request, "SHOP_FOREMAN");
      await assignNewOrder(page, foreman, mechanic.user.id, `Replace hydraulic hose ${uniqueSuffix()}`);
      await useSession(page, mechanic);
      await page.goto("/mechanic-dashboard");
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
      const list = page.getByRole("dialog", { name: "Notifications" });
      await expect(list.getByText("Work order assigned to you").first()).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({ path: `.tmp/screenshots/notifications-list-${theme}-${device}.png` });
      await list.getByRole("link", { name: "Notification Settings" }).click();
      await expect(page.getByRole("heading", { name: "Notification Settings" })).toBeVisible();
      await expect(page.getByRole("checkbox").first()).toBeVisible();
      if (device === "phone") {
        // At 375 px an event's name takes the card's width, its channel toggles under it (named by their label).
        const event = page.getByRole("rowheader").first();
        expect((await event.boundingBox())?.width ?? 0).toBeGreaterThan(280);
        const inApp = page.getByRole("checkbox", { name: "Work order assigned to me: In the app" });
        expect((await inApp.boundingBox())?.y ?? 0).toBeGreaterThan((await event.boundingBox())?.y ?? 0);
      }
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({
        path: `.tmp/screenshots/notification-settings-${theme}-${device}.png`,
        fullPage: true,
      });
    });
  }
}
