import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeaders, findTestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

/** The buckets, written out here on purpose (not the domain's mapping) so the test checks it. */
const BUCKETS = {
  operational: ["OPERATIONAL", "IN_SERVICE"],
  maintenance: ["SCHEDULED_MAINTENANCE", "MAINTENANCE"],
  warning: ["WARNING"],
  critical: ["DOWN_FOR_REPAIR", "OUT_OF_SERVICE", "CRITICAL"],
};

async function expectedStats(t: TestApp, organizationId: string) {
  const rows = await t.db.query<{ status: string; n: number }>(
    "SELECT status, count(*) AS n FROM equipment WHERE organization_id = $1 GROUP BY status",
    [organizationId],
  );
  const sum = (statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((a, r) => a + r.n, 0);
  return {
    success: true,
    total: rows.filter((r) => r.status !== "RETIRED").reduce((a, r) => a + r.n, 0),
    operational: sum(BUCKETS.operational),
    warning: sum(BUCKETS.warning),
    critical: sum(BUCKETS.critical),
    maintenance: sum(BUCKETS.maintenance),
  };
}

describe(onEngine("GET /api/v1/equipment/stats"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const stats = async (email: string) =>
    t.app.inject({ method: "GET", url: "/api/v1/equipment/stats", headers: await authHeaders(t.app, email) });

  it("counts the caller's fleet by health, retired machines outside the total", async () => {
    const user = await findTestUser(t.app, "fleet.manager@summitridge.example");
    const response = await stats(user.email);
    expect(response.statusCode).toBe(200);
    const expected = await expectedStats(t, user.organizationId);
    expect(response.json()).toEqual(expected);
    expect(expected.total).toBeGreaterThan(30);
    expect(expected.total).toBe(
      expected.operational + expected.maintenance + expected.warning + expected.critical,
    );
  });

  it.each(["viewer@summitridge.example", "operator@summitridge.example", "mechanic@summitridge.example"])(
    "answers the same organization figures to %s",
    async (email) => {
      const user = await findTestUser(t.app, email);
      expect((await stats(email)).json()).toEqual(await expectedStats(t, user.organizationId));
    },
  );

  it("keeps the other organization's machines out", async () => {
    const northwind = await findTestUser(t.app, "fleet.manager@northwind.example");
    const demo = (await stats("fleet.manager@summitridge.example")).json();
    const own = (await stats(northwind.email)).json();
    expect(own).toEqual(await expectedStats(t, northwind.organizationId));
    expect(own.total).toBe(5);
    expect(own).not.toEqual(demo);
  });

  it("refuses a call without a token or with a revoked session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/equipment/stats" })).statusCode).toBe(401);
    const headers = await authHeaders(t.app, "inspector@summitridge.example");
    await t.db.query(
      "UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      ["inspector@summitridge.example"],
    );
    const revoked = await t.app.inject({ method: "GET", url: "/api/v1/equipment/stats", headers });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ success: false, code: "INVALID_TOKEN" });
  });
});
