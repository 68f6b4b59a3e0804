import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "../support/api-as.js";
import { pageSettled } from "../support/page-settled.js";
import { signInThroughApi, useSession } from "../support/sign-in.js";

/**
 * Notification Settings' 'Enable notifications on this device' (docs/decisions/039-web-push.md). The browser's
 * own push service (Google's, for Chromium) is on the internet, which the tests do not reach: its side of
 * PushManager is stood in for in the page (a subscription with keys of the right shape at the FCM address);
 * everything else is real: the permission (granted in the context), the server's key, the server keeping and
 * forgetting the subscription. test/notifications/web-push.test.ts covers the encrypted push itself.
 */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    // Kept in sessionStorage, as the browser keeps a subscription across reloads.
    const STORE = "e2e-push-subscription";
    const w = window as unknown as { __pushSubscription: () => PushSubscription | null };
    const make = ({ endpoint, key }: { endpoint: string; key: number[] }) =>
      ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: `B${"Q".repeat(86)}`, auth: "A".repeat(22) },
        }),
        unsubscribe: async () => {
          window.sessionStorage.removeItem(STORE);
          return true;
        },
      }) as unknown as PushSubscription;
    w.__pushSubscription = () => {
      const stored = window.sessionStorage.getItem(STORE);
      return stored ? make(JSON.parse(stored)) : null;
    };
    PushManager.prototype.getSubscription = async () => w.__pushSubscription();
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = [...new Uint8Array(options?.applicationServerKey as Uint8Array)];
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
      window.sessionStorage.setItem(STORE, JSON.stringify({ endpoint, key }));
      return make({ endpoint, key });
    };
  });
}

test("enable notifications on this device: permission, the server's key, the subscription kept; then off", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await standInPushService(page);
  const mechanic = await signInThroughApi(page.request, "MECHANIC");
  await useSession(page, mechanic);
  await page.goto("/notifications/settings");
  await pageSettled(page);
  await expect(page.getByRole("heading", { name: "Enable notifications on this device" })).toBeVisible();
  await expect(page.getByText(/even when the app is closed/)).toBeVisible();

  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/notifications/push/subscriptions") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  const answer = await sent;
  expect(answer.status(), await answer.text()).toBe(200);
  const posted = answer.request().postDataJSON() as { endpoint: string; keys: { p256dh: string } };
  expect(posted.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
  // Subscribed with the server's own VAPID key.
  const { publicKey } = await apiAs(page.request, mechanic).get<{ publicKey: string }>(
    "/notifications/push/key",
  );
  const used = await page.evaluate(() => {
    const subscription = (
      window as unknown as { __pushSubscription: () => PushSubscription }
    ).__pushSubscription();
    const key = subscription.options.applicationServerKey as ArrayBuffer;
    return btoa(String.fromCharCode(...new Uint8Array(key)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  });
  expect(used).toBe(publicKey);
  await expect(page.getByText("Notifications are on for this device")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Still on after a reload (the browser keeps the subscription).
  await page.reload();
  await pageSettled(page);
  await expect(page.getByText("Notifications are on for this device")).toBeVisible();

  const removed = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/notifications/push/subscriptions") &&
      response.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Turn Off" }).click();
  expect((await removed).status()).toBe(200);
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeVisible();
  // The server forgot it: removing it again finds nothing.
  const again = await page.request.delete("/api/v1/notifications/push/subscriptions", {
    headers: { authorization: `Bearer ${mechanic.accessToken}` },
    data: { endpoint: posted.endpoint },
  });
  expect(again.status()).toBe(404);
});

test("signing out on the device ends its push notifications", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await standInPushService(page);
  await useSession(page, await signInThroughApi(page.request, "OPERATOR"));
  await page.goto("/notifications/settings");
  await pageSettled(page);
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByText("Notifications are on for this device")).toBeVisible();
  const removed = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/notifications/push/subscriptions") &&
      response.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Logout" }).click();
  expect((await removed).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  expect(
    await page.evaluate(() =>
      (window as unknown as { __pushSubscription: () => PushSubscription | null }).__pushSubscription(),
    ),
  ).toBeNull();
});

test("the service worker shows a push with its title and body, and keeps the screen to open", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await useSession(page, await signInThroughApi(page.request, "MECHANIC"));
  await page.goto("/notifications/settings");
  await pageSettled(page);
  // The push a push service would hand the browser, decrypted (DevTools delivers it to the service worker).
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await page.evaluate(() => navigator.serviceWorker.ready);
  const message = {
    title: "Work order assigned to you",
    body: "Replace hydraulic hose · EX-101 Excavator",
    url: "/work-orders?open=3f1c2a54-8f7e-4d2b-9a41-5b7c9d1e2f30",
    tag: "event-42",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      })),
    );
  await expect.poll(shown).toEqual([message]);

  // Tapped with the app open, the service worker tells the window where to go (public/push-handler.js): the
  // app routes there without a reload; an address off this site is ignored.
  const tell = (url: string) =>
    page.evaluate((to) => {
      navigator.serviceWorker.dispatchEvent(
        new MessageEvent("message", { data: { type: "mnx-open", url: to } }),
      );
    }, url);
  await tell("//attacker.example/phish");
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/notifications\/settings$/);
  await tell("/parts");
  await expect(page).toHaveURL(/\/parts$/);
  await expect(page.getByRole("heading", { name: "Parts & Inventory" })).toBeVisible();
});

test("a browser without Web Push, and notifications blocked, say so; axe finds nothing", async ({ page }) => {
  await useSession(page, await signInThroughApi(page.request, "SHOP_FOREMAN"));
  await page.addInitScript(() => {
    Object.defineProperty(Notification, "permission", { get: () => "denied" });
  });
  await page.goto("/notifications/settings");
  await pageSettled(page);
  await expect(page.getByText(/Notifications are blocked for this site/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const bare = await page.context().newPage();
  await bare.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await bare.goto("/notifications/settings");
  await pageSettled(bare);
  await expect(bare.getByText(/This browser cannot receive push notifications/)).toBeVisible();
  expect((await new AxeBuilder({ page: bare }).analyze()).violations).toEqual([]);
});

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    test(`screenshots: notifications on for this device (${device}, ${theme})`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => window.localStorage.setItem("maintenance-nexus-theme", mode), theme);
      await context.grantPermissions(["notifications"]);
      await standInPushService(page);
      const foreman = await signInThroughApi(page.request, "FLEET_MANAGER");
      await useSession(page, foreman);
      await page.goto("/notifications/settings");
      await pageSettled(page);
      await page.getByRole("button", { name: "Enable Notifications" }).click();
      await expect(page.getByText("Notifications are on for this device")).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({ path: `.tmp/screenshots/push-device-${theme}-${device}.png`, fullPage: true });
      await page.getByRole("button", { name: "Turn Off" }).click();
      await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeVisible();
    });
  }
}
