import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInAs } from "../support/sign-in.js";

test("the theme toggle cycles light, dark, dim and back, and is remembered", async ({ page }) => {
  await signInAs(page, "FLEET_MANAGER");
  await page.goto("/dashboard");
  const html = page.locator("html");
  await expect(html).toHaveClass(/theme-light/);
  const toggle = page.getByRole("button", { name: /theme/i });
  await toggle.click();
  await expect(html).toHaveClass(/theme-dark/);
  await toggle.click();
  await expect(html).toHaveClass(/theme-dim/);
  await page.reload();
  await expect(html).toHaveClass(/theme-dim/);
  await page.getByRole("button", { name: /theme/i }).click();
  await expect(html).toHaveClass(/theme-light/);
});

test("logout ends the session on the server and returns to the login screen", async ({ page }) => {
  await signInAs(page, "VIEWER");
  await page.goto("/dashboard");
  await expect(page.getByText(/Welcome back, .+!/)).toBeVisible();
  const token = await page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem("maintenance-nexus-auth") ?? "{}").tokens?.accessToken as string,
  );
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("maintenance-nexus-auth"))).toBeNull();
  const profile = await page.request.get("/api/v1/auth/profile", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("going offline shows the offline banner, and the login screen refuses to sign in", async ({
  page,
  context,
}) => {
  await signInAs(page, "INSPECTOR");
  await page.goto("/dashboard");
  await expect(page.getByText(/Welcome back/)).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("Offline Mode - Changes will sync when reconnected")).toBeVisible();
  await expect(page.getByText("Connection", { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Offline Mode - Changes will sync when reconnected")).toBeHidden();
});

test("the login screen says sign-in needs a connection while offline", async ({ page, context }) => {
  await page.goto("/login");
  await context.setOffline(true);
  await expect(page.getByText("Connect to internet to sign in")).toBeVisible();
  await expect(page.getByRole("button", { name: /continue with google/i })).toBeDisabled();
  await context.setOffline(false);
});

test("dashboard cards follow the capability table", async ({ page }) => {
  await signInAs(page, "FLEET_MANAGER");
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /User Management/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Equipment Assignments/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /API Explorer/ })).toHaveCount(0);
  await expect(page.getByText(/\d+% Operational/)).toBeVisible();
  await expect(page.getByText(/\d+ Pending/)).toBeVisible();
});

test("a viewer sees no work-order card and no admin cards", async ({ page }) => {
  await signInAs(page, "VIEWER");
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /^Equipment/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Work Orders/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /User Management/ })).toHaveCount(0);
});

test("login and dashboard have no serious accessibility violations", async ({ page }) => {
  await page.goto("/login");
  const login = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(login.violations.filter((v) => v.impact === "critical" || v.impact === "serious")).toEqual([]);
  await signInAs(page, "SUPER_ADMIN");
  await page.goto("/dashboard");
  await expect(page.getByText(/Welcome back/)).toBeVisible();
  const dashboard = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(dashboard.violations.filter((v) => v.impact === "critical" || v.impact === "serious")).toEqual([]);
});

test("the app is installable: manifest, service worker and zoomable viewport", async ({ page, request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBeTruthy();
  const body = (await manifest.json()) as { name: string; icons: { sizes: string }[] };
  expect(body.name).toBe("Maintenance Nexus");
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  const sw = await request.get("/sw.js");
  expect(sw.ok()).toBeTruthy();
  await page.goto("/login");
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /maximum-scale=5/);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
    .toBe(1);
});
