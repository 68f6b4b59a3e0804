import { ROLES, type Role } from "@mnx/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectRoleAnswer } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { type ApiClient, apiClient, count, insertMachine, organizationOf, uniqueNumber } from "./fixtures.js";

/** Who may call each route, written out here (not computed from the capability table under test). */
const EVERYONE: Role[] = [
  "SUPER_ADMIN",
  "FLEET_MANAGER",
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
  "INSPECTOR",
  "MECHANIC",
  "OPERATOR",
  "VIEWER",
];
const MANAGERS: Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"];

interface RouteCase {
  route: string;
  allowed: Role[];
  status: number;
  /** Makes the call as `role` and answers what the database looks like afterwards. */
  call: (role: Role) => Promise<{ response: LightMyRequestResponse; applied: () => Promise<boolean> }>;
}

describe(onEngine("equipment routes: who may call them"), () => {
  let t: TestApp;
  let api: ApiClient;
  let organizationId: string;
  let anyMachine: string;
  /** Operators read only the machines assigned to them. */
  let operatorMachine: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    organizationId = await organizationOf(t.app);
    anyMachine = await insertMachine(t.db, organizationId);
    const own = await t.db.one<{ id: string }>(
      `SELECT e.id FROM equipment e JOIN users u ON u.id = e.assigned_operator_id
       WHERE lower(u.email) = 'operator@summitridge.example' ORDER BY e.id LIMIT 1`,
    );
    operatorMachine = own?.id ?? "";
  });
  afterAll(async () => {
    await t.close();
  });
  const exists = async (id: string) =>
    (await count(t.db, "SELECT count(*) AS n FROM equipment WHERE id = $1", [id])) === 1;

  const cases: RouteCase[] = [
    {
      route: "GET /api/v1/equipment",
      allowed: EVERYONE,
      status: 200,
      call: async (role) => ({
        response: await api(role, "GET", "/api/v1/equipment?limit=1"),
        applied: async () => true,
      }),
    },
    {
      route: "GET /api/v1/equipment/{id}",
      allowed: EVERYONE,
      status: 200,
      call: async (role) => ({
        response: await api(
          role,
          "GET",
          `/api/v1/equipment/${role === "OPERATOR" ? operatorMachine : anyMachine}`,
        ),
        applied: async () => true,
      }),
    },
    {
      route: "POST /api/v1/equipment",
      allowed: MANAGERS,
      status: 201,
      call: async (role) => {
        const equipmentNumber = uniqueNumber("PERM");
        const response = await api(role, "POST", "/api/v1/equipment", {
          equipmentNumber,
          name: "Permission check",
          make: "Caterpillar",
        });
        return {
          response,
          applied: async () =>
            (await count(t.db, "SELECT count(*) AS n FROM equipment WHERE equipment_number = $1", [
              equipmentNumber,
            ])) === 1,
        };
      },
    },
    {
      route: "PUT /api/v1/equipment/{id}",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => {
        const id = await insertMachine(t.db, organizationId);
        const response = await api(role, "PUT", `/api/v1/equipment/${id}`, { name: `Renamed by ${role}` });
        return {
          response,
          applied: async () =>
            (await count(t.db, "SELECT count(*) AS n FROM equipment WHERE id = $1 AND name = $2", [
              id,
              `Renamed by ${role}`,
            ])) === 1,
        };
      },
    },
    {
      route: "DELETE /api/v1/equipment/{id}",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => {
        const id = await insertMachine(t.db, organizationId);
        const response = await api(role, "DELETE", `/api/v1/equipment/${id}`);
        return { response, applied: async () => !(await exists(id)) };
      },
    },
  ];

  describe.each(cases)("$route", ({ allowed, status, call }) => {
    it.each(ROLES)("%s", async (role) => {
      const { response, applied } = await call(role);
      expectRoleAnswer(response, allowed.includes(role), status);
      expect(await applied()).toBe(allowed.includes(role));
    });
  });

  it("refuses every route without a token, before looking at the body", async () => {
    const calls = [
      ["GET", "/api/v1/equipment"],
      ["GET", `/api/v1/equipment/${anyMachine}`],
      ["POST", "/api/v1/equipment"],
      ["PUT", `/api/v1/equipment/${anyMachine}`],
      ["DELETE", `/api/v1/equipment/${anyMachine}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === "POST" ? { name: "" } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });
    }
  });

  it("answers 403, not a validation error, to a refused role sending an invalid body", async () => {
    const response = await api("OPERATOR", "POST", "/api/v1/equipment", { name: "" });
    expect(response.statusCode).toBe(403);
  });
});
