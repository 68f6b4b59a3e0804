import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  createOrder,
  insertMachine,
  NORTHWIND_MANAGER,
  organizationOf,
} from "../work-orders/fixtures.js";

/**
 * The rule of DECISIONS.md "Due maintenance", written out again in plain SQL, and the maintenance plans due
 * (docs/decisions/022): one machine id per order 'Create N Maintenance Orders' makes.
 */
const DUE = `
  SELECT p.equipment_id AS id FROM maintenance_plans p JOIN equipment e ON e.id = p.equipment_id
  WHERE p.organization_id = $1 AND e.status <> 'RETIRED'
    AND (e.hour_meter >= p.last_service_hours + p.interval_hours - p.margin_hours
         OR current_date >= p.last_service_date + p.interval_days - p.margin_days)
    AND NOT EXISTS (SELECT 1 FROM work_orders o WHERE o.maintenance_plan_id = p.id
                    AND o.status NOT IN ('COMPLETED', 'CANCELLED'))
  UNION ALL
  SELECT e.id FROM equipment e
  WHERE e.organization_id = $1 AND e.status <> 'RETIRED' AND e.next_maintenance_due <= current_date + 7
    AND NOT EXISTS (SELECT 1 FROM work_orders wo WHERE wo.equipment_id = e.id
                    AND wo.work_order_type = 'PREVENTIVE_MAINTENANCE'
                    AND (wo.status NOT IN ('COMPLETED', 'CANCELLED')
                         OR (wo.status = 'COMPLETED' AND wo.created_at >= e.next_maintenance_due - 7)))`;

describe(onEngine("/api/v1/maintenance/schedule"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  const due = async () => (await t.db.query<{ id: string }>(DUE, [org])).map((row) => row.id).sort();
  const machineDue = async (days: number, status = "OPERATIONAL") => {
    const id = await insertMachine(t.db, org, { status });
    await t.db.query("UPDATE equipment SET next_maintenance_due = current_date + $2::int WHERE id = $1", [
      id,
      days,
    ]);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts the machines due within 7 days or overdue that have no open preventive order", async () => {
    const overdue = await machineDue(-3);
    const soon = await machineDue(7);
    const later = await machineDue(8);
    const retired = await machineDue(-1, "RETIRED");
    const covered = await machineDue(2);
    await createOrder(call, { equipmentId: covered, workOrderType: "PREVENTIVE_MAINTENANCE" });
    const expected = await due();
    expect(expected).toEqual(expect.arrayContaining([overdue, soon]));
    expect(expected).not.toEqual(expect.arrayContaining([later]));
    expect(expected).not.toContain(retired);
    expect(expected).not.toContain(covered);
    const response = await call("SHOP_FOREMAN", "GET", "/api/v1/maintenance/schedule");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, dueMaintenanceCount: expected.length });
  });

  it("creates the due preventive work orders exactly once", async () => {
    const overdue = await machineDue(-2);
    const expected = await due();
    const northwind = await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1", [
      await organizationOf(t.app, NORTHWIND_MANAGER),
    ]);
    const response = await call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule");
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(data.created).toBe(expected.length);
    expect(message).toBe(`Created ${expected.length} maintenance order${expected.length === 1 ? "" : "s"}`);
    expect(data.workOrders.map((wo: { equipmentId: string }) => wo.equipmentId).sort()).toEqual(expected);
    const mine = data.workOrders.find((wo: { equipmentId: string }) => wo.equipmentId === overdue);
    expect(mine).toMatchObject({
      status: "PENDING",
      workOrderType: "PREVENTIVE_MAINTENANCE",
      priority: "HIGH",
      mechanicId: null,
      reportedBy: { firstName: "Ray" },
    });
    expect(mine.title).toMatch(/^Preventive maintenance - WOT-/);
    const history = await t.db.query<{ from_status: string | null; to_status: string }>(
      "SELECT from_status, to_status FROM work_order_history WHERE work_order_id = $1",
      [mine.id],
    );
    expect(history).toEqual([{ from_status: null, to_status: "PENDING" }]);

    expect(
      (await call("SHOP_FOREMAN", "GET", "/api/v1/maintenance/schedule")).json().dueMaintenanceCount,
    ).toBe(0);
    const again = await call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule");
    expect(again.json().data).toEqual({ created: 0, workOrders: [] });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1", [
        await organizationOf(t.app, NORTHWIND_MANAGER),
      ]),
    ).toBe(northwind);
  });

  it("two calls at once create each order once", async () => {
    const machine = await machineDue(1);
    const [first, second] = await Promise.all([
      call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule"),
      call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule"),
    ]);
    expect([first?.json().data.created, second?.json().data.created].sort()).toEqual([0, 1]);
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1 AND work_order_type = 'PREVENTIVE_MAINTENANCE'",
        [machine],
      ),
    ).toBe(1);
  });

  it("a replayed Idempotency-Key answers the first answer", async () => {
    await machineDue(0);
    const headers = { "idempotency-key": `maintenance-${Date.now()}` };
    const first = await call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule", undefined, headers);
    const again = await call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule", undefined, headers);
    expect(first.json().data.created).toBe(1);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it.each(["MECHANIC", "FLEET_MANAGER", "FIELD_SUPERVISOR", "OPERATOR", "VIEWER"])(
    "is the shop foreman's: %s gets 403",
    async (role) => {
      expect((await call(role, "GET", "/api/v1/maintenance/schedule")).statusCode).toBe(403);
      expect((await call(role, "POST", "/api/v1/maintenance/schedule")).statusCode).toBe(403);
    },
  );
});
