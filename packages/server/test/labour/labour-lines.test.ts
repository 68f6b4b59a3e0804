import { randomUUID } from "node:crypto";
import { addDays, LABOUR_MESSAGES } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";
import { createLabourOrganization, type LabourOrganization } from "./labour-fixtures.js";

const today = () => new Date().toISOString().slice(0, 10);

/** Manual labour lines: who may record and remove them, the rate they keep, and every refusal (never a 500). */
describe(onEngine("labour lines on a work order"), () => {
  let t: TestApp;
  let org: LabourOrganization;
  let other: LabourOrganization;
  let lines: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp();
    org = await createLabourOrganization(t.app, "Labour lines");
    other = await createLabourOrganization(t.app, "Labour elsewhere");
    lines = () =>
      count(t.db, "SELECT count(*) AS n FROM labour_lines WHERE organization_id = $1", [org.organizationId]);
    await org.setRoleRate("MECHANIC", 40);
    await org.setRoleRate("SHOP_FOREMAN", 55.5);
  });
  afterAll(() => t.close());

  it("a mechanic records their own time at their role's rate; the job's hours and cost follow", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const { data } = await org.record("MECHANIC", job, { hours: 2.5, note: "Replaced the hose" });
    expect(data.line).toMatchObject({
      person: { id: org.team.ids.MECHANIC },
      source: "MANUAL",
      hours: 2.5,
      hourlyRate: 40,
      rateSource: "ROLE",
      cost: 100,
      workDate: today(),
      note: "Replaced the hose",
      recordedBy: { id: org.team.ids.MECHANIC },
      removedAt: null,
    });
    expect(data.labour).toMatchObject({ hours: 2.5, labourCost: 100 });
    expect(await org.cost(job)).toMatchObject({
      partsCost: 0,
      labourCost: 100,
      totalCost: 100,
      labourHours: 2.5,
    });
  });

  it("the foreman records anyone's time; a person's own rate wins over their role's; no rate costs 0", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const helper = await org.team.addPerson("MECHANIC");
    await org.setUserRate(helper.id, 62.25);
    const own = await org.record("SHOP_FOREMAN", job, { userId: helper.id, hours: 1.25 });
    expect(own.data.line).toMatchObject({ hourlyRate: 62.25, rateSource: "USER", cost: 77.81 });
    const foreman = await org.record("SHOP_FOREMAN", job, { hours: 2 });
    expect(foreman.data.line).toMatchObject({ person: { id: org.team.ids.SHOP_FOREMAN }, cost: 111 });
    const inspector = await org.record("SHOP_FOREMAN", job, { userId: org.team.ids.INSPECTOR, hours: 3 });
    expect(inspector.data.line).toMatchObject({ hourlyRate: 0, rateSource: "NONE", cost: 0 });
    expect(inspector.data.labour).toMatchObject({ hours: 6.25, labourCost: 188.81 });
  });

  it("a line keeps the rate of its time: a later rate change moves no recorded line", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const person = await org.team.addPerson("MECHANIC");
    await org.setUserRate(person.id, 30);
    await org.record("SHOP_FOREMAN", job, { userId: person.id, hours: 2 });
    await org.setUserRate(person.id, 90);
    await org.record("SHOP_FOREMAN", job, { userId: person.id, hours: 1 });
    const labour = await org.labour(job);
    expect(labour.lines.map((line) => [line.hourlyRate, line.cost])).toEqual([
      [30, 60],
      [90, 90],
    ]);
    expect(labour.labourCost).toBe(150);
  });

  it("a removed line stays, struck out with who and why, and no longer counts; removing it again is 409", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const kept = await org.record("MECHANIC", job, { hours: 1 });
    const wrong = await org.record("MECHANIC", job, { hours: 8 });
    const url = `/api/v1/work-orders/${job}/labour/${wrong.data.line.id}/remove`;
    const removed = await org.expectCall("MECHANIC", "POST", url, { reason: "Typed 8 for 0.8" }, 200);
    expect(removed.data).toMatchObject({
      line: {
        id: wrong.data.line.id,
        removedBy: { id: org.team.ids.MECHANIC },
        removedReason: "Typed 8 for 0.8",
      },
      labour: { hours: 1, labourCost: 40 },
    });
    expect((removed.data as { line: { removedAt: string } }).line.removedAt).toEqual(expect.any(String));
    expect((await org.labour(job)).lines.map((line) => line.id)).toEqual([
      kept.data.line.id,
      wrong.data.line.id,
    ]);
    const again = await org.call("MECHANIC", "POST", url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "LABOUR_LINE_REMOVED",
      error: LABOUR_MESSAGES.alreadyRemoved,
    });
    expect(await org.cost(job)).toMatchObject({ labourCost: 40, labourHours: 1 });
  });

  it("a mechanic records only their own time and removes only the lines they recorded (403)", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const before = await lines();
    const refused = await org.call("MECHANIC", "POST", `/api/v1/work-orders/${job}/labour`, {
      userId: org.team.ids.SHOP_FOREMAN,
      hours: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "OWN_TIME_ONLY", error: LABOUR_MESSAGES.ownTimeOnly });
    const foremans = await org.record("SHOP_FOREMAN", job, { userId: org.team.ids.MECHANIC, hours: 1 });
    const remove = await org.call(
      "MECHANIC",
      "POST",
      `/api/v1/work-orders/${job}/labour/${foremans.data.line.id}/remove`,
      {},
    );
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ code: "NOT_YOUR_LABOUR_LINE" });
    expect(await lines()).toBe(before + 1);
    const byForeman = await org.call(
      "SHOP_FOREMAN",
      "POST",
      `/api/v1/work-orders/${job}/labour/${foremans.data.line.id}/remove`,
      {},
    );
    expect(byForeman.statusCode).toBe(200);
  });

  it("outside the caller's work orders, another organization's, or ids that exist nowhere: 404", async () => {
    const theirs = await other.workOrder("IN_PROGRESS");
    const unassigned = await org.workOrder("PENDING");
    const before = await lines();
    for (const [role, job] of [
      ["SHOP_FOREMAN", theirs],
      ["MECHANIC", unassigned],
      ["SHOP_FOREMAN", randomUUID()],
    ] as const) {
      const response = await org.call(role, "POST", `/api/v1/work-orders/${job}/labour`, { hours: 1 });
      expect(response.statusCode, `${role} ${job}`).toBe(404);
      expect((await org.call(role, "GET", `/api/v1/work-orders/${job}/labour`)).statusCode).toBe(404);
      expect((await org.call(role, "GET", `/api/v1/work-orders/${job}/cost`)).statusCode).toBe(404);
    }
    const theirLine = await other.record("MECHANIC", theirs, { hours: 1 });
    const job = await org.workOrder("IN_PROGRESS");
    for (const url of [
      `/api/v1/work-orders/${job}/labour/${theirLine.data.line.id}/remove`,
      `/api/v1/work-orders/${theirs}/labour/${theirLine.data.line.id}/remove`,
      `/api/v1/work-orders/${job}/labour/${randomUUID()}/remove`,
    ]) {
      const response = await org.call("SHOP_FOREMAN", "POST", url, {});
      expect(response.statusCode, url).toBe(404);
    }
    expect(await lines()).toBe(before);
    expect((await other.labour(theirs)).lines[0]?.removedAt).toBeNull();
  });

  it("a completed or cancelled job takes no labour change (409 WORK_ORDER_CLOSED)", async () => {
    for (const status of ["COMPLETED", "CANCELLED"] as const) {
      const job = await org.workOrder(status);
      const response = await org.call("SHOP_FOREMAN", "POST", `/api/v1/work-orders/${job}/labour`, {
        hours: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: "WORK_ORDER_CLOSED",
        error: LABOUR_MESSAGES.workOrderClosed,
      });
    }
  });

  it("bad input is a 400 naming the field, and writes nothing", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const other_ = await other.team.addPerson("MECHANIC");
    const inactive = await org.team.addPerson("MECHANIC", { status: "INACTIVE" });
    const before = await lines();
    const cases: [Record<string, unknown>, string][] = [
      [{ hours: 0 }, "hours"],
      [{ hours: -1 }, "hours"],
      [{ hours: 24.01 }, "hours"],
      [{ hours: "two" }, "hours"],
      [{}, "hours"],
      [{ hours: 1, workDate: "2026-02-30" }, "workDate"],
      [{ hours: 1, workDate: addDays(today(), 2) }, "workDate"],
      [{ hours: 1, workDate: "2000-01-01" }, "workDate"],
      [{ hours: 1, userId: "not-an-id" }, "userId"],
      [{ hours: 1, userId: other_.id }, "userId"],
      [{ hours: 1, userId: inactive.id }, "userId"],
      [{ hours: 1, userId: randomUUID() }, "userId"],
      [{ hours: 1, note: "x".repeat(501) }, "note"],
    ];
    for (const [body, field] of cases) {
      const response = await org.call("SHOP_FOREMAN", "POST", `/api/v1/work-orders/${job}/labour`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        success: false,
        code: "VALIDATION_ERROR",
        details: [expect.objectContaining({ path: field })],
      });
    }
    expect(await lines()).toBe(before);
    // Yesterday is accepted (a device behind UTC), and tomorrow (one ahead of it).
    await org.record("SHOP_FOREMAN", job, { hours: 1, workDate: addDays(today(), 1) });
    await org.record("SHOP_FOREMAN", job, { hours: 1, workDate: addDays(today(), -1) });
  });

  it("a retried write with its Idempotency-Key records one line and answers the first answer", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const before = await lines();
    const headers = { "idempotency-key": randomUUID() };
    const first = await org.record("MECHANIC", job, { hours: 1.5 }, 201, headers);
    const retry = await org.record("MECHANIC", job, { hours: 1.5 }, 201, headers);
    expect(retry.data.line.id).toBe(first.data.line.id);
    expect(await lines()).toBe(before + 1);
    const removeHeaders = { "idempotency-key": randomUUID() };
    const url = `/api/v1/work-orders/${job}/labour/${first.data.line.id}/remove`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await org.call("MECHANIC", "POST", url, { reason: "Twice" }, removeHeaders);
      expect(response.statusCode).toBe(200);
    }
    expect((await org.labour(job)).hours).toBe(0);
  });

  it("an operator reads the job's labour without rates or costs; a viewer sees them", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    await org.record("MECHANIC", job, { hours: 2 });
    const seen = await org.labour(job, "OPERATOR");
    expect(seen).toMatchObject({ hours: 2, labourCost: null });
    expect(seen.lines[0]).toMatchObject({ hours: 2, hourlyRate: null, cost: null });
    expect(await org.cost(job, "OPERATOR")).toMatchObject({
      partsCost: null,
      labourCost: null,
      totalCost: null,
      labourHours: 2,
    });
    expect(await org.cost(job, "VIEWER")).toMatchObject({ labourCost: 80, totalCost: 80 });
    for (const role of ["OPERATOR", "VIEWER", "INSPECTOR", "FIELD_SUPERVISOR"] as const) {
      const response = await org.call(role, "POST", `/api/v1/work-orders/${job}/labour`, { hours: 1 });
      expect(response.statusCode, role).toBe(403);
    }
  });

  it("the database keeps a line's figures: no edit, no delete, no second removal", async () => {
    const job = await org.workOrder("IN_PROGRESS");
    const { data } = await org.record("MECHANIC", job, { hours: 1 });
    for (const sql of [
      "UPDATE labour_lines SET hours = 5 WHERE id = $1",
      "UPDATE labour_lines SET hourly_rate = 0 WHERE id = $1",
      "DELETE FROM labour_lines WHERE id = $1",
    ]) {
      await expect(t.db.query(sql, [data.line.id]), sql).rejects.toThrow(/keep their figures/);
    }
    expect((await org.labour(job)).lines[0]).toMatchObject({ hours: 1, cost: 40 });
  });
});
