import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressesToOpen } from "../../src/modules/auth/request-origin.js";
import { bearer, pickAccount, signIn, startSignIn } from "../support/demo-sign-in.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const MECHANIC = "mechanic@summitridge.example";
// 127.0.0.2 and 127.0.0.3 stand in for the machine's LAN addresses: every 127.x address is this machine's.
const HOSTS = ["localhost:3000", "127.0.0.1:3000", "127.0.0.2:3000", "127.0.0.3:3000"];

const startAt = (t: TestApp, host: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/auth/google", headers: { host } });
const profileAt = (t: TestApp, host: string, session: { accessToken: string }) =>
  t.app.inject({ method: "GET", url: "/api/v1/auth/profile", headers: { host, ...bearer(session) } });

describe(onEngine("a fresh start (demo mode, no PUBLIC_URL): sign-in from any address of the server"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ originFromRequest: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(HOSTS)("signs in at %s and stays on that origin from start to session", async (host) => {
    const origin = `http://${host}`;
    const { browser, page, authUrl } = await startSignIn(t.app, host);
    const url = new URL(authUrl);
    expect(url.origin).toBe(origin);
    expect(url.searchParams.get("redirect_uri")).toBe(`${origin}/api/v1/auth/callback`);
    const callback = await pickAccount(browser, page, MECHANIC);
    expect(callback.searchParams.get("code")).toBeTruthy();
    for (const visited of browser.visited) expect(new URL(visited).origin).toBe(origin);

    const session = await signIn(t.app, MECHANIC, host);
    expect(decodeJwt(session.accessToken).iss).toBe(origin);
    const profile = await profileAt(t, host, session);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user.email).toBe(MECHANIC);
  });

  it("each origin has its own issuer", async () => {
    const discovery = await t.app.inject({
      method: "GET",
      url: "/oidc/.well-known/openid-configuration",
      headers: { host: "127.0.0.2:3000" },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: "http://127.0.0.2:3000/oidc",
      authorization_endpoint: "http://127.0.0.2:3000/oidc/auth",
    });
  });

  it("binds a session to the origin it was made on: its token is refused on another", async () => {
    const session = await signIn(t.app, MECHANIC, "127.0.0.2:3000");
    expect((await profileAt(t, "127.0.0.2:3000", session)).statusCode).toBe(200);
    const elsewhere = await profileAt(t, "127.0.0.3:3000", session);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ success: false, code: "INVALID_TOKEN" });
  });

  it("refuses to finish on another origin a sign-in begun on one", async () => {
    const { browser, page } = await startSignIn(t.app, "127.0.0.2:3000");
    const action = /action="([^"]+\/login)"/.exec(page.body)?.[1] ?? "";
    const accountId = /name="accountId" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const toProduct = await browser.follow(await browser.request("POST", action, { accountId }), (url) =>
      url.pathname.startsWith("/api/v1/auth/callback"),
    );
    expect(toProduct).toBeInstanceOf(URL);
    const replayed = await t.app.inject({
      method: "GET",
      url: `${(toProduct as URL).pathname}${(toProduct as URL).search}`,
      headers: { host: "127.0.0.3:3000" },
    });
    expect(replayed.statusCode).toBe(302);
    const landed = new URL(String(replayed.headers.location), "http://127.0.0.3:3000");
    expect(landed.pathname).toBe("/auth/callback");
    expect(landed.searchParams.get("code")).toBeNull();
    expect(landed.searchParams.get("error")).toBeTruthy();
  });

  it.each([
    ["another host name", "fleet.evil.example:3000"],
    ["another port of a local address", "127.0.0.2:4000"],
    ["a host header with user info", "127.0.0.2:3000@fleet.evil.example"],
    ["a host header with a path", "fleet.evil.example/127.0.0.2:3000"],
  ])("answers 400 UNKNOWN_ORIGIN to a sign-in from %s (no open redirect)", async (_name, host) => {
    const response = await startAt(t, host);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "UNKNOWN_ORIGIN" });
    expect(response.body).not.toContain("evil");
  });

  it("never names a foreign host as the identity provider's issuer or redirect target", async () => {
    const discovery = await t.app.inject({
      method: "GET",
      url: "/oidc/.well-known/openid-configuration",
      headers: { host: "fleet.evil.example" },
    });
    expect(discovery.json().issuer).toBe("http://localhost:3000/oidc");
    // The provider itself sends nobody to a redirect URI its client does not have.
    const start = new URL((await startAt(t, "127.0.0.2:3000")).json().data.authUrl);
    start.searchParams.set("redirect_uri", "http://fleet.evil.example/api/v1/auth/callback");
    const forged = await t.app.inject({
      method: "GET",
      url: `${start.pathname}${start.search}`,
      headers: { host: "127.0.0.2:3000" },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
  });

  it("accepts every address it prints at start", async () => {
    for (const address of addressesToOpen(t.app.config, 3000)) {
      const response = await startAt(t, new URL(address).host);
      expect(response.statusCode, address).toBe(200);
      expect(new URL(response.json().data.authUrl).origin).toBe(address);
    }
  });
});

describe(onEngine("the origin of a sign-in when it is fixed"), () => {
  it("with PUBLIC_URL set, every sign-in uses it, whatever address the browser used", async () => {
    const t = await createTestApp({ publicUrl: "https://fleet.example.com", originFromRequest: false });
    try {
      const response = await startAt(t, "127.0.0.2:3000");
      expect(response.statusCode).toBe(200);
      expect(new URL(response.json().data.authUrl).origin).toBe("https://fleet.example.com");
    } finally {
      await t.close();
    }
  });

  it("a server bound to one address accepts that address (and localhost) only", async () => {
    const t = await createTestApp({ originFromRequest: true, host: "127.0.0.1" });
    try {
      expect((await startAt(t, "127.0.0.1:3000")).statusCode).toBe(200);
      expect((await startAt(t, "localhost:3000")).statusCode).toBe(200);
      expect((await startAt(t, "127.0.0.2:3000")).json()).toMatchObject({ code: "UNKNOWN_ORIGIN" });
    } finally {
      await t.close();
    }
  });
});
