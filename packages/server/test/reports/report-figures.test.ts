import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { createReportFixture, daysAgo, type ReportFixture } from "./fixtures.js";

/**
 * Every figure of GET /api/v1/reports on the fixture of ./fixtures.ts, worked out by hand from its list of work
 * orders (W1..W14), machines (M1..M8) and people, not by the code under test.
 */
describe(onEngine("GET /api/v1/reports: the figures"), () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let fixture: ReportFixture;
  let manager: string;
  const report = async (period?: string) => {
    const response = await api(manager, "GET", `/api/v1/reports${period ? `?period=${period}` : ""}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json().data;
  };
  const machine = (key: string) => fixture.machines[key] as { id: string; number: string };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    fixture = await createReportFixture(t.db);
    manager = fixture.team.emails.FLEET_MANAGER;
    // Another organization with work orders on the same days: never counted in the fixture's figures.
    const other = await createReportFixture(t.db, "Other reports");
    expect(other.team.organizationId).not.toBe(fixture.team.organizationId);
  });
  afterAll(async () => {
    await t.close();
  });

  it("30d (the default): work orders created in the last 30 days (W1-W8, W11); 30 and 31 days ago are out", async () => {
    const data = await report();
    expect(data).toMatchObject({
      period: "30d",
      from: daysAgo(29),
      to: daysAgo(0),
      granularity: "day",
      organization: { name: expect.stringMatching(/^Reports /) },
    });
    // total 9; completed W1 W2 W3 W11; pending W4 W8; overdue W4 (due), W5 (scheduled end), W8 (due).
    expect(data.workOrders).toEqual({ total: 9, completed: 4, pending: 2, overdue: 3 });
    expect(data.series.byStatus).toEqual([
      { status: "PENDING", count: 2 },
      { status: "ASSIGNED", count: 1 },
      { status: "IN_PROGRESS", count: 1 },
      { status: "WAITING_PARTS", count: 0 },
      { status: "WAITING_APPROVAL", count: 0 },
      { status: "COMPLETED", count: 4 },
      { status: "CANCELLED", count: 1 },
      { status: "ON_HOLD", count: 0 },
    ]);
    expect(data.series.byPriority).toEqual([
      { priority: "LOW", count: 2 },
      { priority: "MEDIUM", count: 4 },
      { priority: "HIGH", count: 2 },
      { priority: "CRITICAL", count: 1 },
    ]);
    // Completed in the period (by actual end): W1 4 h, W2 10 h, W3 (no clock), W10 2 h, W11 0.5 h (inspection).
    // Average over the four with a clock: 16.5 / 4 = 4.125. Tasks (inspections aside): 4, over 3 technicians.
    expect(data.indicators).toEqual({
      completionRate: 44.4, // 4 / 9
      avgCompletionHours: 4.1,
      equipmentHealth: 28.6, // 2 operational of 7
      teamUtilization: 1.3, // 4 / 3
    });
    expect(data.team).toEqual({ totalTechnicians: 3, activeToday: 1, averageTasks: 1.3, completedTasks: 4 });
  });

  it("draws opened and completed per day over the 30 days", async () => {
    const data = await report("30d");
    expect(data.series.overTime).toHaveLength(30);
    const at = (days: number) =>
      data.series.overTime.find((point: { from: string }) => point.from === daysAgo(days));
    expect(at(29)).toEqual({ from: daysAgo(29), to: daysAgo(29), opened: 1, completed: 0 }); // W8
    expect(at(20)).toMatchObject({ opened: 0, completed: 1 }); // W10
    expect(at(10)).toMatchObject({ opened: 1, completed: 0 }); // W3
    expect(at(9)).toMatchObject({ opened: 0, completed: 1 }); // W3
    expect(at(3)).toMatchObject({ opened: 1, completed: 1 }); // W5 / W2
    expect(at(1)).toMatchObject({ opened: 2, completed: 2 }); // W4 W11 / W1 W11
    expect(at(0)).toMatchObject({ opened: 0, completed: 0 });
    const sum = (key: "opened" | "completed") =>
      data.series.overTime.reduce(
        (total: number, point: Record<string, number>) => total + (point[key] ?? 0),
        0,
      );
    expect(sum("opened")).toBe(9);
    expect(sum("completed")).toBe(5);
  });

  it("lists the machines with the most repair work orders of the period, cancelled ones aside", async () => {
    const data = await report("30d");
    // M5: W1 W2 W5; M2: W4; M6: W8 (W7 cancelled); ties by machine number.
    expect(data.series.topRepairMachines).toEqual([
      {
        equipmentId: machine("M5").id,
        equipmentNumber: machine("M5").number,
        name: "Machine M5",
        repairs: 3,
      },
      {
        equipmentId: machine("M2").id,
        equipmentNumber: machine("M2").number,
        name: "Machine M2",
        repairs: 1,
      },
      {
        equipmentId: machine("M6").id,
        equipmentNumber: machine("M6").number,
        name: "Machine M6",
        repairs: 1,
      },
    ]);
  });

  it("counts the fleet as it stands, whatever the period", async () => {
    for (const period of ["7d", "1y"]) {
      const data = await report(period);
      // operational M1 M8; warning M2 (due in 3 days), M3 (overdue), M4; critical M5 M6; M7 retired.
      expect(data.equipment).toEqual({ total: 7, operational: 2, warning: 3, critical: 2 });
      expect(data.series.equipmentByStatus).toEqual([
        { status: "OPERATIONAL", count: 3 },
        { status: "IN_SERVICE", count: 1 },
        { status: "DOWN_FOR_REPAIR", count: 1 },
        { status: "SCHEDULED_MAINTENANCE", count: 1 },
        { status: "OUT_OF_SERVICE", count: 1 },
      ]);
    }
  });

  it("7d: the last 7 days only", async () => {
    const data = await report("7d");
    // W4 W11 (1 day), W1 (2), W5 (3), W6 (4), W2 (5), W7 (6).
    expect(data.workOrders).toEqual({ total: 7, completed: 3, pending: 1, overdue: 2 });
    // Completed: W1 4 h, W11 0.5 h, W2 10 h -> 14.5 / 3; tasks W1 W2 -> 2 / 3.
    expect(data.indicators).toEqual({
      completionRate: 42.9,
      avgCompletionHours: 4.8,
      equipmentHealth: 28.6,
      teamUtilization: 0.7,
    });
    expect(data.series.overTime).toHaveLength(7);
    expect(data.series.topRepairMachines.map((m: { repairs: number }) => m.repairs)).toEqual([3, 1]);
  });

  it("90d: adds W9 (31 days), W14 (30 days) and W10 (40 days), in weeks", async () => {
    const data = await report("90d");
    expect(data).toMatchObject({ from: daysAgo(89), granularity: "week" });
    expect(data.workOrders).toEqual({ total: 12, completed: 5, pending: 4, overdue: 4 });
    expect(data.indicators.completionRate).toBe(41.7); // 5 / 12
    expect(data.series.overTime.length).toBeGreaterThanOrEqual(13);
    expect(data.series.overTime.length).toBeLessThanOrEqual(14);
    const opened = data.series.overTime.reduce((sum: number, p: { opened: number }) => sum + p.opened, 0);
    expect(opened).toBe(12);
    // M5 now also has W9 and W10.
    expect(data.series.topRepairMachines[0]).toMatchObject({
      equipmentNumber: machine("M5").number,
      repairs: 5,
    });
  });

  it("1y: adds W12 (200 days); W13 (400 days) never counts", async () => {
    const data = await report("1y");
    expect(data).toMatchObject({ from: daysAgo(364), granularity: "week" });
    expect(data.workOrders).toEqual({ total: 13, completed: 6, pending: 4, overdue: 4 });
    // Completed in the year: W1 4, W2 10, W3 -, W10 2, W11 0.5, W12 6 -> 22.5 / 5; tasks 5 / 3.
    expect(data.indicators).toMatchObject({
      completionRate: 46.2,
      avgCompletionHours: 4.5,
      teamUtilization: 1.7,
    });
  });

  it("moves when a work order is completed, cancelled or deleted", async () => {
    const before = await report("30d");
    // W4 (PENDING, created yesterday) completed now after 3 hours of work.
    await t.db.query(
      `UPDATE work_orders SET status = 'COMPLETED', actual_start = now() - interval '3 hours', actual_end = now()
       WHERE id = $1`,
      [fixture.workOrders.W4],
    );
    const after = await report("30d");
    expect(after.workOrders).toEqual({ total: 9, completed: 5, pending: 1, overdue: 2 });
    expect(after.indicators.completionRate).toBe(55.6); // 5 / 9
    expect(after.indicators.avgCompletionHours).toBe(3.9); // (16.5 + 3) / 5
    expect(after.team.completedTasks).toBe(before.team.completedTasks + 1);
    expect(after.series.overTime.at(-1)).toMatchObject({ from: daysAgo(0), completed: 1 });

    await t.db.query("UPDATE work_orders SET status = 'CANCELLED' WHERE id = $1", [fixture.workOrders.W5]);
    const cancelled = await report("30d");
    expect(cancelled.workOrders.overdue).toBe(1);
    expect(cancelled.series.topRepairMachines[0]).toMatchObject({
      equipmentNumber: machine("M5").number,
      repairs: 2,
    });

    await t.db.query("DELETE FROM work_orders WHERE id = $1", [fixture.workOrders.W8]);
    const deleted = await report("30d");
    expect(deleted.workOrders).toEqual({ total: 8, completed: 5, pending: 0, overdue: 0 });
  });

  it("answers empty figures for an organization without work orders, machines or technicians", async () => {
    const email = `empty-${Date.now()}@reports.example`;
    const org = await t.db.one<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Empty fleet', $1) RETURNING id",
      [`empty-${Date.now()}`],
    );
    await t.db.query(
      `INSERT INTO users (organization_id, email, first_name, last_name, role) VALUES ($1, $2, 'Erin', 'Empty', 'FLEET_MANAGER')`,
      [org?.id, email],
    );
    const response = await api(email, "GET", "/api/v1/reports?period=7d");
    const data = response.json().data;
    expect(data.workOrders).toEqual({ total: 0, completed: 0, pending: 0, overdue: 0 });
    expect(data.indicators).toEqual({
      completionRate: null,
      avgCompletionHours: null,
      equipmentHealth: null,
      teamUtilization: null,
    });
    expect(
      data.series.overTime.every((p: { opened: number; completed: number }) => !p.opened && !p.completed),
    ).toBe(true);
    expect(data.series.topRepairMachines).toEqual([]);
    expect(data.series.equipmentByStatus).toEqual([]);
  });

  it("refuses an unknown period with 400 and changes nothing", async () => {
    const response = await api(manager, "GET", "/api/v1/reports?period=2w");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });
});
