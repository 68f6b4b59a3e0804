import { expect, type Page, test } from "@playwright/test";
import { signInAs } from "../support/sign-in.js";

const DARK_CANVAS = "rgb(2, 6, 23)"; // --mnx-canvas of theme-dark
const LIGHT_CANVAS = "rgb(241, 245, 249)";

const canvasColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe("on a device set to dark", () => {
  test.use({ colorScheme: "dark" });

  test("the first paint is already dark: index.html's script, allowed by the CSP, runs before the app", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Without the app's code at all: only the inline script in index.html can have set the theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/login");
    await expect(page.locator("html")).toHaveClass("theme-dark");
    expect(await canvasColor(page)).toBe(DARK_CANVAS);
    expect(refused).toEqual([]);
  });

  test("the app follows the device until the person picks a theme, and the pick stays", async ({ page }) => {
    const html = page.locator("html");
    await page.goto("/login");
    await expect(html).toHaveClass(/theme-dark/);
    await expect(page.getByRole("button", { name: /continue with google/i })).toBeVisible();
    expect(await canvasColor(page)).toBe(DARK_CANVAS);
    // The device switches to light (morning): the app follows while nothing was picked.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/theme-light/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/theme-dark/);

    await signInAs(page, "MECHANIC");
    await page.goto("/mechanic-dashboard");
    await expect(html).toHaveClass(/theme-dark/);
    await page.getByRole("button", { name: "Switch to dim theme" }).click();
    await expect(html).toHaveClass(/theme-dim/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(html).toHaveClass(/theme-dim/);
    expect(await canvasColor(page)).not.toBe(LIGHT_CANVAS);
  });
});

test("on a device set to light, a fresh visit is light", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveClass(/theme-light/);
  expect(await canvasColor(page)).toBe(LIGHT_CANVAS);
});
