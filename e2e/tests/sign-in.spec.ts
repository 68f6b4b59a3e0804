import { expect, test } from "@playwright/test";
import { DEMO_USERS, type DemoRole } from "../support/demo-users.js";
import { signInThroughUi } from "../support/sign-in.js";

for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
  test(`${role} signs in through the demo identity provider and lands on ${DEMO_USERS[role].home}`, async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    page.on("framenavigated", (frame) => urls.push(frame.url()));

    await signInThroughUi(page, role);

    const stored = await page.evaluate(() => window.localStorage.getItem("maintenance-nexus-auth"));
    const session = JSON.parse(stored ?? "{}") as {
      user?: { role: string };
      tokens?: Record<string, string>;
    };
    expect(session.user?.role).toBe(role);
    const tokens = [session.tokens?.accessToken, session.tokens?.refreshToken].filter(Boolean) as string[];
    expect(tokens).toHaveLength(2);
    for (const url of urls) {
      for (const token of tokens) expect(url).not.toContain(token);
      expect(url).not.toMatch(/access_token|refresh_token/);
    }
    // The one-time code does not stay in the address bar.
    expect(page.url()).not.toContain("code=");
  });
}

test("a signed-out visitor is sent to the login screen", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: /continue with google/i })).toBeEnabled();
  await expect(page.getByText("Field-First Equipment Maintenance")).toBeVisible();
});

test("a refusal from the identity provider shows 'Authentication failed: {reason}'", async ({ page }) => {
  await page.goto("/auth/callback?error=Your%20account%20is%20not%20active");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Authentication failed: Your account is not active")).toBeVisible();
});
