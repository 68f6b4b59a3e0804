import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alternating, bearer, signIn } from "../support/demo-sign-in.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const FLEET_MANAGER = "fleet.manager@summitridge.example";

describe(onEngine("a sign-in begun on one server finishes on another"), () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two servers on one database: two apps, each with its own demo identity provider and its own memory.
    a = await createTestApp();
    b = await createTestApp();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("works with every step on the other server (the demo provider keeps its records in the database)", async () => {
    const session = await signIn(alternating(a.app, b.app), FLEET_MANAGER);
    expect(session.user).toMatchObject({ email: FLEET_MANAGER, role: "FLEET_MANAGER" });
    for (const t of [a, b]) {
      const profile = await t.app.inject({
        method: "GET",
        url: "/api/v1/auth/profile",
        headers: bearer(session),
      });
      expect(profile.statusCode).toBe(200);
    }
  });
});
