import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, count } from "../equipment/fixtures.js";
import { describeRoleMatrix, EVERY_ROLE } from "../support/role-matrix.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

const PICKERS: Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR"];
const MANAGERS: Role[] = ["SUPER_ADMIN", "FLEET_MANAGER"];

describe(onEngine("users routes: who may call them"), () => {
  let t: TestApp;
  let api: ApiClient;
  let team: TeamOrganization;
  /** A user of another organization: ids of this team answer 404 to them. */
  let outsider: TeamOrganization;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    team = await createTeamOrganization(t.db, "Permissions");
    outsider = await createTeamOrganization(t.db, "Outsiders");
  });
  afterAll(async () => {
    await t.close();
  });
  const as = (role: Role) => team.emails[role];
  const userRow = (id: string) =>
    t.db.one<{ role: string; status: string }>("SELECT role, status FROM users WHERE id = $1", [id]);

  describeRoleMatrix([
    {
      route: "GET /api/v1/users",
      allowed: PICKERS,
      status: 200,
      call: async (role) => ({ response: await api(as(role), "GET", "/api/v1/users?limit=5") }),
    },
    {
      route: "GET /api/v1/users?role&status&limit (the pickers' call)",
      allowed: PICKERS,
      status: 200,
      call: async (role) => ({
        response: await api(as(role), "GET", "/api/v1/users?role=OPERATOR,MECHANIC&status=ACTIVE&limit=100"),
      }),
    },
    {
      route: "GET /api/v1/users/stats",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => ({ response: await api(as(role), "GET", "/api/v1/users/stats") }),
    },
    {
      route: "GET /api/v1/users/{id}",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => ({ response: await api(as(role), "GET", `/api/v1/users/${team.ids.OPERATOR}`) }),
    },
    {
      route: "POST /api/v1/users",
      allowed: MANAGERS,
      status: 201,
      call: async (role) => {
        const email = `added-by-${role.toLowerCase()}-${team.organizationId.slice(0, 8)}@example.com`;
        const response = await api(as(role), "POST", "/api/v1/users", {
          email,
          firstName: "Nia",
          lastName: "Newcomer",
          role: "MECHANIC",
        });
        return {
          response,
          applied: async () =>
            (await count(t.db, "SELECT count(*) AS n FROM users WHERE email = $1 AND organization_id = $2", [
              email,
              team.organizationId,
            ])) === 1,
        };
      },
    },
    {
      route: "PATCH /api/v1/users/{id} {role}",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => {
        const { id } = await team.addPerson("OPERATOR");
        const response = await api(as(role), "PATCH", `/api/v1/users/${id}`, { role: "MECHANIC" });
        return { response, applied: async () => (await userRow(id))?.role === "MECHANIC" };
      },
    },
    {
      route: "PATCH /api/v1/users/{id} {status}",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => {
        const { id } = await team.addPerson("VIEWER");
        const response = await api(as(role), "PATCH", `/api/v1/users/${id}`, { status: "INACTIVE" });
        return { response, applied: async () => (await userRow(id))?.status === "INACTIVE" };
      },
    },
  ]);

  it("refuses every route without a token, before looking at the body", async () => {
    const id = team.ids.OPERATOR;
    const calls = [
      ["GET", "/api/v1/users"],
      ["GET", "/api/v1/users/stats"],
      ["GET", `/api/v1/users/${id}`],
      ["POST", "/api/v1/users"],
      ["PATCH", `/api/v1/users/${id}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url, payload: method === "GET" ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });
    }
  });

  it("answers 403, not a validation error, to a refused role sending an invalid body", async () => {
    const response = await api(as("SHOP_FOREMAN"), "POST", "/api/v1/users", { email: "" });
    expect(response.statusCode).toBe(403);
  });

  describe("a user of another organization", () => {
    it.each(MANAGERS)(
      "%s of another organization gets 404 for this team's ids and changes nothing",
      async (role) => {
        const target = team.ids.MECHANIC;
        const read = await api(outsider.emails[role], "GET", `/api/v1/users/${target}`);
        expect(read.statusCode).toBe(404);
        expect(read.json()).toEqual({ success: false, error: "User not found", code: "NOT_FOUND" });
        for (const change of [{ role: "VIEWER" }, { status: "INACTIVE" }]) {
          const write = await api(outsider.emails[role], "PATCH", `/api/v1/users/${target}`, change);
          expect(write.statusCode).toBe(404);
        }
        expect(await userRow(target)).toEqual({ role: "MECHANIC", status: "ACTIVE" });
      },
    );

    it.each(EVERY_ROLE.filter((role) => PICKERS.includes(role)))(
      "%s of another organization lists and counts only their own people",
      async (role) => {
        const list = await api(outsider.emails[role], "GET", "/api/v1/users?limit=100");
        const users = list.json().data.users as { organizationId: string; email: string }[];
        expect(users.length).toBeGreaterThanOrEqual(8);
        expect(users.every((user) => user.organizationId === outsider.organizationId)).toBe(true);
        expect(users.some((user) => user.email === team.emails.OPERATOR)).toBe(false);
        if (MANAGERS.includes(role)) {
          const stats = await api(outsider.emails[role], "GET", "/api/v1/users/stats");
          const total = await count(t.db, "SELECT count(*) AS n FROM users WHERE organization_id = $1", [
            outsider.organizationId,
          ]);
          expect(stats.json()).toMatchObject({ success: true, total });
        }
      },
    );

    it("a person added by another organization's manager joins that organization, never this one", async () => {
      const response = await api(outsider.emails.FLEET_MANAGER, "POST", "/api/v1/users", {
        email: `outsider-add-${team.organizationId.slice(0, 8)}@example.com`,
        firstName: "Olly",
        lastName: "Outside",
        organizationId: team.organizationId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user.organizationId).toBe(outsider.organizationId);
    });
  });
});
