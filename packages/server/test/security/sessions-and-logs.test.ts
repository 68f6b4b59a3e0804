import { Writable } from "node:stream";
import { REFRESH_TOKEN_ABSOLUTE_SECONDS, REFRESH_TOKEN_INACTIVITY_SECONDS } from "@mnx/domain";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../src/crypto.js";
import { createLogger } from "../../src/logger.js";
import { bearer, exchange, pickAccount, signIn, startSignIn } from "../support/demo-sign-in.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const EMAIL = "inspector@summitridge.example";

/**
 * Sessions end when decision 003 says (12 h without a refresh, 7 days in all), cookies are locked down, and no
 * token or one-time code ever reaches a URL or a log line, whatever the log level.
 */
describe(onEngine("sessions, cookies and logs"), () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // The server's own logger (its redaction and URL masking), at its most talkative level.
    t = await createTestApp(
      { publicUrl: "https://fleet.example.com" },
      createLogger({ logLevel: "trace" }, sink),
    );
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/refresh", payload: { refreshToken } });

  it("signing in, refreshing, calling and logging out leave no token, code or secret in a URL or a log line", async () => {
    const { browser, page } = await startSignIn(t.app);
    const callback = await pickAccount(browser, page, EMAIL);
    const code = callback.searchParams.get("code") ?? "";
    const session = (await exchange(t.app, code)).json().data;
    const rotated = (await refresh(session.refreshToken)).json().data;
    await t.app.inject({ method: "GET", url: "/api/v1/work-orders", headers: bearer(rotated) });
    await t.app.inject({ method: "GET", url: `/api/v1/work-orders?token=${rotated.accessToken}` });
    await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(rotated), payload: {} });
    const secrets = [
      code,
      session.accessToken,
      session.refreshToken,
      rotated.accessToken,
      rotated.refreshToken,
    ];
    const tokenUrls = browser.visited.filter((url) => secrets.some((secret) => url.includes(secret)));
    // The one-time code goes to the web app's /auth/callback (60 s, single use, already spent): nothing else.
    expect(tokenUrls.map((url) => new URL(url).pathname)).toEqual(["/auth/callback"]);
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(logLines.filter((line) => line.includes(secret)).map((line) => line.slice(0, 200))).toEqual([]);
    }
  });

  it("every cookie of the sign-in is HttpOnly, SameSite and, behind the TLS proxy, Secure", async () => {
    const cookies: string[] = [];
    // A stand-in for the app with only what the sign-in helpers use (inject and config), whose inject adds
    // what the proxy in front of an https deployment adds (the demo provider trusts it) and keeps the cookies.
    const behindProxy = {
      config: t.app.config,
      inject: async (options: InjectOptions) => {
        const response = await t.app.inject({
          ...options,
          headers: { ...options.headers, "x-forwarded-proto": "https" },
        });
        const header = response.headers["set-cookie"];
        cookies.push(...(Array.isArray(header) ? header : header ? [header] : []));
        return response;
      },
    } as unknown as FastifyInstance;
    const { browser, page } = await startSignIn(behindProxy);
    await pickAccount(browser, page, EMAIL);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/;\s*httponly/i);
      expect(cookie, cookie).toMatch(/;\s*samesite=(lax|strict)/i);
      expect(cookie, cookie).toMatch(/;\s*secure/i);
    }
  });

  it("a refresh token lives 12 h from its issue, a session 7 days in all; past either, 401", async () => {
    const session = await signIn(t.app, EMAIL);
    const stored = await t.db.one<{ idle: number; absolute: number; session_id: string }>(
      `SELECT extract(epoch FROM r.expires_at - r.created_at) AS idle,
              extract(epoch FROM s.expires_at - s.created_at) AS absolute, s.id AS session_id
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = $1`,
      [hashToken(session.refreshToken)],
    );
    expect(Math.round(Number(stored?.idle))).toBe(REFRESH_TOKEN_INACTIVITY_SECONDS);
    expect(Math.round(Number(stored?.absolute))).toBe(REFRESH_TOKEN_ABSOLUTE_SECONDS);

    // 12 h without a refresh: the refresh token is over.
    await t.db.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(session.refreshToken)],
    );
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);

    // 7 days after sign-in, however often it was refreshed: the session and its access token are over.
    const other = await signIn(t.app, EMAIL);
    const renewed = (await refresh(other.refreshToken)).json().data;
    await t.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)",
      [hashToken(renewed.refreshToken)],
    );
    t.app.sessionCache.forget({ userId: renewed.user.id });
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
    const call = await t.app.inject({ method: "GET", url: "/api/v1/auth/profile", headers: bearer(renewed) });
    expect(call.statusCode).toBe(401);
  });
});
