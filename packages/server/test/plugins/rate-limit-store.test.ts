import { randomBytes } from "node:crypto";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseRateLimitStore } from "../../src/plugins/rate-limit-store.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

/** A client address no other test uses (the counters live in the run's database). */
const someAddress = () => `10.${[...randomBytes(3)].join(".")}`;

const count = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 1_000),
  );

describe(onEngine("the sign-in rate limit, counted in the database"), () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two servers on one database (here two apps in one process, each with its own store).
    a = await createTestApp({ authRateLimitPerMinute: 4 });
    b = await createTestApp({ authRateLimitPerMinute: 4 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts the calls made to either server: the fifth call in a minute is refused on both", async () => {
    const remoteAddress = someAddress();
    const refresh = (t: TestApp) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/auth/refresh",
        remoteAddress,
        payload: { refreshToken: "x" },
      });
    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await refresh(t)).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const t of [a, b]) {
      const refused = await refresh(t);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    }
    // Another address, and another route, have counts of their own.
    const other = await a.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh",
      remoteAddress: someAddress(),
      payload: { refreshToken: "x" },
    });
    expect(other.statusCode).not.toBe(429);
    const exchange = await a.app.inject({
      method: "POST",
      url: "/api/v1/auth/exchange",
      remoteAddress,
      payload: { code: "x" },
    });
    expect(exchange.statusCode).not.toBe(429);
  });

  it("gives concurrent calls each their own count, and starts a new window when one ends", async () => {
    const Store = databaseRateLimitStore(a.db);
    const store = new Store({});
    const key = `test ${someAddress()}`;
    const counts = await Promise.all(Array.from({ length: 12 }, () => count(store, key, 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    for (const c of counts) expect(c.ttl).toBeGreaterThan(0);
    const short = `test ${someAddress()}`;
    expect((await count(store, short, 150)).current).toBe(1);
    expect((await count(store, short, 150)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await count(store, short, 150)).current).toBe(1);
  });
});
