import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  NORTHWIND_MANAGER,
  NORTHWIND_MECHANIC,
  OTHER_MECHANIC,
  organizationOf,
  userId,
} from "./fixtures.js";

describe(onEngine("work-order visibility"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  const ids = async (who: string, path = "/api/v1/work-orders") => {
    const found: string[] = [];
    for (let page = 1; ; page++) {
      const response = await call(who, "GET", `${path}?limit=100&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      const { workOrders, pagination } = response.json().data;
      found.push(...workOrders.map((wo: { id: string }) => wo.id));
      if (page >= pagination.pages) return found.sort();
    }
  };
  const sqlIds = async (where: string, params: unknown[]) =>
    (
      await t.db.query<{ id: string }>(
        `SELECT wo.id FROM work_orders wo WHERE ${where} ORDER BY wo.id`,
        params,
      )
    )
      .map((row) => row.id)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("an operator sees only the work orders on their machines, reported by them or naming them", async () => {
    const operator = await userId(t.app, "OPERATOR");
    const expected = await sqlIds(
      `wo.organization_id = $1 AND (wo.equipment_operator_id = $2 OR wo.reported_by_id = $2
        OR wo.assigned_to_id = $2
        OR wo.equipment_id IN (SELECT equipment_id FROM equipment_assignments
                               WHERE operator_id = $2 AND status = 'ACTIVE'))`,
      [org, operator],
    );
    const seen = await ids("OPERATOR");
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(
      await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1", [org]),
    );
    const other = await sqlIds("wo.organization_id = $1 AND NOT (wo.id = ANY($2::uuid[]))", [org, seen]);
    const hidden = await call("OPERATOR", "GET", `/api/v1/work-orders/${other[0]}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, code: "NOT_FOUND", error: "Work order not found" });
  });

  it("a mechanic sees only what is assigned to them; another mechanic's work order is 404", async () => {
    const mechanic = await userId(t.app, "MECHANIC");
    const expected = await sqlIds(
      "wo.organization_id = $1 AND (wo.mechanic_id = $2 OR wo.assigned_to_id = $2)",
      [org, mechanic],
    );
    const seen = await ids("MECHANIC");
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(await ids("MECHANIC", "/api/v1/work-orders/my")).toEqual(
      await sqlIds(
        "wo.organization_id = $1 AND (wo.mechanic_id = $2 OR wo.assigned_to_id = $2 OR wo.reported_by_id = $2) AND (wo.mechanic_id = $2 OR wo.assigned_to_id = $2)",
        [org, mechanic],
      ),
    );
    const derek = await userId(t.app, OTHER_MECHANIC);
    const [theirs] = await sqlIds("wo.mechanic_id = $1 AND wo.assigned_to_id = $1", [derek]);
    expect(theirs).toBeDefined();
    const response = await call("MECHANIC", "GET", `/api/v1/work-orders/${theirs}`);
    expect(response.statusCode).toBe(404);
    expect((await call(OTHER_MECHANIC, "GET", `/api/v1/work-orders/${theirs}`)).statusCode).toBe(200);
    const start = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${theirs}/start`, {});
    expect(start.statusCode).toBe(404);
  });

  it.each(["SHOP_FOREMAN", "FLEET_MANAGER", "FIELD_SUPERVISOR", "INSPECTOR", "VIEWER", "SUPER_ADMIN"])(
    "%s sees the whole organization",
    async (role) => {
      const response = await call(role, "GET", "/api/v1/work-orders?limit=1");
      expect(response.json().data.pagination.total).toBe(
        await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1", [org]),
      );
    },
  );

  it("another organization's work orders and machines are 404 on every route, and stay unchanged", async () => {
    const northwindOrg = await organizationOf(t.app, NORTHWIND_MANAGER);
    const foreign = await t.db.one<{ id: string; equipment_id: string; status: string; updated_at: Date }>(
      "SELECT id, equipment_id, status, updated_at FROM work_orders WHERE organization_id = $1 AND status = 'ASSIGNED'",
      [northwindOrg],
    );
    if (!foreign) throw new Error("no Northwind work order");
    const mechanic = await userId(t.app, "MECHANIC");
    const base = `/api/v1/work-orders/${foreign.id}`;
    const attempts: [string, "GET" | "PATCH" | "POST", string, unknown][] = [
      ["SHOP_FOREMAN", "GET", base, undefined],
      ["SUPER_ADMIN", "GET", base, undefined],
      ["SHOP_FOREMAN", "PATCH", base, { priority: "LOW" }],
      ["SHOP_FOREMAN", "PATCH", base, { status: "CANCELLED" }],
      ["SHOP_FOREMAN", "PATCH", `${base}/assign`, { assignedTo: mechanic }],
      ["SHOP_FOREMAN", "PATCH", `${base}/start`, {}],
      ["SHOP_FOREMAN", "PATCH", `${base}/complete`, {}],
      ["SHOP_FOREMAN", "PATCH", `${base}/cancel`, { reason: "Not ours" }],
      ["FLEET_MANAGER", "GET", `/api/v1/work-orders/equipment/${foreign.equipment_id}`, undefined],
      [
        "OPERATOR",
        "POST",
        "/api/v1/work-orders/escalate",
        {
          equipmentId: foreign.equipment_id,
          issueType: "BREAKDOWN",
          title: "Not our machine",
          description: "Trying another organization's machine",
        },
      ],
      [
        "SHOP_FOREMAN",
        "POST",
        "/api/v1/work-orders/escalate",
        {
          equipmentId: foreign.equipment_id,
          issueType: "BREAKDOWN",
          title: "Not our machine",
          description: "Trying another organization's machine",
        },
      ],
    ];
    for (const [who, method, url, payload] of attempts) {
      const response = await call(who, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
    const bulk = await call("SHOP_FOREMAN", "PATCH", "/api/v1/work-orders/bulk/status", {
      updates: [{ id: foreign.id, status: "CANCELLED" }],
    });
    expect(bulk.statusCode).toBe(404);
    expect(bulk.json().details).toEqual([
      { path: "updates.0.id", message: `Work order ${foreign.id} was not found` },
    ]);
    const after = await t.db.one<{ status: string; updated_at: Date }>(
      "SELECT status, updated_at FROM work_orders WHERE id = $1",
      [foreign.id],
    );
    expect(after).toEqual({ status: foreign.status, updated_at: foreign.updated_at });
    const own = await call(NORTHWIND_MANAGER, "GET", base);
    expect(own.statusCode).toBe(200);
    const outsider = await call(NORTHWIND_MECHANIC, "GET", "/api/v1/work-orders?limit=100");
    const orgOf = await t.db.query<{ organization_id: string }>(
      "SELECT DISTINCT organization_id FROM work_orders WHERE id = ANY($1::uuid[])",
      [outsider.json().data.workOrders.map((wo: { id: string }) => wo.id)],
    );
    expect(orgOf.map((row) => row.organization_id)).toEqual([northwindOrg]);
  });

  it("a machine's work orders: those the caller may read; 404 for an unknown machine", async () => {
    const machine = await t.db.one<{ equipment_id: string }>(
      "SELECT equipment_id FROM work_orders WHERE organization_id = $1 GROUP BY equipment_id ORDER BY count(*) DESC LIMIT 1",
      [org],
    );
    const expected = await sqlIds("wo.equipment_id = $1", [machine?.equipment_id]);
    expect(await ids("SHOP_FOREMAN", `/api/v1/work-orders/equipment/${machine?.equipment_id}`)).toEqual(
      expected,
    );
    const mechanic = await userId(t.app, "MECHANIC");
    expect(await ids("MECHANIC", `/api/v1/work-orders/equipment/${machine?.equipment_id}`)).toEqual(
      await sqlIds("wo.equipment_id = $1 AND (wo.mechanic_id = $2 OR wo.assigned_to_id = $2)", [
        machine?.equipment_id,
        mechanic,
      ]),
    );
    const unknown = await call(
      "SHOP_FOREMAN",
      "GET",
      "/api/v1/work-orders/equipment/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Equipment not found");
    expect((await call("SHOP_FOREMAN", "GET", "/api/v1/work-orders/not-a-uuid")).statusCode).toBe(400);
  });

  it("asks for a token, and for the capability before reading the body", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/work-orders" })).statusCode).toBe(401);
    const denied = await call("VIEWER", "POST", "/api/v1/work-orders", { nonsense: true });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe("INSUFFICIENT_PERMISSIONS");
  });
});
