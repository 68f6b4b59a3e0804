import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authHeaders, findTestUser, type TestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

interface Row {
  status: string;
  due_date: Date | null;
  scheduled_end: Date | null;
  actual_start: Date | null;
  actual_end: Date | null;
  equipment_id: string;
  equipment_operator_id: string | null;
  reported_by_id: string | null;
  assigned_to_id: string | null;
  mechanic_id: string | null;
  is_emergency: boolean;
  priority: string;
}

/** The figures computed here in plain TypeScript from plain rows, independently of the service's SQL. */
function figures(rows: Row[], userId: string) {
  const now = Date.now();
  const active = rows.filter((r) => ["PENDING", "ASSIGNED", "IN_PROGRESS"].includes(r.status));
  const completed = rows.filter((r) => r.status === "COMPLETED");
  const durations = completed
    .filter((r) => r.actual_start && r.actual_end && r.actual_end >= r.actual_start)
    .map((r) => ((r.actual_end as Date).getTime() - (r.actual_start as Date).getTime()) / 3_600_000);
  const average = durations.length ? durations.reduce((a, b) => a + b, 0) / durations.length : 0;
  return {
    success: true,
    total: rows.length,
    open: rows.filter((r) => r.status === "PENDING" || r.status === "ASSIGNED").length,
    inProgress: rows.filter((r) => r.status === "IN_PROGRESS").length,
    completed: completed.length,
    pending: rows.filter((r) => r.status === "PENDING").length,
    overdue: rows.filter((r) => {
      const due = r.due_date ?? r.scheduled_end;
      return !["COMPLETED", "CANCELLED"].includes(r.status) && due !== null && due.getTime() < now;
    }).length,
    completionRate: rows.length ? Math.round((completed.length / rows.length) * 1000) / 10 : 0,
    avgCompletionHours: Math.round(average * 10) / 10,
    active: active.length,
    assignedToMe: active.filter((r) => r.mechanic_id === userId || r.assigned_to_id === userId).length,
    emergency: active.filter((r) => r.is_emergency).length,
    critical: active.filter((r) => r.priority === "CRITICAL").length,
  };
}

describe(onEngine("GET /api/v1/work-orders/stats"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsOf = (organizationId: string) =>
    t.db.query<Row>(
      `SELECT status, due_date, scheduled_end, actual_start, actual_end, equipment_id, equipment_operator_id,
              reported_by_id, assigned_to_id, mechanic_id, is_emergency, priority
       FROM work_orders WHERE organization_id = $1`,
      [organizationId],
    );
  const stats = async (user: TestUser) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/work-orders/stats",
        headers: await authHeaders(t.app, user.email),
      })
    ).json();

  it.each([
    "fleet.manager@summitridge.example",
    "shop.foreman@summitridge.example",
    "viewer@summitridge.example",
  ])("gives %s the whole organization's figures", async (email) => {
    const user = await findTestUser(t.app, email);
    const rows = await rowsOf(user.organizationId);
    const answer = await stats(user);
    expect(answer).toEqual(figures(rows, user.id));
    expect(answer.total).toBeGreaterThan(180);
    expect(answer.overdue).toBeGreaterThan(0);
    expect(answer.avgCompletionHours).toBeGreaterThan(0);
  });

  it("gives an operator the figures of work orders on their machines, reported by or assigned to them", async () => {
    const operator = await findTestUser(t.app, "operator@summitridge.example");
    const machines = new Set(
      (
        await t.db.query<{ equipment_id: string }>(
          "SELECT equipment_id FROM equipment_assignments WHERE operator_id = $1 AND status = 'ACTIVE'",
          [operator.id],
        )
      ).map((r) => r.equipment_id),
    );
    const all = await rowsOf(operator.organizationId);
    const mine = all.filter(
      (r) =>
        machines.has(r.equipment_id) ||
        [r.equipment_operator_id, r.reported_by_id, r.assigned_to_id].includes(operator.id),
    );
    const answer = await stats(operator);
    expect(answer).toEqual(figures(mine, operator.id));
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(all.length);
  });

  it("gives a mechanic the figures of the work orders assigned to them", async () => {
    const mechanic = await findTestUser(t.app, "mechanic@summitridge.example");
    const all = await rowsOf(mechanic.organizationId);
    const mine = all.filter((r) => r.mechanic_id === mechanic.id || r.assigned_to_id === mechanic.id);
    const answer = await stats(mechanic);
    expect(answer).toEqual(figures(mine, mechanic.id));
    expect(answer.total).toBeGreaterThanOrEqual(10);
    expect(answer.assignedToMe).toBeGreaterThan(0);
    expect(answer.assignedToMe).toBe(answer.active);
    expect(answer.total).toBeLessThan(all.length);
  });

  it("keeps the other organization's work orders out", async () => {
    const northwind = await findTestUser(t.app, "fleet.manager@northwind.example");
    const demo = await stats(await findTestUser(t.app, "fleet.manager@summitridge.example"));
    const own = await stats(northwind);
    expect(own).toEqual(figures(await rowsOf(northwind.organizationId), northwind.id));
    expect(own.total).toBe(10);
    expect(own.total).not.toBe(demo.total);
  });
});
