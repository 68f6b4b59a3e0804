import { ROLES, type Role } from "@mnx/domain";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  count,
  crewOperator,
  insertActiveAssignment,
  insertMachine,
  organizationOf,
} from "../equipment/fixtures.js";
import { findTestUser } from "../support/access-token.js";
import { expectRoleAnswer } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

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
const CREATORS: Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN", "FIELD_SUPERVISOR"];
const ENDERS: Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"];

interface RouteCase {
  route: string;
  allowed: Role[];
  status: number;
  call: (role: Role) => Promise<{ response: LightMyRequestResponse; applied: () => Promise<boolean> }>;
}

describe(onEngine("assignment routes: who may call them"), () => {
  let t: TestApp;
  let api: ApiClient;
  let organizationId: string;
  let operatorId: string;
  let ownAssignment: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    organizationId = await organizationOf(t.app);
    operatorId = await crewOperator(t.app);
    // The demo operator's own assignment, so the operator's read is allowed too.
    const demoOperator = await findTestUser(t.app, "operator@summitridge.example");
    ownAssignment = (await insertActiveAssignment(t.db, organizationId, demoOperator.id)).assignmentId;
  });
  afterAll(async () => {
    await t.close();
  });
  const statusOf = async (id: string) =>
    (await t.db.one<{ status: string }>("SELECT status FROM equipment_assignments WHERE id = $1", [id]))
      ?.status;

  const cases: RouteCase[] = [
    {
      route: "GET /api/v1/equipment/assignments",
      allowed: EVERYONE,
      status: 200,
      call: async (role) => ({
        response: await api(role, "GET", "/api/v1/equipment/assignments?limit=1"),
        applied: async () => true,
      }),
    },
    {
      route: "GET /api/v1/equipment/assignments/{id}",
      allowed: EVERYONE,
      status: 200,
      call: async (role) => ({
        response: await api(role, "GET", `/api/v1/equipment/assignments/${ownAssignment}`),
        applied: async () => true,
      }),
    },
    {
      route: "POST /api/v1/equipment/assignments",
      allowed: CREATORS,
      status: 201,
      call: async (role) => {
        const equipmentId = await insertMachine(t.db, organizationId);
        const response = await api(role, "POST", "/api/v1/equipment/assignments", {
          equipmentId,
          operatorId,
          jobSite: "Highway 9 Interchange",
        });
        return {
          response,
          applied: async () =>
            (await count(t.db, "SELECT count(*) AS n FROM equipment_assignments WHERE equipment_id = $1", [
              equipmentId,
            ])) === 1,
        };
      },
    },
    {
      route: "PATCH /api/v1/equipment/assignments/{id}/end",
      allowed: ENDERS,
      status: 200,
      call: async (role) => {
        const { assignmentId } = await insertActiveAssignment(t.db, organizationId, operatorId);
        const response = await api(role, "PATCH", `/api/v1/equipment/assignments/${assignmentId}/end`);
        return { response, applied: async () => (await statusOf(assignmentId)) === "COMPLETED" };
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

  it("refuses every route without a token", async () => {
    const calls = [
      ["GET", "/api/v1/equipment/assignments"],
      ["GET", `/api/v1/equipment/assignments/${ownAssignment}`],
      ["POST", "/api/v1/equipment/assignments"],
      ["PATCH", `/api/v1/equipment/assignments/${ownAssignment}/end`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });
    }
  });
});
