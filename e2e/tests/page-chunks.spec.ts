import { expect, test } from "@playwright/test";
import { signInAs } from "../support/sign-in.js";

test("a screen never opened before opens offline after the first online visit", async ({ page, context }) => {
  await signInAs(page, "FLEET_MANAGER");
  await page.goto("/dashboard");
  await expect(page.getByText(/Welcome back/)).toBeVisible();
  // The service worker installs once the first page has loaded; installed, it holds every page's chunk.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.goto("/equipment");
  await expect(page.getByRole("heading", { name: "Heavy Equipment Fleet" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search equipment" })).toBeVisible();
  // And from there, without a reload, another page that was never opened.
  await page.getByRole("link", { name: "Equipment Assignments" }).click();
  await expect(page).toHaveURL(/\/equipment\/assignments$/);
  await expect(page.getByRole("searchbox", { name: "Search assignments" })).toBeVisible();
  await context.setOffline(false);
});

test.describe("without a service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("a page whose chunk cannot be loaded shows the error screen with Reload, and Reload brings the page", async ({
    page,
  }) => {
    await signInAs(page, "FLEET_MANAGER");
    await page.goto("/dashboard");
    await expect(page.getByText(/Welcome back/)).toBeVisible();

    // A dropped connection, or a deploy that removed the files this page knew: no further chunk arrives.
    await page.route("**/assets/*.js", (route) => route.abort("failed"));
    await page.getByRole("link", { name: /^Work Orders/ }).click();
    await expect(page.getByRole("heading", { name: "This screen could not be loaded" })).toBeVisible();
    const reload = page.getByRole("button", { name: "Reload" });
    await expect(reload).toBeVisible();

    await page.unroute("**/assets/*.js");
    await reload.click();
    await expect(page).toHaveURL(/\/work-orders$/);
    await expect(page.getByRole("searchbox", { name: "Search work orders" })).toBeVisible();
  });
});

test.describe("before any JavaScript has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the login screen is already drawn by the HTML the server sends", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Maintenance Nexus", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  });
});
