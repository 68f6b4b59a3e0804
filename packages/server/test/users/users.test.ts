import { ROLES, rolesWith } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, type TestSession } from "../support/demo-sign-in.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

const demoEmail = (role: string) =>
  ({
    SUPER_ADMIN: "super.admin",
    FLEET_MANAGER: "fleet.manager",
    SHOP_FOREMAN: "shop.foreman",
    FIELD_SUPERVISOR: "field.supervisor",
    INSPECTOR: "inspector",
    MECHANIC: "mechanic",
    OPERATOR: "operator",
    VIEWER: "viewer",
  })[role] + "@summitridge.example";

describe(`GET /api/v1/users [${process.env.TEST_DB ?? "pglite"}]`, () => {
  let t: TestApp;
  const sessions = new Map<string, TestSession>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) sessions.set(role, await signIn(t.app, demoEmail(role)));
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (role: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: bearer(sessions.get(role) as TestSession) });

  it.each(ROLES)("%s is allowed or refused exactly as the capability table says", async (role) => {
    const response = await get(role, "/api/v1/users?limit=5");
    const allowed = ["FIELD_SUPERVISOR", "SHOP_FOREMAN", "FLEET_MANAGER", "SUPER_ADMIN"].includes(role);
    expect(rolesWith("users.list").includes(role)).toBe(allowed);
    expect(response.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) expect(response.json()).toMatchObject({ success: false, code: "INSUFFICIENT_PERMISSIONS" });
  });

  it("filters by role and stays inside the organization", async () => {
    const response = await get("FLEET_MANAGER", "/api/v1/users?role=OPERATOR&limit=100");
    const { users, pagination } = response.json().data;
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u: { role: string }) => u.role === "OPERATOR")).toBe(true);
    const orgId = sessions.get("FLEET_MANAGER")?.organization.id;
    expect(users.every((u: { organizationId: string }) => u.organizationId === orgId)).toBe(true);
    const counted = await t.db.one<{ n: number | string }>(
      "SELECT count(*) AS n FROM users WHERE organization_id = $1 AND role = 'OPERATOR'",
      [orgId],
    );
    expect(pagination.total).toBe(Number(counted?.n));
  });

  it("answers 404 for a user of another organization and 400 for a malformed id", async () => {
    const outsider = await t.db.one<{ id: string }>(
      "SELECT u.id FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.slug = 'northwind' LIMIT 1",
    );
    const foreign = await get("FLEET_MANAGER", `/api/v1/users/${outsider?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    const own = await get("FLEET_MANAGER", `/api/v1/users/${sessions.get("OPERATOR")?.user.id}`);
    expect(own.statusCode).toBe(200);
    const malformed = await get("FLEET_MANAGER", "/api/v1/users/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });
});
