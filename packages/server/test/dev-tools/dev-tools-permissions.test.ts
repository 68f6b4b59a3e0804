import { ROLES, type Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient } from "../equipment/fixtures.js";
import { expectRoleAnswer } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { databaseFingerprint, OTHER_SUPER_ADMIN } from "./fixtures.js";

/** Written out here, not computed from the permission table under test: the super admin only. */
const ALLOWED: Role[] = ["SUPER_ADMIN"];

const CALLS = [
  { name: "GET /api/dev/api-explorer", method: "GET", url: "/api/dev/api-explorer" },
  {
    name: "POST /api/dev/api-explorer",
    method: "POST",
    url: "/api/dev/api-explorer",
    payload: { endpoint: "/api/v1/health", method: "GET" },
  },
  { name: "GET /api/dev/database", method: "GET", url: "/api/dev/database" },
  { name: "GET /api/dev/database?action=schema", method: "GET", url: "/api/dev/database?action=schema" },
  {
    name: "GET /api/dev/database?action=table-schema",
    method: "GET",
    url: "/api/dev/database?action=table-schema&table=users",
  },
  {
    name: "GET /api/dev/database?action=table-info",
    method: "GET",
    url: "/api/dev/database?action=table-info&table=users&limit=10",
  },
  {
    name: "POST /api/dev/database safe-query",
    method: "POST",
    url: "/api/dev/database",
    payload: { action: "safe-query", query: "SELECT email FROM users" },
  },
] as const;

describe(onEngine("developer tools: the super admin only"), () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const cases = CALLS.flatMap((call) => ROLES.map((role) => [call.name, role, call] as const));
  it.each(cases)("%s as %s", async (_name, role, call) => {
    const response = await api(role, call.method, call.url, "payload" in call ? call.payload : undefined);
    expectRoleAnswer(response, ALLOWED.includes(role));
  });

  it.each(CALLS.map((call) => [call.name, call] as const))(
    "%s without a token is 401",
    async (_name, call) => {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        ...("payload" in call ? { payload: call.payload } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });
    },
  );

  it("a refused caller's query never runs (a hostile one as well), and changes nothing", async () => {
    await api("FLEET_MANAGER", "GET", "/api/v1/auth/profile");
    const before = await databaseFingerprint(t.db);
    for (const role of ROLES.filter((r) => !ALLOWED.includes(r))) {
      const response = await api(role, "POST", "/api/dev/database", {
        action: "safe-query",
        query: "DELETE FROM work_orders",
      });
      expect(response.statusCode).toBe(403);
      const invalid = await api(role, "POST", "/api/dev/database", { nonsense: true });
      expect(invalid.statusCode).toBe(403);
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it("another organization's super admin reads their organization only", async () => {
    const response = await api(OTHER_SUPER_ADMIN, "POST", "/api/dev/database", {
      action: "safe-query",
      query: "SELECT DISTINCT lower(split_part(email, '@', 2)) AS domain FROM users",
    });
    expect(response.json().data.rows).toEqual([{ domain: "northwind.example" }]);
    const info = await api(
      OTHER_SUPER_ADMIN,
      "GET",
      "/api/dev/database?action=table-info&table=organizations",
    );
    expect(info.json().data.sampleData).toEqual([expect.objectContaining({ name: "Northwind Paving" })]);
  });
});
