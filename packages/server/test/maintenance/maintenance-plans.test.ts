import { MAINTENANCE_PLAN_MESSAGES, MAINTENANCE_PLANS_PER_MACHINE_MAX } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeRoleMatrix, EVERY_ROLE } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createPlanOrganization, type PlanOrganization, plansUrl } from "./plan-fixtures.js";

const MANAGERS = ["SUPER_ADMIN", "FLEET_MANAGER", "SHOP_FOREMAN"] as const;
const today = () => new Date().toISOString().slice(0, 10);

describe(onEngine("/api/v1/equipment/{id}/maintenance-plans"), () => {
  let t: TestApp;
  let org: PlanOrganization;
  let other: PlanOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPlanOrganization(t.app, "Plans");
    other = await createPlanOrganization(t.app, "Other plans");
  });
  afterAll(() => t.close());

  it("adds a plan that counts from the machine's meter and today, with its next due hours and date", async () => {
    const machine = await org.machine(1234.5);
    const response = await org.call("SHOP_FOREMAN", "POST", plansUrl(machine), {
      title: "  250 h oil service ",
      intervalHours: "250",
      intervalDays: 180,
      estimatedHours: 2.5,
      checklist: "Drain engine oil\n\n  Replace oil filter  \nCheck coolant",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(MAINTENANCE_PLAN_MESSAGES.created);
    const due = new Date(`${today()}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 180);
    expect(data).toMatchObject({
      equipmentId: machine,
      title: "250 h oil service",
      intervalHours: 250,
      intervalDays: 180,
      estimatedHours: 2.5,
      checklist: ["Drain engine oil", "Replace oil filter", "Check coolant"],
      marginHours: 0,
      marginDays: 7,
      lastServiceHours: 1234.5,
      lastServiceDate: today(),
      nextDueHours: 1484.5,
      nextDueDate: due.toISOString().slice(0, 10),
      dueState: "OK",
      openWorkOrder: null,
    });
    const listed = await org.call("OPERATOR", "GET", plansUrl(machine));
    // The operator does not run this machine: it is not theirs to see.
    expect(listed.statusCode).toBe(404);
    const foreman = await org.call("VIEWER", "GET", plansUrl(machine));
    expect(foreman.json().data).toEqual({ hourMeter: 1234.5, plans: [data] });
  });

  it("takes a given last service and answers the plans oldest first", async () => {
    const machine = await org.machine(900);
    const first = await org.addPlan(machine, {
      title: "Hydraulic service",
      intervalHours: 1000,
      lastServiceHours: 0,
    });
    const second = await org.addPlan(machine, {
      title: "Annual inspection",
      intervalDays: 365,
      lastServiceDate: "2025-01-15",
    });
    expect(first).toMatchObject({
      lastServiceHours: 0,
      nextDueHours: 1000,
      nextDueDate: null,
      intervalDays: null,
    });
    expect(second).toMatchObject({
      lastServiceHours: 900,
      lastServiceDate: "2025-01-15",
      nextDueHours: null,
      nextDueDate: "2026-01-15",
    });
    expect((await org.plans(machine)).map((plan) => plan.id)).toEqual([first.id, second.id]);
  });

  it("refuses bad plans with the messages of the form, and changes nothing", async () => {
    const machine = await org.machine(10);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: "" }, { title: MAINTENANCE_PLAN_MESSAGES.titleRequired }],
      [{ title: "No interval" }, { intervalHours: MAINTENANCE_PLAN_MESSAGES.intervalRequired }],
      [{ title: "x".repeat(121), intervalHours: 10 }, { title: MAINTENANCE_PLAN_MESSAGES.titleTooLong }],
      [{ title: "Zero", intervalHours: 0 }, { intervalHours: MAINTENANCE_PLAN_MESSAGES.intervalHours }],
      [{ title: "Half day", intervalDays: 1.5 }, { intervalDays: MAINTENANCE_PLAN_MESSAGES.intervalDays }],
      [
        { title: "Margin", intervalHours: 250, marginHours: 250 },
        { marginHours: MAINTENANCE_PLAN_MESSAGES.marginNotBelowInterval },
      ],
      [
        { title: "Margin days", intervalDays: 7 },
        { marginDays: MAINTENANCE_PLAN_MESSAGES.marginNotBelowInterval },
      ],
      [
        { title: "Future", intervalHours: 250, lastServiceDate: "2999-01-01" },
        { lastServiceDate: MAINTENANCE_PLAN_MESSAGES.lastServiceDateFuture },
      ],
      [
        {
          title: "Long list",
          intervalHours: 250,
          checklist: Array.from({ length: 21 }, (_, i) => `Item ${i}`),
        },
        { checklist: MAINTENANCE_PLAN_MESSAGES.checklistTooLong },
      ],
      [
        { title: "Long item", intervalHours: 250, checklist: ["x".repeat(81)] },
        { "checklist.0": MAINTENANCE_PLAN_MESSAGES.checklistItemTooLong },
      ],
      [
        { title: "Meter", intervalHours: 250, lastServiceHours: -1 },
        { lastServiceHours: MAINTENANCE_PLAN_MESSAGES.lastServiceHours },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await org.call("SHOP_FOREMAN", "POST", plansUrl(machine), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe("VALIDATION_ERROR");
      for (const [path, message] of Object.entries(fields)) {
        expect(answer.details, JSON.stringify(body)).toContainEqual({ path, message });
      }
    }
    expect(await org.plans(machine)).toEqual([]);
  });

  it("edits the whole plan and keeps its last service unless one is given", async () => {
    const machine = await org.machine(500);
    const plan = await org.addPlan(machine, { intervalHours: 250, checklist: ["Oil"] });
    const url = `${plansUrl(machine)}/${plan.id}`;
    const edited = await org.call("FLEET_MANAGER", "PUT", url, {
      title: "Oil and filters",
      intervalHours: 500,
      checklist: ["Oil", "Fuel filter"],
      marginHours: 25,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: MAINTENANCE_PLAN_MESSAGES.updated,
      data: {
        title: "Oil and filters",
        intervalHours: 500,
        checklist: ["Oil", "Fuel filter"],
        marginHours: 25,
        lastServiceHours: 500,
        nextDueHours: 1000,
      },
    });
    const reset = await org.call("SUPER_ADMIN", "PUT", url, {
      title: "Oil",
      intervalHours: 500,
      lastServiceHours: 400,
    });
    expect(reset.json().data).toMatchObject({ lastServiceHours: 400, nextDueHours: 900, checklist: [] });
  });

  it("deletes a plan; the work orders made from it stay", async () => {
    const machine = await org.machine(300);
    const plan = await org.addPlan(machine, { intervalHours: 250, lastServiceHours: 0 });
    const created = await org.call("SHOP_FOREMAN", "POST", "/api/v1/maintenance/schedule");
    const order = created
      .json()
      .data.workOrders.find((wo: { equipmentId: string }) => wo.equipmentId === machine);
    expect(order).toBeDefined();
    const url = `${plansUrl(machine)}/${plan.id}`;
    const deleted = await org.call("SHOP_FOREMAN", "DELETE", url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      data: { id: plan.id },
      message: MAINTENANCE_PLAN_MESSAGES.deleted,
    });
    expect(await org.plans(machine)).toEqual([]);
    expect(
      await count(
        t.db,
        "SELECT count(*) AS n FROM work_orders WHERE id = $1 AND maintenance_plan_id IS NULL",
        [order.id],
      ),
    ).toBe(1);
    expect((await org.call("SHOP_FOREMAN", "DELETE", url)).statusCode).toBe(404);
    expect(
      (await org.call("SHOP_FOREMAN", "PUT", url, { title: "Gone", intervalHours: 10 })).statusCode,
    ).toBe(404);
  });

  it(`holds at most ${MAINTENANCE_PLANS_PER_MACHINE_MAX} plans per machine, even when added at once`, async () => {
    const machine = await org.machine(0);
    for (let i = 0; i < MAINTENANCE_PLANS_PER_MACHINE_MAX - 2; i += 1) {
      await org.addPlan(machine, { title: `Plan ${i}`, intervalHours: 100 + i });
    }
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        org.call("SHOP_FOREMAN", "POST", plansUrl(machine), { title: `Late ${i}`, intervalDays: 30 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: "MAINTENANCE_PLAN_LIMIT",
      error: MAINTENANCE_PLAN_MESSAGES.tooMany,
    });
    expect(await org.plans(machine)).toHaveLength(MAINTENANCE_PLANS_PER_MACHINE_MAX);
  });

  it("a replayed Idempotency-Key adds the plan once", async () => {
    const machine = await org.machine(0);
    const headers = { "idempotency-key": `plan-${Date.now()}` };
    const body = { title: "Greasing", intervalHours: 50 };
    const first = await org.call("SHOP_FOREMAN", "POST", plansUrl(machine), body, headers);
    const again = await org.call("SHOP_FOREMAN", "POST", plansUrl(machine), body, headers);
    expect(again.json()).toEqual(first.json());
    expect(await org.plans(machine)).toHaveLength(1);
  });

  it("an operator sees the plans of the machine they run, and may not change them", async () => {
    const machine = await org.machine(40, { operated: true });
    const plan = await org.addPlan(machine, { intervalHours: 250 });
    expect((await org.plans(machine, "OPERATOR")).map((p) => p.id)).toEqual([plan.id]);
    expect(
      (await org.call("OPERATOR", "PUT", `${plansUrl(machine)}/${plan.id}`, { title: "x", intervalHours: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it("another organization's machine or plan is not found, for every call", async () => {
    const theirs = await other.machine(0);
    const plan = await other.addPlan(theirs, { intervalHours: 250 });
    const mine = await org.machine(0);
    const url = `${plansUrl(theirs)}/${plan.id}`;
    for (const [method, target, body] of [
      ["GET", plansUrl(theirs), undefined],
      ["POST", plansUrl(theirs), { title: "Theirs", intervalHours: 10 }],
      ["PUT", url, { title: "Theirs", intervalHours: 10 }],
      ["DELETE", url, undefined],
      // Their plan under one of my machines.
      ["PUT", `${plansUrl(mine)}/${plan.id}`, { title: "Theirs", intervalHours: 10 }],
      ["DELETE", `${plansUrl(mine)}/${plan.id}`, undefined],
    ] as const) {
      const response = await org.call("SUPER_ADMIN", method, target, body);
      expect(response.statusCode, `${method} ${target}`).toBe(404);
      expect(response.body).not.toContain("Oil service");
    }
    expect((await other.plans(theirs)).map((p) => p.title)).toEqual(["Oil service"]);
  });

  describe("who may do what", () => {
    let machine: string;
    beforeAll(async () => {
      machine = await org.machine(0, { operated: true });
    });
    const planCount = () =>
      count(t.db, "SELECT count(*) AS n FROM maintenance_plans WHERE equipment_id = $1", [machine]);
    describeRoleMatrix([
      {
        route: "GET plans",
        // Everyone who sees the machine: this one is run by the organization's operator.
        allowed: EVERY_ROLE,
        status: 200,
        call: async (role) => ({ response: await org.call(role, "GET", plansUrl(machine)) }),
      },
      {
        route: "POST plan",
        allowed: MANAGERS,
        status: 201,
        call: async (role) => {
          const before = await planCount();
          const response = await org.call(role, "POST", plansUrl(machine), {
            title: `By ${role}`,
            intervalDays: 30,
          });
          return { response, applied: async () => (await planCount()) === before + 1 };
        },
      },
      {
        route: "PUT plan",
        allowed: MANAGERS,
        status: 200,
        call: async (role) => {
          const own = await org.machine(0);
          const plan = await org.addPlan(own, { intervalHours: 250 });
          const response = await org.call(role, "PUT", `${plansUrl(own)}/${plan.id}`, {
            title: `Edited by ${role}`,
            intervalHours: 250,
          });
          const titles = async () => (await org.plans(own)).map((p) => p.title);
          return { response, applied: async () => (await titles()).includes(`Edited by ${role}`) };
        },
      },
      {
        route: "DELETE plan",
        allowed: MANAGERS,
        status: 200,
        call: async (role) => {
          const own = await org.machine(0);
          const plan = await org.addPlan(own, { intervalHours: 250 });
          const response = await org.call(role, "DELETE", `${plansUrl(own)}/${plan.id}`);
          return { response, applied: async () => (await org.plans(own)).length === 0 };
        },
      },
    ]);
  });
});
