import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../equipment/fixtures.js";
import { describeRoleMatrix } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createReportFixture, type ReportFixture } from "./fixtures.js";

/** Reports: manager level (part 2, 6), i.e. SHOP_FOREMAN and up (DECISIONS.md), written out here. */
const MANAGERS: readonly Role[] = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"];

describe(onEngine("reports: who may see them"), () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let ours: ReportFixture;
  let theirs: ReportFixture;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    ours = await createReportFixture(t.db, "Access ours");
    theirs = await createReportFixture(t.db, "Access theirs");
    // Theirs has one more work order today, so the two organizations' figures differ.
    await t.db.query(
      `INSERT INTO work_orders (organization_id, title, description, equipment_id)
       SELECT organization_id, 'Extra', 'Only theirs', id FROM equipment WHERE organization_id = $1 LIMIT 1`,
      [theirs.team.organizationId],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describeRoleMatrix([
    {
      route: "GET /api/v1/reports",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => ({ response: await api(ours.team.emails[role], "GET", "/api/v1/reports") }),
    },
    {
      route: "GET /api/v1/reports/export",
      allowed: MANAGERS,
      status: 200,
      call: async (role) => {
        const response = await api(ours.team.emails[role], "GET", "/api/v1/reports/export?period=7d");
        // The CSV answer is not JSON: the matrix helper reads `success` from a JSON body.
        if (response.statusCode !== 200) return { response };
        expect(response.headers["content-type"]).toMatch(/^text\/csv/);
        return { response: { ...response, json: () => ({ success: true }) } as typeof response };
      },
    },
  ]);

  it("answers each organization its own figures, never the other's", async () => {
    const own = (await api(ours.team.emails.FLEET_MANAGER, "GET", "/api/v1/reports?period=7d")).json().data;
    const other = (await api(theirs.team.emails.FLEET_MANAGER, "GET", "/api/v1/reports?period=7d")).json()
      .data;
    expect(own.organization.name).toMatch(/^Access ours /);
    expect(other.organization.name).toMatch(/^Access theirs /);
    expect(own.workOrders.total).toBe(7);
    expect(other.workOrders.total).toBe(8);
    const ownMachines = new Set(Object.values(ours.machines).map((m) => m.id));
    for (const machine of other.series.topRepairMachines)
      expect(ownMachines.has(machine.equipmentId)).toBe(false);
  });

  it("refuses a call without a token", async () => {
    for (const url of ["/api/v1/reports", "/api/v1/reports/export"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: "AUTH_REQUIRED" });
    }
  });
});
