import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admitUser, SignInRefused } from "../../src/modules/auth/sign-in-service.js";
import { type ApiClient, apiClient, count } from "../equipment/fixtures.js";
import { bearer, exchange, pickAccount, signIn, startSignIn } from "../support/demo-sign-in.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

/** What the login screen shows: the web app prefixes the callback's error with 'Authentication failed: '. */
async function signInRefusal(t: TestApp, email: string, beforeCallback?: () => Promise<void>) {
  const { browser, page } = await startSignIn(t.app);
  const action = /action="([^"]+\/login)"/.exec(page.body)?.[1] ?? "";
  const accountId =
    new RegExp(`value="([^"]+)">(?:(?!</button>)[\\s\\S])*?${email.replace(/[.+]/g, "\\$&")}`).exec(
      page.body,
    )?.[1] ?? "";
  expect(accountId, `the demo page lists ${email}`).not.toBe("");
  const toProduct = await browser.follow(await browser.request("POST", action, { accountId }), (url) =>
    url.pathname.startsWith("/api/v1/auth/callback"),
  );
  if (!(toProduct instanceof URL)) throw new Error("expected the provider's redirect");
  await beforeCallback?.();
  const landed = await browser.follow(await browser.request("GET", toProduct.href));
  if (!(landed instanceof URL)) throw new Error("expected the web app's callback");
  return landed;
}

describe(onEngine("sign-in follows Team Management"), () => {
  let t: TestApp;
  let api: ApiClient;
  let team: TeamOrganization;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Sign-in");
  });
  afterAll(async () => {
    await t.close();
  });
  const add = async (role = "MECHANIC") => {
    const email = `added.${randomBytes(4).toString("hex")}@example.com`;
    const response = await api(team.emails.FLEET_MANAGER, "POST", "/api/v1/users", {
      email,
      firstName: "Addie",
      lastName: "Added",
      role,
    });
    expect(response.statusCode).toBe(201);
    return { email, id: response.json().data.user.id as string };
  };
  const setStatus = (id: string, status: string) =>
    api(team.emails.FLEET_MANAGER, "PATCH", `/api/v1/users/${id}`, { status });
  const profile = (session: { accessToken: string }) =>
    t.app.inject({ method: "GET", url: "/api/v1/auth/profile", headers: bearer(session) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/refresh", payload: { refreshToken } });

  it("a person added in demo mode is on the demo sign-in page at once and signs in", async () => {
    const { email } = await add();
    const { page } = await startSignIn(t.app);
    expect(page.body).toContain(email);
    const session = await signIn(t.app, email);
    expect(session.user).toMatchObject({ email, role: "MECHANIC", organizationId: team.organizationId });
    expect((await profile(session)).json().data.user.lastLogin).not.toBeNull();
  });

  it("deactivation ends every open session at once: the next call is 401, and so is a refresh", async () => {
    const { email, id } = await add();
    const phone = await signIn(t.app, email);
    const laptop = await signIn(t.app, email);
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await setStatus(id, "INACTIVE")).statusCode).toBe(200);
    for (const session of [phone, laptop]) {
      const next = await profile(session);
      expect(next.statusCode).toBe(401);
      expect(next.json()).toMatchObject({ success: false, code: "INVALID_TOKEN" });
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    }
    // Revoked in the database, not only refused while inactive: reactivation does not bring them back.
    expect(
      await count(t.db, "SELECT count(*) AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL", [id]),
    ).toBe(0);
    expect((await setStatus(id, "ACTIVE")).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    // ...but they may sign in again.
    expect((await profile(await signIn(t.app, email))).statusCode).toBe(200);
  });

  it("a suspended person's session ends too, and they are off the demo page", async () => {
    const { email, id } = await add("OPERATOR");
    const session = await signIn(t.app, email);
    expect((await setStatus(id, "SUSPENDED")).statusCode).toBe(200);
    expect((await profile(session)).statusCode).toBe(401);
    expect((await startSignIn(t.app)).page.body).not.toContain(email);
  });

  it("a person deactivated while signing in is sent back with the reason", async () => {
    const { email, id } = await add();
    const landed = await signInRefusal(t, email, async () => {
      expect((await setStatus(id, "INACTIVE")).statusCode).toBe(200);
    });
    expect(landed.searchParams.get("error")).toBe("Your account is not active");
    expect(landed.searchParams.get("code")).toBeNull();
  });

  it("lastLogin is set at each sign-in and at each session refresh", async () => {
    const { email, id } = await add();
    const lastLogin = async () =>
      (await t.db.one<{ last_login: Date | null }>("SELECT last_login FROM users WHERE id = $1", [id]))
        ?.last_login ?? null;
    expect(await lastLogin()).toBeNull();
    const session = await signIn(t.app, email);
    const signedIn = await lastLogin();
    expect(signedIn).not.toBeNull();
    await t.db.query("UPDATE users SET last_login = now() - interval '3 days' WHERE id = $1", [id]);
    const old = (await lastLogin()) as Date;
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const now = (await lastLogin()) as Date;
    expect(now.getTime()).toBeGreaterThan(old.getTime() + 2 * 24 * 3600 * 1000);
    expect(Date.parse(refreshed.json().data.user.lastLogin)).toBe(now.getTime());
  });

  it("a refused sign-in does not move lastLogin", async () => {
    const { email, id } = await add();
    await signInRefusal(t, email, async () => {
      await setStatus(id, "INACTIVE");
    });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM users WHERE id = $1 AND last_login IS NULL", [id]),
    ).toBe(1);
  });
});

