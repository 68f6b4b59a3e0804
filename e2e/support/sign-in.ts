import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_USERS, type DemoRole } from "./demo-users.js";

/** Signs in the way a person does: the login button, then the demo identity provider's page. */
export async function signInThroughUi(page: Page, role: DemoRole) {
  await signInByEmailThroughUi(page, DEMO_USERS[role].email, DEMO_USERS[role].home);
}

/** The same for anyone the demo page lists (e.g. someone just added on Team Management); lands on `home`. */
export async function signInByEmailThroughUi(page: Page, email: string, home: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: /continue with google/i }).click();
  await expect(page.getByRole("heading", { name: "Demo sign-in" })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(email.replace(/\./g, "\\.")) }).click();
  await page.waitForURL((url) => url.pathname === home);
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; role: string; email: string; firstName: string; lastName: string };
  organization: { id: string; name: string };
}

/**
 * The same OIDC flow over HTTP (no browser UI), for tests whose subject is not sign-in itself:
 * start, follow the provider to its sign-in page, pick the user, follow back to the one-time code, exchange.
 */
export async function signInThroughApi(request: APIRequestContext, role: DemoRole): Promise<Session> {
  const start = await request.get("/api/v1/auth/google");
  expect(start.ok()).toBeTruthy();
  const { authUrl } = (await start.json()).data as { authUrl: string };
  const signInPage = await request.get(authUrl);
  const html = await signInPage.text();
  const escaped = DEMO_USERS[role].email.replace(/\./g, "\\.");
  const accountId = new RegExp(
    `value="([^"]+)">\\s*<span class="role">[^<]*</span>\\s*<span class="name">[^<]*</span>\\s*<span class="email">${escaped}<`,
  ).exec(html)?.[1];
  const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
  if (!accountId || !action) throw new Error(`Demo sign-in page did not list ${DEMO_USERS[role].email}`);
  const landed = await request.post(action, { form: { accountId } });
  const code = new URL(landed.url()).searchParams.get("code");
  if (!code) throw new Error(`Sign-in did not return a code: ${landed.url()}`);
  const exchange = await request.post("/api/v1/auth/exchange", { data: { code } });
  expect(exchange.ok()).toBeTruthy();
  return (await exchange.json()).data as Session;
}

/** Stores a session the way the web app does, before any page script runs. */
export async function useSession(page: Page, session: Session) {
  await page.addInitScript((stored) => {
    // Only on the first page load of the test, so that logging out or refreshing later is not undone.
    if (window.sessionStorage.getItem("e2e-session-stored")) return;
    window.sessionStorage.setItem("e2e-session-stored", "1");
    window.localStorage.setItem(
      "maintenance-nexus-auth",
      JSON.stringify({
        user: stored.user,
        organization: stored.organization,
        tokens: {
          accessToken: stored.accessToken,
          refreshToken: stored.refreshToken,
          expiresIn: stored.expiresIn,
          issuedAt: Date.now(),
        },
      }),
    );
  }, session);
}

export async function signInAs(page: Page, role: DemoRole) {
  await useSession(page, await signInThroughApi(page.request, role));
}
