import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO_USERS } from "../support/demo-users.js";
import { E2E_PORT } from "../support/environment.js";
import { closedPort, type ServerProcess, startServer } from "../support/server-process.js";

// The E2E server runs as a fresh `npm start` does: demo mode, no PUBLIC_URL. 127.0.0.2 stands in for the
// machine's LAN address (a phone on the same network): every 127.x address reaches this machine only.
for (const host of ["localhost", "127.0.0.1", "127.0.0.2"]) {
  test(`signs in from http://${host} and stays on that address`, async ({ page }) => {
    const origin = `http://${host}:${E2E_PORT}`;
    const visited: string[] = [];
    page.on("framenavigated", (frame) => visited.push(frame.url()));

    await page.goto(`${origin}/login`);
    await page.getByRole("button", { name: /continue with google/i }).click();
    await expect(page.getByRole("heading", { name: "Demo sign-in" })).toBeVisible();
    await page.getByRole("button", { name: /mechanic@summitridge\.example/ }).click();
    await page.waitForURL(`${origin}${DEMO_USERS.MECHANIC.home}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    for (const url of visited) expect(new URL(url).origin).toBe(origin);
  });
}

test.describe("when the identity provider cannot be reached", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A real issuer configured, on a local port where nothing listens.
    server = await startServer({
      OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      OIDC_CLIENT_ID: "maintenance-nexus",
      OIDC_CLIENT_SECRET: "not-a-secret",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the login screen says Google sign-in cannot be reached, and offers to try again", async ({
    page,
  }) => {
    const starts: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/v1/auth/google")) starts.push(response.status());
    });
    await page.goto(`${server.baseUrl}/login`);
    await expect(page.getByText("Sign in with your Google work account.")).toBeVisible();
    await page.getByRole("button", { name: /continue with google/i }).click();

    const notice = page.getByRole("alert").filter({
      hasText: "Google sign-in cannot be reached right now. Please try again in a moment.",
    });
    await expect(notice).toBeVisible();
    await expect(page.getByText("Failed to initiate login")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /continue with google/i })).toBeEnabled();

    await notice.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(() => starts).toEqual([503, 503]);
    await expect(notice).toBeVisible();

    for (const [width, colorScheme] of [
      [1280, "light"],
      [375, "light"],
      [375, "dark"],
    ] as const) {
      await page.setViewportSize({ width, height: 812 });
      await page.emulateMedia({ colorScheme });
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(axe.violations, `${width} px, ${colorScheme}`).toEqual([]);
    }
  });
});