describe(onEngine("who gets in, whatever the identity provider (admitUser)"), () => {
  const bootstrapEmail = `boss.${randomBytes(4).toString("hex")}@newco.example`;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      bootstrapAdminEmail: bootstrapEmail,
      bootstrapOrganizationName: "NewCo Paving",
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const refusal = async (email: string) => {
    try {
      await admitUser(t.app, email);
      return null;
    } catch (error) {
      if (error instanceof SignInRefused) return error.message;
      throw error;
    }
  };

  it("refuses an email nobody added", async () => {
    expect(await refusal("stranger@example.com")).toBe(
      "No account exists for this email. Ask your administrator to add you",
    );
  });

  it("admits an added, active person and refuses an inactive one", async () => {
    const team = await createTeamOrganization(t.db, "Admit");
    expect((await admitUser(t.app, team.emails.MECHANIC.toUpperCase())).id).toBe(team.ids.MECHANIC);
    const inactive = await team.addPerson("VIEWER", { status: "INACTIVE" });
    expect(await refusal(inactive.email)).toBe("Your account is not active");
  });

  it("BOOTSTRAP_ADMIN_EMAIL still creates its organization and super admin, once, with a history line", async () => {
    const [first, second] = await Promise.all([
      admitUser(t.app, bootstrapEmail),
      admitUser(t.app, bootstrapEmail.toUpperCase()),
    ]);
    expect(first.id).toBe(second.id);
    expect(first).toMatchObject({ role: "SUPER_ADMIN", status: "ACTIVE", organization_name: "NewCo Paving" });
    expect(await count(t.db, "SELECT count(*) AS n FROM organizations WHERE name = 'NewCo Paving'")).toBe(1);
    const history = await t.db.query<{ event: string; to_role: string; changed_by_id: string | null }>(
      "SELECT event, to_role, changed_by_id FROM user_history WHERE user_id = $1",
      [first.id],
    );
    expect(history).toEqual([{ event: "CREATED", to_role: "SUPER_ADMIN", changed_by_id: null }]);
  });

  it("keeps people outside ALLOWED_EMAIL_DOMAINS out", async () => {
    const team = await createTeamOrganization(t.db, "Domains");
    const domain = team.emails.MECHANIC.split("@")[1] ?? "";
    const restricted = await createTestApp({ allowedEmailDomains: [domain] });
    try {
      await expect(admitUser(restricted.app, "stranger@elsewhere.example")).rejects.toThrow(
        "Use your work account to sign in",
      );
      expect((await admitUser(restricted.app, team.emails.MECHANIC)).role).toBe("MECHANIC");
    } finally {
      await restricted.close();
    }
  });

  it("a sign-in's one-time code is refused once its person is deactivated", async () => {
    const team = await createTeamOrganization(t.db, "Code");
    const { browser, page } = await startSignIn(t.app);
    const callback = await pickAccount(browser, page, team.emails.OPERATOR);
    const deactivated = await apiClient(t.app)(
      team.emails.FLEET_MANAGER,
      "PATCH",
      `/api/v1/users/${team.ids.OPERATOR}`,
      {
        status: "INACTIVE",
      },
    );
    expect(deactivated.statusCode).toBe(200);
    const response = await exchange(t.app, callback.searchParams.get("code") ?? "");
    expect(response.statusCode).toBe(401);
  });
});
