import { INSPECTION_CHECKLIST } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDuePlanOrders } from "../../src/modules/maintenance/maintenance-service.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createPlanOrganization, type PlanJson, type PlanOrganization } from "./plan-fixtures.js";

const SCHEDULE = "/api/v1/maintenance/schedule";
/** The UTC day `days` from today, 'YYYY-MM-DD' (both engines run in UTC). */
const day = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface DuePlanJson {
  planId: string;
  dueState: string;
}

describe(onEngine("maintenance plans coming due"), () => {
  let t: TestApp;
  let org: PlanOrganization;

  const check = async () => {
    const response = await org.call("SHOP_FOREMAN", "GET", SCHEDULE);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { dueMaintenanceCount: number; duePlans: DuePlanJson[] };
  };
  const listed = async (plan: PlanJson) => (await check()).duePlans.find((due) => due.planId === plan.id);
  const stateOf = async (machine: string, plan: PlanJson) =>
    (await org.plans(machine)).find((p) => p.id === plan.id)?.dueState;
  const setMeter = (machine: string, hours: number) =>
    t.db.query("UPDATE equipment SET hour_meter = $2 WHERE id = $1", [machine, hours]);
  const meterOf = async (machine: string) =>
    (await t.db.one<{ h: number }>("SELECT hour_meter AS h FROM equipment WHERE id = $1", [machine]))?.h;
  const createOrders = async () => {
    const response = await org.call("SHOP_FOREMAN", "POST", SCHEDULE);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { created: number; workOrders: Record<string, unknown>[] };
  };
  const openOrders = (plan: PlanJson) =>
    count(
      t.db,
      "SELECT count(*) AS n FROM work_orders WHERE maintenance_plan_id = $1 AND status NOT IN ('COMPLETED', 'CANCELLED')",
      [plan.id],
    );
  /** The plan's open order, assigned to the organization's mechanic and started by them. */
  const startPlanOrder = async (plan: PlanJson) => {
    const order = await t.db.one<{ id: string }>(
      "SELECT id FROM work_orders WHERE maintenance_plan_id = $1 AND status = 'PENDING'",
      [plan.id],
    );
    if (!order) throw new Error("no open order for the plan");
    const assigned = await org.call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${order.id}/assign`, {
      assignedTo: org.team.ids.MECHANIC,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const started = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${order.id}/start`, {});
    expect(started.statusCode, started.body).toBe(200);
    return order.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPlanOrganization(t.app, "Due plans");
  });
  afterAll(() => t.close());

  it("an hour interval comes due exactly at its boundary: 249.9 h is not due, 250 h is", async () => {
    const machine = await org.machine(249.9);
    const plan = await org.addPlan(machine, { intervalHours: 250, lastServiceHours: 0 });
    expect(plan).toMatchObject({ dueState: "OK", nextDueHours: 250 });
    expect(await listed(plan)).toBeUndefined();
    await setMeter(machine, 250);
    expect(await stateOf(machine, plan)).toBe("DUE");
    expect(await listed(plan)).toMatchObject({ dueState: "DUE", hourMeter: 250, nextDueHours: 250 });
  });

  it("a day interval comes due on its day: 29 days after the last service it is not, 30 days after it is", async () => {
    const machine = await org.machine(0);
    const plan = await org.addPlan(machine, { intervalDays: 30, marginDays: 0, lastServiceDate: day(-29) });
    expect(plan).toMatchObject({ dueState: "OK", nextDueDate: day(1) });
    expect(await listed(plan)).toBeUndefined();
    const url = `/api/v1/equipment/${machine}/maintenance-plans/${plan.id}`;
    const moved = await org.call("SHOP_FOREMAN", "PUT", url, {
      title: "Oil service",
      intervalDays: 30,
      marginDays: 0,
      lastServiceDate: day(-30),
    });
    expect(moved.json().data).toMatchObject({ dueState: "DUE", nextDueDate: day(0) });
    expect(await listed(plan)).toMatchObject({ dueState: "DUE", nextDueDate: day(0) });
  });

  it("within the plan's margin it is due soon and listed; before the margin it is not", async () => {
    const machine = await org.machine(239.9);
    const byHours = await org.addPlan(machine, { intervalHours: 250, marginHours: 10, lastServiceHours: 0 });
    expect(byHours.dueState).toBe("OK");
    await setMeter(machine, 240);
    expect(await stateOf(machine, byHours)).toBe("DUE_SOON");
    expect(await listed(byHours)).toMatchObject({ dueState: "DUE_SOON" });

    const calendar = await org.machine(0);
    // The default margin is 7 days: 30-day plan, last service 22 days ago, due in 8 days: not yet listed.
    const byDays = await org.addPlan(calendar, { intervalDays: 30, lastServiceDate: day(-22) });
    expect(byDays).toMatchObject({ marginDays: 7, dueState: "OK" });
    const url = `/api/v1/equipment/${calendar}/maintenance-plans/${byDays.id}`;
    await org.call("SHOP_FOREMAN", "PUT", url, { title: "Oil", intervalDays: 30, lastServiceDate: day(-23) });
    expect(await stateOf(calendar, byDays)).toBe("DUE_SOON");
    expect(await listed(byDays)).toMatchObject({ dueState: "DUE_SOON", nextDueDate: day(7) });
  });

  it("a retired machine's plans are never due", async () => {
    const machine = await org.machine(5000, { status: "RETIRED" });
    const plan = await org.addPlan(machine, { intervalHours: 250, lastServiceHours: 0 });
    expect(await listed(plan)).toBeUndefined();
  });

  it("'Create N Maintenance Orders' makes one order per due plan; while it is open the plan is not due", async () => {
    const machine = await org.machine(1010);
    const oil = await org.addPlan(machine, {
      title: "250 h oil service",
      intervalHours: 250,
      lastServiceHours: 750,
      estimatedHours: 2,
      checklist: ["Drain oil", "Replace filter"],
    });
    const hydraulic = await org.addPlan(machine, {
      title: "1,000 h hydraulic service",
      intervalHours: 1000,
      marginHours: 50,
      lastServiceHours: 50,
    });
    const notYet = await org.addPlan(machine, { title: "Later", intervalHours: 2000, lastServiceHours: 0 });
    const before = await check();
    expect(before.dueMaintenanceCount).toBe(before.duePlans.length);
    const { workOrders } = await createOrders();
    const mine = workOrders.filter((wo) => wo.equipmentId === machine);
    expect(mine.map((wo) => wo.title).sort()).toEqual([
      expect.stringMatching(/^1,000 h hydraulic service - PM-/),
      expect.stringMatching(/^250 h oil service - PM-/),
    ]);
    const oilOrder = mine.find((wo) => String(wo.title).startsWith("250 h")) as Record<string, unknown>;
    expect(oilOrder).toMatchObject({
      status: "PENDING",
      workOrderType: "PREVENTIVE_MAINTENANCE",
      priority: "HIGH",
      estimatedHours: 2,
    });
    expect(oilOrder.description).toContain(
      "due at 1000.0 h; hour meter 1010.0 h.\nChecklist:\n1. Drain oil\n2. Replace filter",
    );
    expect(mine.find((wo) => wo !== oilOrder)?.priority).toBe("MEDIUM");
    expect(
      await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE id = $1 AND maintenance_plan_id = $2", [
        oilOrder.id,
        oil.id,
      ]),
    ).toBe(1);
    expect(await openOrders(oil)).toBe(1);
    expect(await openOrders(hydraulic)).toBe(1);
    expect(await openOrders(notYet)).toBe(0);
    const plans = await org.plans(machine);
    expect(plans.find((p) => p.id === oil.id)).toMatchObject({
      dueState: "ORDER_OPEN",
      openWorkOrder: { id: oilOrder.id, status: "PENDING" },
    });
    const after = await check();
    expect(after.duePlans.map((due) => due.planId)).not.toContain(oil.id);
    expect(after.dueMaintenanceCount).toBe(0);
    expect((await createOrders()).created).toBe(0);
    expect(await openOrders(oil)).toBe(1);
  });

  it("completing the order records the plan's last service at the machine's meter and today", async () => {
    const machine = await org.machine(260);
    const plan = await org.addPlan(machine, {
      intervalHours: 250,
      intervalDays: 365,
      lastServiceHours: 0,
      lastServiceDate: day(-40),
    });
    await createOrders();
    const orderId = await startPlanOrder(plan);
    const completed = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${orderId}/complete`, {
      completionNotes: "Oil and filter changed",
      hourMeterEnd: 262.5,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await meterOf(machine)).toBe(262.5);
    const after = (await org.plans(machine)).find((p) => p.id === plan.id);
    expect(after).toMatchObject({
      lastServiceHours: 262.5,
      lastServiceDate: day(0),
      nextDueHours: 512.5,
      dueState: "OK",
      openWorkOrder: null,
    });
    expect(await listed(plan)).toBeUndefined();
  });

  it("a cancelled order leaves the plan due again; reopening it while another is open is refused", async () => {
    const machine = await org.machine(300);
    const plan = await org.addPlan(machine, { intervalHours: 250, lastServiceHours: 0 });
    await createOrders();
    const first = await t.db.one<{ id: string }>(
      "SELECT id FROM work_orders WHERE maintenance_plan_id = $1",
      [plan.id],
    );
    const cancelled = await org.call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${first?.id}/cancel`, {
      reason: "Machine sold for parts next week",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await listed(plan)).toMatchObject({ dueState: "DUE" });
    await createOrders();
    expect(await openOrders(plan)).toBe(1);
    const reopened = await org.call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${first?.id}`, {
      status: "PENDING",
    });
    expect(reopened.statusCode, reopened.body).toBe(409);
    expect(reopened.json()).toMatchObject({
      code: "MAINTENANCE_PLAN_ORDER_OPEN",
      error: "This maintenance plan already has an open work order",
    });
    expect(await openOrders(plan)).toBe(1);
  });

  it("concurrent 'Create N Maintenance Orders' calls make exactly one open order per due plan", async () => {
    const plans: PlanJson[] = [];
    for (const hours of [300, 520, 780]) {
      const machine = await org.machine(hours);
      plans.push(await org.addPlan(machine, { intervalHours: 250, lastServiceHours: hours - 260 }));
    }
    const answers = await Promise.all([1, 2, 3, 4].map(() => org.call("SHOP_FOREMAN", "POST", SCHEDULE)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const created = answers.reduce((sum, answer) => sum + answer.json().data.created, 0);
    expect(created).toBe(3);
    for (const plan of plans) expect(await openOrders(plan)).toBe(1);
  });

  it("the database holds one open order per plan, even for writers that take no lock", async () => {
    const machine = await org.machine(600);
    const plan = await org.addPlan(machine, { intervalHours: 250, lastServiceHours: 0 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstInserted = () => {};
    const inserted = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    // The first writer inserts and holds its transaction open; the second inserts meanwhile (on PostgreSQL it
    // waits on the unique index, then skips the plan once the first commits).
    const first = t.db.transaction(async (tx) => {
      const ids = await createDuePlanOrders(tx, org.organizationId, org.team.ids.SHOP_FOREMAN);
      firstInserted();
      await gate;
      return ids;
    });
    await inserted;
    const second = t.db.transaction((tx) =>
      createDuePlanOrders(tx, org.organizationId, org.team.ids.SHOP_FOREMAN),
    );
    setTimeout(release, 300);
    const [a, b] = await Promise.all([first, second]);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual([]);
    expect(await openOrders(plan)).toBe(1);
    await expect(
      t.db.query(
        `INSERT INTO work_orders (organization_id, title, description, equipment_id, work_order_type, maintenance_plan_id)
         VALUES ($1, 'Second', 'Second open order', $2, 'PREVENTIVE_MAINTENANCE', $3)`,
        [org.organizationId, machine, plan.id],
      ),
    ).rejects.toMatchObject({ code: "23505", constraint: "work_orders_one_open_per_plan" });
  });

  it("readings from assignments, Start/Complete Work and inspections move the meter forward, never back", async () => {
    const machine = await org.machine(1000);
    const plan = await org.addPlan(machine, { intervalHours: 250, lastServiceHours: 800 });
    const assign = (hourMeterReading: number) =>
      org.call("FIELD_SUPERVISOR", "POST", "/api/v1/equipment/assignments", {
        equipmentId: machine,
        operatorId: org.team.ids.OPERATOR,
        jobSite: "North pit",
        hourMeterReading,
      });
    expect((await assign(990)).statusCode).toBe(201);
    expect(await meterOf(machine)).toBe(1000);
    expect(await stateOf(machine, plan)).toBe("OK");
    await t.db.query(
      "UPDATE equipment_assignments SET status = 'COMPLETED', end_date = now() WHERE equipment_id = $1",
      [machine],
    );
    await t.db.query("UPDATE equipment SET assigned_operator_id = NULL WHERE id = $1", [machine]);
    expect((await assign(1049.9)).statusCode).toBe(201);
    expect(await meterOf(machine)).toBe(1049.9);
    expect(await stateOf(machine, plan)).toBe("OK");

    // The operator's daily inspection with an old reading changes nothing; a newer one moves the meter.
    const daily = await org.call("OPERATOR", "POST", "/api/v1/inspections/daily");
    const inspection = daily
      .json()
      .data.workOrders.find((wo: { equipmentId: string }) => wo.equipmentId === machine);
    const items = INSPECTION_CHECKLIST.map((entry) => ({ ...entry, status: "OK", notes: "" }));
    const submitted = await org.call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: inspection.id,
      items,
      hourMeterReading: 12,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await meterOf(machine)).toBe(1049.9);

    const repair = await org.call("SHOP_FOREMAN", "POST", "/api/v1/work-orders", {
      title: "Track tension",
      description: "Adjust the track tension",
      equipmentId: machine,
      mechanicId: org.team.ids.MECHANIC,
    });
    const repairId = repair.json().data.workOrder.id;
    await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${repairId}/start`, { hourMeterStart: 900 });
    expect(await meterOf(machine)).toBe(1049.9);
    const done = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${repairId}/complete`, {
      hourMeterEnd: 1050,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await meterOf(machine)).toBe(1050);
    expect(await stateOf(machine, plan)).toBe("DUE");
    expect(await listed(plan)).toMatchObject({ dueState: "DUE", hourMeter: 1050 });
  });
});
