import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, count, statementCountingApp } from "../equipment/fixtures.js";
import { authHeaders } from "../support/access-token.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

interface ListedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
  organizationId: string;
  lastLogin: string | null;
}

describe(onEngine("GET /api/v1/users and /users/stats"), () => {
  let t: TestApp;
  let api: ApiClient;
  let team: TeamOrganization;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Listing");
    manager = team.emails.FLEET_MANAGER;
    await team.addPerson("OPERATOR", { firstName: "Ada", lastName: "Lovelace" });
    await team.addPerson("OPERATOR", { firstName: "Grace", lastName: "Hopper", status: "INACTIVE" });
    await team.addPerson("MECHANIC", { firstName: "Percy", lastName: "100%_Sure" });
    await team.addPerson("VIEWER", { firstName: "Sus", lastName: "Pended", status: "SUSPENDED" });
  });
  afterAll(async () => {
    await t.close();
  });
  const list = async (query: string) => {
    const response = await api(manager, "GET", `/api/v1/users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { users: ListedUser[]; pagination: Record<string, number> };
  };
  const names = (users: ListedUser[]) => users.map((u) => `${u.firstName} ${u.lastName}`).sort();

  it("answers {users, pagination}, every user of the organization and no one else's", async () => {
    const { users, pagination } = await list("?limit=100");
    expect(pagination).toEqual({ page: 1, limit: 100, total: 12, pages: 1, totalIsExact: true });
    expect(users).toHaveLength(12);
    expect(users.every((u) => u.organizationId === team.organizationId)).toBe(true);
    expect(Object.keys(users[0] ?? {}).sort()).toEqual(
      [
        "createdAt",
        "email",
        "firstName",
        "id",
        "language",
        "lastLogin",
        "lastName",
        "organizationId",
        "phone",
        "role",
        "status",
      ].sort(),
    );
  });

  it.each([
    ["first name", "ada", ["Ada Lovelace"]],
    ["last name, any case", "HOPPER", ["Grace Hopper"]],
    ["full name", "ada love", ["Ada Lovelace"]],
    ["% and _ taken literally", "100%_", ["Percy 100%_Sure"]],
    ["a role's name is not searched", "operator", []],
  ])("search by %s", async (_what, search, expected) => {
    const found = await list(`?search=${encodeURIComponent(search)}&limit=100`);
    expect(names(found.users)).toEqual(expected);
  });

  it("search by email, any case", async () => {
    const found = await list(`?search=${encodeURIComponent(team.emails.INSPECTOR.toUpperCase())}`);
    expect(found.users.map((u) => u.email)).toEqual([team.emails.INSPECTOR]);
  });

  it("filters by role (one or a list) and status, and pages", async () => {
    const operators = await list("?role=OPERATOR&limit=100");
    expect(names(operators.users)).toEqual(["Ada Lovelace", "Grace Hopper", "Test Member 7"]);
    const activeOperators = await list("?role=OPERATOR&status=ACTIVE&limit=100");
    expect(names(activeOperators.users)).toEqual(["Ada Lovelace", "Test Member 7"]);
    const crew = await list("?role=operator,MECHANIC&status=ACTIVE&limit=100");
    expect(crew.users.map((u) => u.role).sort()).toEqual(["MECHANIC", "MECHANIC", "OPERATOR", "OPERATOR"]);
    const suspended = await list("?status=SUSPENDED");
    expect(names(suspended.users)).toEqual(["Sus Pended"]);
    const page2 = await list("?limit=5&page=2");
    expect(page2.users).toHaveLength(5);
    expect(page2.pagination).toEqual({ page: 2, limit: 5, total: 12, pages: 3, totalIsExact: true });
    const page1 = await list("?limit=5&page=1");
    expect(page1.users.map((u) => u.id).some((id) => page2.users.some((u) => u.id === id))).toBe(false);
  });

  it("refuses bad filters with 400 and a code", async () => {
    for (const query of [
      "?role=ADMIN",
      "?status=GONE",
      "?limit=101",
      "?page=0",
      `?search=${"x".repeat(101)}`,
    ]) {
      const response = await api(manager, "GET", `/api/v1/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
  });

  it("keeps the pickers' call working on the demo organization", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/users?role=OPERATOR&status=ACTIVE&limit=100",
      headers: await authHeaders(t.app, "field.supervisor@summitridge.example"),
    });
    const { users, pagination } = response.json().data;
    const expected = await count(
      t.db,
      `SELECT count(*) AS n FROM users u JOIN organizations o ON o.id = u.organization_id
       WHERE o.slug = 'demo' AND u.role = 'OPERATOR' AND u.status = 'ACTIVE'`,
    );
    expect(pagination.total).toBe(expected);
    expect(users.every((u: ListedUser) => u.role === "OPERATOR" && u.status === "ACTIVE")).toBe(true);
  });

  it("is one statement per page, whatever the page size", async () => {
    const { app, statements } = await statementCountingApp();
    try {
      const headers = await authHeaders(app, manager);
      statements.length = 0;
      const response = await app.inject({ method: "GET", url: "/api/v1/users?limit=100", headers });
      expect(response.statusCode).toBe(200);
      expect(statements.filter((sql) => /FROM users u\b/.test(sql))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("stats: total, ACTIVE, and signed in within 24 hours", async () => {
    const stats = async () => (await api(manager, "GET", "/api/v1/users/stats")).json();
    const before = await stats();
    expect(before).toEqual({ success: true, total: 12, active: 10, activeToday: 0 });
    await t.db.query("UPDATE users SET last_login = now() - interval '23 hours' WHERE email = $1", [
      team.emails.MECHANIC,
    ]);
    await t.db.query("UPDATE users SET last_login = now() - interval '25 hours' WHERE email = $1", [
      team.emails.VIEWER,
    ]);
    expect(await stats()).toEqual({ success: true, total: 12, active: 10, activeToday: 1 });
  });
});
