import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlanOrganization, type PlanOrganization } from "../maintenance/plan-fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";

const READINGS = "/api/v1/meter-readings";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface VerdictJson {
  index: number;
  status: string;
  readingId: string | null;
  code: string | null;
  message: string | null;
}

describe(onEngine("meters and readings (docs/decisions/041)"), () => {
  let t: TestApp;
  let org: PlanOrganization;
  let other: PlanOrganization;

  const send = async (readings: Record<string, unknown>[], headers?: Record<string, string>) => {
    const response = await org.call("FLEET_MANAGER", "POST", READINGS, { readings }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      verdicts: VerdictJson[];
      accepted: number;
      held: number;
      refused: number;
    };
  };
  const machineRow = (id: string) =>
    t.db.one<{ hour_meter: number; mileage: number }>(
      "SELECT hour_meter, mileage FROM equipment WHERE id = $1",
      [id],
    );
  const meters = async (id: string, role: Parameters<PlanOrganization["call"]>[0] = "SHOP_FOREMAN") => {
    const response = await org.call(role, "GET", `/api/v1/equipment/${id}/meters`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      meters: {
        kind: string;
        value: number;
        lifetimeValue: number;
        readAt: string | null;
        heldReadings: number;
      }[];
      hoursPerDay: { day: string; hours: number }[];
    };
  };
  const history = async (id: string, query = "") => {
    const response = await org.call("VIEWER", "GET", `/api/v1/equipment/${id}/meter-readings${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      readings: Record<string, unknown>[];
      pagination: { total: number; pages: number };
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = await createPlanOrganization(t.app, "Meters");
    other = await createPlanOrganization(t.app, "Meters other");
  });
  afterAll(() => t.close());

  it("a machine has its engine hours meter; readings taken move it and the machine's hour meter, and a plan comes due", async () => {
    const machine = await org.machine(1000);
    const plan = await org.addPlan(machine, {
      title: "250 h service",
      intervalHours: 250,
      lastServiceHours: 800,
    });
    expect((await meters(machine)).meters).toEqual([
      {
        id: expect.any(String),
        kind: "ENGINE_HOURS",
        unit: "h",
        value: 1000,
        lifetimeValue: 1000,
        readAt: null,
        heldReadings: 0,
      },
    ]);
    const first = await send([
      { equipmentId: machine, value: 1040, takenAt: hoursAgo(30), note: "Gateway 7" },
    ]);
    expect(first).toMatchObject({ accepted: 1, held: 0, refused: 0 });
    expect(first.verdicts[0]).toMatchObject({ index: 0, status: "ACCEPTED", readingId: expect.any(String) });
    const second = await send([{ equipmentId: machine, value: 1051, takenAt: hoursAgo(20) }]);
    expect(second.accepted).toBe(1);
    expect(await machineRow(machine)).toMatchObject({ hour_meter: 1051 });
    expect((await org.plans(machine)).find((p) => p.id === plan.id)?.dueState).toBe("DUE");
    const listed = await history(machine);
    expect(listed.pagination.total).toBe(2);
    expect(listed.readings[0]).toMatchObject({
      value: 1051,
      source: "API",
      status: "ACCEPTED",
      kind: "ENGINE_HOURS",
    });
    expect(listed.readings[1]).toMatchObject({ value: 1040, sender: "Gateway 7" });
    const chart = (await meters(machine)).hoursPerDay;
    expect(chart.reduce((sum, day) => sum + day.hours, 0)).toBe(11);
  });

  it("spreads what the meter moved between two readings evenly over the days between them", async () => {
    const machine = await org.machine(3000);
    await send([{ equipmentId: machine, value: 3000, takenAt: hoursAgo(24 * 21) }]);
    await send([{ equipmentId: machine, value: 3210, takenAt: hoursAgo(24) }]);
    const chart = (await meters(machine)).hoursPerDay;
    // The first reading's day moved nothing; the 210 hours to the second are spread over the 20 days after it.
    expect(chart).toHaveLength(21);
    expect(chart[0]?.hours).toBe(0);
    expect(chart.slice(1).every((day) => day.hours === 10.5)).toBe(true);
    expect(new Set(chart.map((day) => day.day)).size).toBe(21);
  });

  it("refuses a reading lower than the last one, naming it; a replacement keeps both sides and the machine's hours go on", async () => {
    const machine = await org.machine(0);
    await send([{ equipmentId: machine, value: 5000, takenAt: hoursAgo(10) }]);
    const lower = await send([{ equipmentId: machine, value: 4990, takenAt: hoursAgo(5) }]);
    expect(lower.verdicts[0]).toMatchObject({
      status: "REFUSED",
      code: "METER_READING_BACKWARDS",
      readingId: null,
    });
    expect(lower.verdicts[0]?.message).toMatch(
      /^4,990 h is lower than the last reading, 5,000 h on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./,
    );
    expect((await history(machine)).pagination.total).toBe(1);

    const replaced = await send([
      { equipmentId: machine, value: 2, takenAt: hoursAgo(4), replacement: true },
    ]);
    expect(replaced.verdicts[0]?.status).toBe("ACCEPTED");
    const after = await send([{ equipmentId: machine, value: 5, takenAt: hoursAgo(1) }]);
    expect(after.verdicts[0]?.status).toBe("ACCEPTED");
    expect((await meters(machine)).meters[0]).toMatchObject({ value: 5, lifetimeValue: 5003 });
    expect(await machineRow(machine)).toMatchObject({ hour_meter: 5003 });
    const [latest, replacement] = (await history(machine)).readings;
    expect(latest).toMatchObject({ value: 5, replacement: false });
    expect(replacement).toMatchObject({ value: 2, replacement: true, replacedValue: 5000 });
    // A replacement is recorded only as the latest reading.
    const early = await send([{ equipmentId: machine, value: 1, takenAt: hoursAgo(8), replacement: true }]);
    expect(early.verdicts[0]).toMatchObject({ status: "REFUSED", code: "METER_REPLACEMENT_NOT_LATEST" });
  });

  it("holds an implausible jump for review without moving the meter; a manager accepts or rejects it", async () => {
    const machine = await org.machine(100);
    await send([{ equipmentId: machine, value: 110, takenAt: hoursAgo(3) }]);
    const jumped = await send([
      { equipmentId: machine, value: 1100, takenAt: hoursAgo(2) },
      { equipmentId: machine, value: 112, takenAt: hoursAgo(1) },
    ]);
    expect(jumped.verdicts.map((v) => v.status)).toEqual(["HELD", "ACCEPTED"]);
    expect(jumped.verdicts[0]?.code).toBe("METER_READING_JUMP");
    expect(await machineRow(machine)).toMatchObject({ hour_meter: 112 });
    expect((await meters(machine)).meters[0]?.heldReadings).toBe(1);
    const heldId = jumped.verdicts[0]?.readingId as string;

    const held = await org.call("SHOP_FOREMAN", "GET", `${READINGS}/held`);
    expect(held.json().data.readings.map((r: { id: string }) => r.id)).toContain(heldId);
    expect((await org.call("MECHANIC", "GET", `${READINGS}/held`)).statusCode).toBe(403);
    expect((await other.call("SHOP_FOREMAN", "GET", `${READINGS}/held`)).json().data.readings).toEqual([]);
    const foreign = await other.call("SHOP_FOREMAN", "POST", `${READINGS}/${heldId}/review`, {
      decision: "ACCEPT",
    });
    expect(foreign.statusCode).toBe(404);

    // Accepting it now contradicts the later reading (112 h): refused, and it stays held.
    const accept = await org.call("SHOP_FOREMAN", "POST", `${READINGS}/${heldId}/review`, {
      decision: "ACCEPT",
    });
    expect(accept.statusCode, accept.body).toBe(409);
    expect(accept.json().code).toBe("METER_READING_CONTRADICTS");
    const reject = await org.call("SHOP_FOREMAN", "POST", `${READINGS}/${heldId}/review`, {
      decision: "REJECT",
      note: "Typo: one zero too many",
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toMatchObject({
      message: "Reading rejected",
      data: {
        status: "REJECTED",
        reviewNote: "Typo: one zero too many",
        reviewedBy: { id: org.team.ids.SHOP_FOREMAN },
      },
    });
    const again = await org.call("SHOP_FOREMAN", "POST", `${READINGS}/${heldId}/review`, {
      decision: "ACCEPT",
    });
    expect(again.json().code).toBe("METER_READING_NOT_HELD");

    // A real jump, accepted: it counts and moves the meter.
    const real = await send([{ equipmentId: machine, value: 400, takenAt: hoursAgo(0.5) }]);
    expect(real.verdicts[0]?.status).toBe("HELD");
    const accepted = await org.call(
      "FLEET_MANAGER",
      "POST",
      `${READINGS}/${real.verdicts[0]?.readingId}/review`,
      {
        decision: "ACCEPT",
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await machineRow(machine)).toMatchObject({ hour_meter: 400 });
  });

  it("keeps an older reading without moving the meter, refuses one that contradicts its neighbours", async () => {
    const machine = await org.machine(0);
    await send([
      { equipmentId: machine, value: 100, takenAt: hoursAgo(100) },
      { equipmentId: machine, value: 150, takenAt: hoursAgo(10) },
    ]);
    const older = await send([
      { equipmentId: machine, value: 120, takenAt: hoursAgo(50) },
      { equipmentId: machine, value: 160, takenAt: hoursAgo(40) },
      { equipmentId: machine, value: 90, takenAt: hoursAgo(60) },
    ]);
    expect(older.verdicts.map((v) => v.code ?? v.status)).toEqual([
      "ACCEPTED",
      "METER_READING_CONTRADICTS",
      "METER_READING_BACKWARDS",
    ]);
    expect(await machineRow(machine)).toMatchObject({ hour_meter: 150 });
  });

  it("refuses bad input: unknown machine or meter, another organization's machine, a time in the future, a negative value", async () => {
    const machine = await org.machine(0);
    const foreign = await other.machine(0);
    const result = await send([
      { equipmentNumber: "NO-SUCH-MACHINE", value: 1, takenAt: hoursAgo(1) },
      { equipmentId: foreign, value: 1, takenAt: hoursAgo(1) },
      { equipmentId: machine, meter: "PTO_HOURS", value: 1, takenAt: hoursAgo(1) },
      { equipmentId: machine, value: 1, takenAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]);
    expect(result.verdicts.map((v) => [v.code, v.message])).toEqual([
      ["NOT_FOUND", "Machine not found"],
      ["NOT_FOUND", "Machine not found"],
      ["NOT_FOUND", "This machine has no such meter"],
      ["METER_READING_IN_FUTURE", "A reading cannot be taken in the future."],
    ]);
    expect(await machineRow(foreign)).toMatchObject({ hour_meter: 0 });
    const negative = await org.call("FLEET_MANAGER", "POST", READINGS, {
      readings: [{ equipmentId: machine, value: -1, takenAt: hoursAgo(1) }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toContainEqual({
      path: "readings.0.value",
      message: "Reading must be a valid positive number",
    });
    expect((await org.call("OPERATOR", "POST", READINGS, { readings: [] })).statusCode).toBe(403);
    // Another organization's machine is not found, nor are its meters and readings.
    expect((await org.call("VIEWER", "GET", `/api/v1/equipment/${foreign}/meters`)).statusCode).toBe(404);
    expect((await org.call("VIEWER", "GET", `/api/v1/equipment/${foreign}/meter-readings`)).statusCode).toBe(
      404,
    );
    // A meter added takes readings.
    const added = await org.call("SHOP_FOREMAN", "POST", `/api/v1/equipment/${machine}/meters`, {
      kind: "PTO_HOURS",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (
        await org.call("SHOP_FOREMAN", "POST", `/api/v1/equipment/${machine}/meters`, { kind: "PTO_HOURS" })
      ).json().code,
    ).toBe("METER_EXISTS");
    const pto = await send([{ equipmentId: machine, meter: "PTO_HOURS", value: 3, takenAt: hoursAgo(1) }]);
    expect(pto.verdicts[0]?.status).toBe("ACCEPTED");
  });

  it("is idempotent with an Idempotency-Key: the same batch again answers the same, records nothing twice", async () => {
    const machine = await org.machine(0);
    const body = [{ equipmentId: machine, value: 7, takenAt: hoursAgo(1) }];
    const first = await send(body, { "idempotency-key": `meters-${machine}` });
    const second = await send(body, { "idempotency-key": `meters-${machine}` });
    expect(second).toEqual(first);
    expect(
      await count(t.db, "SELECT count(*) AS n FROM meter_readings WHERE equipment_id = $1", [machine]),
    ).toBe(1);
  });

  it("Start/Complete Work, inspections and assignments record their hour meter as readings; a lower one is kept as refused", async () => {
    const machine = await org.machine(2000);
    const assigned = await org.call("FIELD_SUPERVISOR", "POST", "/api/v1/equipment/assignments", {
      equipmentId: machine,
      operatorId: org.team.ids.OPERATOR,
      jobSite: "North pit",
      hourMeterReading: 2005,
      mileageReading: 40,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const repair = await org.call("SHOP_FOREMAN", "POST", "/api/v1/work-orders", {
      title: "Track tension",
      description: "Adjust the track tension",
      equipmentId: machine,
      mechanicId: org.team.ids.MECHANIC,
    });
    const id = repair.json().data.workOrder.id;
    await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${id}/start`, { hourMeterStart: 1900 });
    const done = await org.call("MECHANIC", "PATCH", `/api/v1/work-orders/${id}/complete`, {
      hourMeterEnd: 2007.5,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await machineRow(machine)).toMatchObject({ hour_meter: 2007.5, mileage: 40 });
    const rows = (await history(machine)).readings;
    const shown = rows.map((r) => [r.kind, r.source, r.value, r.status]);
    expect(shown.slice(0, 2)).toEqual([
      ["ENGINE_HOURS", "WORK_ORDER", 2007.5, "ACCEPTED"],
      ["ENGINE_HOURS", "WORK_ORDER", 1900, "REFUSED"],
    ]);
    // The assignment's two readings were taken at the same time: in either order.
    expect(shown.slice(2)).toEqual(
      expect.arrayContaining([
        ["ODOMETER", "ASSIGNMENT", 40, "ACCEPTED"],
        ["ENGINE_HOURS", "ASSIGNMENT", 2005, "ACCEPTED"],
      ]),
    );
    expect(rows[0]).toMatchObject({ workOrderId: id, recordedBy: { id: org.team.ids.MECHANIC } });
    // A manager's edit of the machine is a reading too: lower is refused with the last reading named.
    const edit = await org.call("FLEET_MANAGER", "PUT", `/api/v1/equipment/${machine}`, { hourMeter: 10 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: "METER_READING_BACKWARDS", details: [{ path: "hourMeter" }] });
    const raised = await org.call("FLEET_MANAGER", "PUT", `/api/v1/equipment/${machine}`, {
      hourMeter: 2600,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data.hourMeter).toBe(2600);
  });

  it("fills readings from the history recorded before meters (migration 028)", async () => {
    const machine = await org.machine(300);
    await t.db.query("DELETE FROM meter_readings WHERE equipment_id = $1", [machine]);
    await t.db.query(
      `INSERT INTO work_orders (organization_id, equipment_id, title, description, status, hour_meter_start,
         hour_meter_end, actual_start, actual_end)
       VALUES ($1, $2, 'Old job', 'Before meters', 'COMPLETED', 250, 280, now() - interval '3 days', now() - interval '2 days'),
              ($1, $2, 'Older job', 'Before meters', 'COMPLETED', 200, NULL, now() - interval '1 day', NULL)`,
      [org.organizationId, machine],
    );
    await t.db.query("UPDATE meters SET current_at = NULL, current_value = 280 WHERE equipment_id = $1", [
      machine,
    ]);
    await t.db.query("SELECT fill_meter_readings_from_history($1)", [org.organizationId]);
    const rows = (await history(machine)).readings;
    expect(rows.map((r) => [r.value, r.status, r.source])).toEqual([
      [200, "REFUSED", "WORK_ORDER"],
      [280, "ACCEPTED", "WORK_ORDER"],
      [250, "ACCEPTED", "WORK_ORDER"],
    ]);
    expect((await meters(machine)).meters[0]?.readAt).not.toBeNull();
  });
});
