import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createLabourOrganization, type LabourOrganization } from "./labour-fixtures.js";

/**
 * The clock's labour (Start Work to Complete Work) and a job's cost: parts + labour, counted once, and final
 * once the job is completed (docs/decisions/031-labour-and-costs.md).
 */
describe(onEngine("the work clock's labour and a job's cost"), () => {
  let t: TestApp;
  let org: LabourOrganization;
  let store: string;

  const clockLines = (job: string) =>
    count(t.db, "SELECT count(*) AS n FROM labour_lines WHERE work_order_id = $1 AND source = 'CLOCK'", [
      job,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    org = await createLabourOrganization(t.app, "Job cost");
    await org.setRoleRate("MECHANIC", 48);
    store = await org.addLocation({ name: "Main store", kind: "STORE" });
  });
  afterAll(() => t.close());

  it("Complete Work's hours become one labour line of the mechanic at their rate, on the day it completes", async () => {
    const job = await org.workOrder("ASSIGNED");
    await org.startAndComplete(job, { actualHours: 3.5 });
    const labour = await org.labour(job);
    expect(labour.lines).toEqual([
      expect.objectContaining({
        source: "CLOCK",
        person: expect.objectContaining({ id: org.team.ids.MECHANIC }),
        hours: 3.5,
        hourlyRate: 48,
        rateSource: "ROLE",
        cost: 168,
        workDate: new Date().toISOString().slice(0, 10),
      }),
    ]);
    expect(await org.cost(job)).toMatchObject({ labourCost: 168, totalCost: 168, completed: true });
  });

  it("without hours given, the time since Start Work (at least a quarter hour) is the line", async () => {
    const job = await org.workOrder("ASSIGNED");
    await org.startAndComplete(job);
    expect((await org.labour(job)).lines).toEqual([
      expect.objectContaining({ source: "CLOCK", hours: 0.25 }),
    ]);
  });

  it("a mechanic who recorded their own time by hand gets no clock line: nothing is counted twice", async () => {
    const job = await org.workOrder("ASSIGNED");
    const start = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${job}/start`, {});
    expect(start.statusCode).toBe(200);
    await org.record("MECHANIC", job, { hours: 2 });
    await org.record("SHOP_FOREMAN", job, { hours: 1 });
    const done = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${job}/complete`, {
      actualHours: 2,
    });
    expect(done.statusCode).toBe(200);
    const labour = await org.labour(job);
    expect(labour.lines.map((line) => line.source)).toEqual(["MANUAL", "MANUAL"]);
    expect(labour.hours).toBe(3);
  });

  it("a retried Complete Work (same Idempotency-Key) writes the clock's line once", async () => {
    const job = await org.workOrder("ASSIGNED");
    expect((await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${job}/start`, {})).statusCode).toBe(
      200,
    );
    const headers = { "idempotency-key": randomUUID() };
    for (let attempt = 0; attempt < 2; attempt++) {
      const done = await org.call(
        "MECHANIC",
        "PATCH",
        `/api/v1/work-orders/${job}/complete`,
        { actualHours: 1 },
        headers,
      );
      expect(done.statusCode).toBe(200);
    }
    expect(await clockLines(job)).toBe(1);
  });

  it("a reopened job completed again adds the second stint only", async () => {
    const job = await org.workOrder("ASSIGNED");
    await org.startAndComplete(job, { actualHours: 2 });
    const reopen = await org.call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${job}`, {
      status: "ASSIGNED",
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    await org.startAndComplete(job, { actualHours: 0.5 });
    const labour = await org.labour(job);
    expect(labour.lines.map((line) => [line.source, line.hours])).toEqual([
      ["CLOCK", 2],
      ["CLOCK", 0.5],
    ]);
    expect(labour.labourCost).toBe(120);
  });

  it("a completed job keeps its cost: later prices, rates and writes move nothing", async () => {
    const part = await org.addPart({ unit: "EACH", unitCost: 20 });
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${part.id}/receive`,
      {
        locationId: store,
        quantity: 10,
      },
      200,
    );
    const job = await org.workOrder("ASSIGNED");
    expect((await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${job}/start`, {})).statusCode).toBe(
      200,
    );
    await org.expectCall(
      "MECHANIC",
      "POST",
      `/api/v1/work-orders/${job}/parts`,
      {
        partId: part.id,
        locationId: store,
        quantity: 3,
      },
      200,
    );
    await org.record("SHOP_FOREMAN", job, { userId: org.team.ids.INSPECTOR, hours: 1 });
    const done = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${job}/complete`, {
      actualHours: 2,
    });
    expect(done.statusCode).toBe(200);
    const final = await org.cost(job);
    expect(final).toMatchObject({
      partsCost: 60,
      labourCost: 96,
      totalCost: 156,
      labourHours: 3,
      completed: true,
      completedAt: expect.any(String),
    });

    // Prices and rates change; a receipt at a new cost changes the part's cost.
    await org.setRoleRate("MECHANIC", 100);
    await org.setRoleRate("INSPECTOR", 70);
    await org.expectCall(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/parts/${part.id}/receive`,
      {
        locationId: store,
        quantity: 1,
        unitCost: 35,
      },
      200,
    );
    const partsBody = { partId: part.id, locationId: store, quantity: 1 };
    for (const [url, body] of [
      [`/api/v1/work-orders/${job}/parts`, partsBody],
      [`/api/v1/work-orders/${job}/parts/return`, partsBody],
      [`/api/v1/work-orders/${job}/labour`, { hours: 1 }],
    ] as const) {
      const response = await org.call("SHOP_FOREMAN", "POST", url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ code: "WORK_ORDER_CLOSED" });
    }
    const line = (await org.labour(job)).lines[0];
    const remove = await org.call(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/work-orders/${job}/labour/${line?.id}/remove`,
      {},
    );
    expect(remove.statusCode).toBe(409);
    expect(await org.cost(job)).toEqual(final);
    await org.setRoleRate("MECHANIC", 48);
    await org.setRoleRate("INSPECTOR", null);
  });

  it("a daily inspection's half hour is no labour (an operator's check, not a job)", async () => {
    const machine = await org.machine(100, { operated: true });
    const inspection = await t.db.one<{ id: string }>(
      `INSERT INTO work_orders (organization_id, title, description, status, work_order_type, equipment_id,
         equipment_operator_id, assigned_to_id, inspection_date)
       VALUES ($1, 'Daily inspection', 'Checklist', 'ASSIGNED', 'INSPECTION', $2, $3, $3, current_date)
       RETURNING id`,
      [org.organizationId, machine, org.team.ids.OPERATOR],
    );
    const job = inspection?.id ?? "";
    await t.db.query(
      `UPDATE work_orders SET status = 'IN_PROGRESS', actual_start = now() - interval '1 hour' WHERE id = $1`,
      [job],
    );
    const done = await org.call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${job}`, {
      status: "COMPLETED",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await clockLines(job)).toBe(0);
  });

  it("a foreman's status move to COMPLETED turns the clock into the assigned mechanic's line", async () => {
    const job = await org.workOrder("ASSIGNED");
    expect((await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${job}/start`, {})).statusCode).toBe(
      200,
    );
    const done = await org.call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${job}`, {
      status: "COMPLETED",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await org.labour(job)).lines).toEqual([
      expect.objectContaining({
        source: "CLOCK",
        person: expect.objectContaining({ id: org.team.ids.MECHANIC }),
      }),
    ]);
  });
});
