import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/database.js";
import { createPostgresDatabase } from "../../src/db/postgres.js";
import {
  forgetCachedSessions,
  SESSION_CACHE_TTL_MS,
  SessionCache,
} from "../../src/modules/sessions/session-cache.js";
import { revokeUserSessions, type SessionRecord } from "../../src/modules/sessions/session-service.js";
import { findTestUser, signTestAccessToken } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp, testConfig } from "../support/test-app.js";

const EMAIL = "field.supervisor@summitridge.example";

/** Calls GET /auth/profile until `done` holds for its status, at most `tries` times (for changes that travel). */
async function profileUntil(
  app: FastifyInstance,
  token: string,
  done: (status: number) => boolean,
  tries = 200,
) {
  let status = 0;
  for (let i = 0; i < tries && !done(status); i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    status = (await profile(app, token)).statusCode;
  }
  return status;
}

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/v1/auth/profile", headers: { authorization: `Bearer ${token}` } });

describe(onEngine("the session cache honours logout and deactivation on the next call"), () => {
  let t: TestApp;
  let userId: string;
  let phone: string | null;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await findTestUser(t.app, EMAIL)).id;
    phone =
      (await t.db.one<{ phone: string | null }>("SELECT phone FROM users WHERE id = $1", [userId]))?.phone ??
      null;
  });
  afterAll(async () => {
    await t.db.query(
      "UPDATE users SET status = 'ACTIVE', role = 'FIELD_SUPERVISOR', phone = $2 WHERE id = $1",
      [userId, phone],
    );
    await t.close();
  });

  const signedIn = async () => {
    const user = await findTestUser(t.app, EMAIL);
    const token = await signTestAccessToken(t.app, user);
    // The first call reads the session and keeps it: the next ones are answered from the cache.
    expect((await profile(t.app, token)).statusCode).toBe(200);
    expect((await profile(t.app, token)).statusCode).toBe(200);
    return token;
  };

  it("logout: the next call with the same token is refused", async () => {
    const token = await signedIn();
    const out = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await profile(t.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("a profile change shows on the next call, on this server and (through the trigger) on others", async () => {
    const token = await signedIn();
    const patched = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/auth/profile",
      headers: { authorization: `Bearer ${token}` },
      payload: { phone: "555-0199" },
    });
    expect(patched.json().data.user.phone).toBe("555-0199");
    expect((await profile(t.app, token)).json().data.user.phone).toBe("555-0199");
    await t.db.query("UPDATE users SET phone = NULL WHERE id = $1", [userId]);
    let seen: unknown = "555-0199";
    for (let i = 0; i < 200 && seen !== null; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      seen = (await profile(t.app, token)).json().data.user.phone;
    }
    expect(seen).toBeNull();
  });

  it("deactivation through the users code path (status changed, then forgetCachedSessions)", async () => {
    const token = await signedIn();
    try {
      await t.db.query("UPDATE users SET status = 'INACTIVE' WHERE id = $1", [userId]);
      forgetCachedSessions(t.db, { userId });
      expect((await profile(t.app, token)).statusCode).toBe(401);
    } finally {
      await t.db.query("UPDATE users SET status = 'ACTIVE' WHERE id = $1", [userId]);
    }
  });

  it("revokeUserSessions (deactivation ends every session) inside a transaction", async () => {
    const first = await signedIn();
    const second = await signedIn();
    await t.db.transaction((tx) => revokeUserSessions(tx, userId, "deactivated"));
    expect((await profile(t.app, first)).statusCode).toBe(401);
    expect((await profile(t.app, second)).statusCode).toBe(401);
  });

  it("a change made by another server reaches this one through the database's notification", async () => {
    const token = await signedIn();
    // Plain SQL, as another server (or an administrator) would change it: nothing here calls the cache.
    await t.db.query("UPDATE users SET role = 'VIEWER' WHERE id = $1", [userId]);
    try {
      const denied = async () =>
        (
          await t.app.inject({
            method: "GET",
            url: "/api/v1/users",
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;
      let status = 0;
      for (let i = 0; i < 200 && status !== 403; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
        status = await denied();
      }
      expect(status).toBe(403);
    } finally {
      await t.db.query("UPDATE users SET role = 'FIELD_SUPERVISOR' WHERE id = $1", [userId]);
    }
    await t.db.query("UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL", [
      userId,
    ]);
    expect(await profileUntil(t.app, token, (status) => status === 401)).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")(
  onEngine("a logout on one server is honoured by another"),
  () => {
    let t: TestApp;
    let otherDb: Database;
    let other: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp();
      // A second server: its own pool and its own LISTEN connection on the same database.
      otherDb = createPostgresDatabase(inject("testDatabase").location, { max: 2 });
      other = await buildApp({ config: testConfig(), db: otherDb, logger: pino({ level: "silent" }) });
    });
    afterAll(async () => {
      await other?.close();
      await otherDb?.close();
      await t.close();
    });

    it("the other server refuses the token on the next call after the logout's answer", async () => {
      const user = await findTestUser(t.app, EMAIL);
      const token = await signTestAccessToken(t.app, user);
      expect((await profile(other, token)).statusCode).toBe(200);
      expect((await profile(other, token)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/logout",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      // Not 'soon': the other server catches up with the database's messages before it trusts its cache.
      expect((await profile(other, token)).statusCode).toBe(401);
    });
  },
);

describe("SessionCache", () => {
  const session = (id: string, userId: string, expiresInMs = 3_600_000): SessionRecord => ({
    id,
    user_id: userId,
    organization_id: "org",
    revoked_at: null,
    expires_at: new Date(Date.now() + expiresInMs),
    user_status: "ACTIVE",
    role: "MECHANIC",
    email: "m@example.com",
    first_name: "Luis",
    last_name: "Ortega",
    phone: null,
    last_login: null,
    user_created_at: new Date(),
    organization_name: "Summit Ridge Construction",
    keep_photo_location: false,
    currency: null,
    language: null,
    default_language: "en",
  });

  it("keeps nothing while it is not listening, and forgets all when it starts or stops", () => {
    const cache = new SessionCache();
    cache.store(cache.startFill(), session("s1", "u1"));
    expect(cache.get("s1")).toBeUndefined();
    cache.setListening(true);
    cache.store(cache.startFill(), session("s1", "u1"));
    expect(cache.get("s1")).toBeDefined();
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get("s1")).toBeUndefined();
  });

  it("expires entries after the TTL, and never after the session's own end", () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.setListening(true);
    cache.store(cache.startFill(), session("s1", "u1"));
    now += SESSION_CACHE_TTL_MS - 1;
    expect(cache.get("s1")).toBeDefined();
    now += 1;
    expect(cache.get("s1")).toBeUndefined();
    const ending = { ...session("s2", "u1"), expires_at: new Date(now + 10) };
    cache.store(cache.startFill(), ending);
    now += 10;
    expect(cache.get("s2")).toBeUndefined();
  });

  it("getCurrent answers an entry only once caught up with the messages, which may forget it meanwhile", async () => {
    const cache = new SessionCache();
    cache.setListening(true);
    cache.store(cache.startFill(), session("s1", "u1"));
    cache.store(cache.startFill(), session("s2", "u2"));
    // The barrier brings a message committed by another server just before the call.
    cache.caughtUp = async () => {
      cache.onMessage("session:s1");
      return true;
    };
    expect(await cache.getCurrent("s1")).toBeUndefined();
    expect((await cache.getCurrent("s2"))?.id).toBe("s2");
    // Not caught up (the LISTEN connection failed meanwhile): read from the database instead.
    cache.caughtUp = async () => false;
    expect(await cache.getCurrent("s2")).toBeUndefined();
  });

  it("drops a fill that started before a forget, and forgets by session or by user", () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const fill = cache.startFill();
    cache.forget({ userId: "u1" });
    cache.store(fill, session("s1", "u1"));
    expect(cache.get("s1")).toBeUndefined();
    cache.store(cache.startFill(), session("s1", "u1"));
    cache.store(cache.startFill(), session("s2", "u1"));
    cache.store(cache.startFill(), session("s3", "u2"));
    cache.onMessage("user:u1");
    expect([cache.get("s1"), cache.get("s2")]).toEqual([undefined, undefined]);
    expect(cache.get("s3")).toBeDefined();
    cache.onMessage("session:s3");
    expect(cache.get("s3")).toBeUndefined();
  });
});
