import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, exchange, pickAccount, signIn, startSignIn } from "../support/demo-sign-in.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

const FLEET_MANAGER = "fleet.manager@summitridge.example";

describe(`sign-in through the demo OIDC provider [${process.env.TEST_DB ?? "pglite"}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("starts with PKCE S256, state and nonce, and the provider lists the demo users", async () => {
    const { page, authUrl } = await startSignIn(t.app);
    const url = new URL(authUrl);
    expect(url.pathname).toBe("/oidc/auth");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Demo sign-in");
    expect(page.body).toContain(FLEET_MANAGER);
  });

  it("signs in, answers the session, and never puts a token in a URL", async () => {
    const { browser, page } = await startSignIn(t.app);
    const callback = await pickAccount(browser, page, FLEET_MANAGER);
    expect([...callback.searchParams.keys()]).toEqual(["code"]);
    const response = await exchange(t.app, callback.searchParams.get("code") ?? "");
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(session).toMatchObject({ expiresIn: 900, user: { email: FLEET_MANAGER, role: "FLEET_MANAGER" } });
    expect(session.organization.name).toBe("Summit Ridge Construction");
    for (const url of browser.visited) {
      expect(url).not.toContain(session.accessToken);
      expect(url).not.toContain(session.refreshToken);
    }
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/profile",
      headers: bearer(session),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toMatchObject({ email: FLEET_MANAGER, role: "FLEET_MANAGER" });
    expect(profile.json().data.user.lastLogin).not.toBeNull();
  });

  it("accepts the one-time code once only", async () => {
    const { browser, page } = await startSignIn(t.app);
    const code = (await pickAccount(browser, page, FLEET_MANAGER)).searchParams.get("code") ?? "";
    expect((await exchange(t.app, code)).statusCode).toBe(200);
    const again = await exchange(t.app, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, code: "INVALID_SIGN_IN_CODE" });
  });

  it("refuses a callback whose state it did not issue", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/callback?code=abc&state=forged",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/auth/callback?error=${encodeURIComponent("Sign-in expired. Please try again")}`,
    );
  });

  it("refuses an inactive user with 'Authentication failed: {reason}'", async () => {
    const email = "viewer@summitridge.example";
    const { browser, page } = await startSignIn(t.app);
    const action = /action="([^"]+\/login)"/.exec(page.body)?.[1] ?? "";
    const accountId =
      new RegExp(`value="([^"]+)">(?:(?!</button>)[\\s\\S])*?${email.replace(/\./g, "\\.")}`).exec(
        page.body,
      )?.[1] ?? "";
    // The provider accepts the choice; the user is deactivated just before the product sees the callback.
    const toProduct = await browser.follow(await browser.request("POST", action, { accountId }), (url) =>
      url.pathname.startsWith("/api/v1/auth/callback"),
    );
    expect(toProduct).toBeInstanceOf(URL);
    await t.db.query("UPDATE users SET status = 'INACTIVE' WHERE lower(email) = $1", [email]);
    try {
      const landed = await browser.follow(await browser.request("GET", (toProduct as URL).href));
      expect(landed).toBeInstanceOf(URL);
      expect((landed as URL).searchParams.get("error")).toBe("Your account is not active");
      expect((landed as URL).searchParams.get("code")).toBeNull();
    } finally {
      await t.db.query("UPDATE users SET status = 'ACTIVE' WHERE lower(email) = $1", [email]);
    }
  });

  it("keeps people outside ALLOWED_EMAIL_DOMAINS out", async () => {
    const restricted = await createTestApp({ allowedEmailDomains: ["another-company.com"] });
    try {
      const { browser, page } = await startSignIn(restricted.app);
      const landed = await pickAccount(browser, page, FLEET_MANAGER);
      expect(landed.searchParams.get("error")).toBe("Use your work account to sign in");
    } finally {
      await restricted.close();
    }
  });
});

describe(`sessions: refresh rotation, reuse, logout [${process.env.TEST_DB ?? "pglite"}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/refresh", payload: { refreshToken } });
  const profile = (session: { accessToken: string }) =>
    t.app.inject({ method: "GET", url: "/api/v1/auth/profile", headers: bearer(session) });

  it("rotates the refresh token on every use", async () => {
    const first = await signIn(t.app, "mechanic@summitridge.example");
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.email).toBe("mechanic@summitridge.example");
    expect((await profile(second)).statusCode).toBe(200);
  });

  it("ends the whole session when a used refresh token is presented again", async () => {
    const first = await signIn(t.app, "operator@summitridge.example");
    const second = (await refresh(first.refreshToken)).json().data;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ success: false, code: "INVALID_TOKEN" });
    // The legitimate holder's newer tokens die with the session.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
  });

  it("logout revokes at once", async () => {
    const session = await signIn(t.app, "inspector@summitridge.example");
    const out = await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(session) });
    expect(out.statusCode).toBe(200);
    expect((await profile(session)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it("deactivating a user ends their session on the next call", async () => {
    const session = await signIn(t.app, "field.supervisor@summitridge.example");
    await t.db.query("UPDATE users SET status = 'INACTIVE' WHERE id = $1", [session.user.id]);
    try {
      expect((await profile(session)).statusCode).toBe(401);
    } finally {
      await t.db.query("UPDATE users SET status = 'ACTIVE' WHERE id = $1", [session.user.id]);
    }
  });

  it("answers 401 JSON with a code without a token or with a forged one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/v1/auth/profile" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, error: "Authentication required", code: "AUTH_REQUIRED" });
    const forged = await profile({ accessToken: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: "INVALID_TOKEN" });
  });

  it("updates the profile with validation", async () => {
    const session = await signIn(t.app, "shop.foreman@summitridge.example");
    const bad = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/auth/profile",
      headers: bearer(session),
      payload: { phone: "call me maybe" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      error: "Please enter a valid phone number",
    });
    const good = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/auth/profile",
      headers: bearer(session),
      payload: { phone: "+1 (555) 010-2000" },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.user.phone).toBe("+1 (555) 010-2000");
  });

  it("a user of another organization sees only their own organization", async () => {
    const other = await t.db.one<{ email: string }>(
      "SELECT u.email FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.slug = 'northwind' AND u.role = 'FLEET_MANAGER'",
    );
    const session = await signIn(t.app, other?.email ?? "missing");
    expect(session.organization.name).toBe("Northwind Paving");
    const demo = await signIn(t.app, FLEET_MANAGER);
    expect(session.organization.id).not.toBe(demo.organization.id);
  });

  it("rate-limits the sign-in routes with 429 and Retry-After", async () => {
    // The default of AUTH_RATE_LIMIT (the tests' own is higher: the counts are shared by every app on the run's
    // database, test/plugins/rate-limit-store.test.ts).
    const limited = await createTestApp({ authRateLimitPerMinute: 30 });
    try {
      let last = await limited.app.inject({
        method: "POST",
        url: "/api/v1/auth/refresh",
        payload: { refreshToken: "x" },
      });
      for (let i = 0; i < 40 && last.statusCode !== 429; i++) {
        last = await limited.app.inject({
          method: "POST",
          url: "/api/v1/auth/refresh",
          payload: { refreshToken: "x" },
        });
      }
      expect(last.statusCode).toBe(429);
      expect(last.headers["retry-after"]).toBeDefined();
      expect(last.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    } finally {
      await limited.close();
    }
  });
});
