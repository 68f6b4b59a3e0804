import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollConnection } from "../../src/modules/telematics/telematics-poll.js";
import { BASIC_PASSWORD, BASIC_USER, type StandInMachine, startAempServer } from "../support/aemp-server.js";
import { notificationsAbout, told } from "../support/notifications-inbox.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  insertMachine,
  organizationOf,
  uniqueNumber,
} from "../work-orders/fixtures.js";

// Fault codes as machine alerts, and the feed's distance, fuel and DEF (docs/decisions/047), from the stand-in
// AEMP 2.0 provider in JSON and XML.

const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe(onEngine("machine alerts and feed values (AEMP 2.0)"), () => {
  let t: TestApp;
  let call: Call;
  let aemp: Awaited<ReturnType<typeof startAempServer>>;
  let org: string;
  const deps = { allowedHosts: ["127.0.0.1"], sleep: async () => {} };

  const machineWith = async (serial: string) => {
    const id = await insertMachine(t.db, org, { hourMeter: 100, name: `Alerts ${serial}` });
    await t.db.query(
      "UPDATE equipment SET serial_number = $2, make = 'Caterpillar', model = '336' WHERE id = $1",
      [id, serial],
    );
    return id;
  };
  const connect = async (fleet: string) => {
    const response = await call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", {
      name: `Alerts ${fleet}`,
      baseUrl: aemp.fleetUrl("basic", fleet),
      authKind: "BASIC",
      username: BASIC_USER,
      password: BASIC_PASSWORD,
      meters: ["ENGINE_HOURS", "ODOMETER", "FUEL_USED"],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.connection.id as string;
  };
  const alertsOf = async (equipmentId: string, query = "") => {
    const response = await call("MECHANIC", "GET", `/api/v1/equipment/${equipmentId}/alerts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.alerts as Record<string, unknown>[];
  };
  const detailOf = async (equipmentId: string) => {
    const response = await call("OPERATOR", "GET", `/api/v1/equipment/${equipmentId}`);
    if (response.statusCode === 404)
      return (await call("MECHANIC", "GET", `/api/v1/equipment/${equipmentId}`)).json().data;
    return response.json().data;
  };
  const metersOf = async (equipmentId: string) =>
    (
      await t.db.query<{ kind: string; current_value: string }>(
        "SELECT kind, current_value FROM meters WHERE equipment_id = $1 ORDER BY kind",
        [equipmentId],
      )
    ).map((meter) => ({ kind: meter.kind, value: Number(meter.current_value) }));
  const criticalEvents = (equipmentId: string) =>
    t.db.query("SELECT id FROM events WHERE kind = 'MACHINE_FAULT_CRITICAL' AND subject_id = $1", [
      equipmentId,
    ]);

  const overheat = (at: string) => ({
    code: "110-0",
    description: "Engine coolant temperature high - shut down",
    severity: "Critical",
    source: "Engine ECM",
    at,
  });
  const filter = (at: string) => ({
    code: "3719-16",
    description: "DPF soot load moderately high",
    severity: "Low",
    source: "Aftertreatment",
    at,
  });
  const snapshot = (serial: string, extra: Partial<StandInMachine>): StandInMachine => ({
    make: "Caterpillar",
    model: "336",
    serial,
    ...extra,
  });

  beforeAll(async () => {
    aemp = await startAempServer();
    t = await createTestApp({ webhooks: { allowedHosts: ["127.0.0.1"], attempts: 2, retryDelaySeconds: 1 } });
    call = apiClient(t.app);
    org = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.db.query("DELETE FROM telematics_connections WHERE organization_id = $1", [org]);
    await t.close();
    await aemp.close();
  });

  it("takes a JSON snapshot's faults as alerts once, its distance and fuel as readings, its levels and position", async () => {
    const serial = uniqueNumber("ALJ");
    const machine = await machineWith(serial);
    const reported = ago(3);
    aemp.setFleet("alerts-json", [
      {
        format: "json",
        machines: [
          snapshot(serial, {
            hours: { value: 110, at: reported },
            distance: { value: 1609.344, units: "kilometre", at: reported },
            fuelUsed: { value: 10, units: "gallon", at: reported },
            fuelRemaining: { percent: 62.5, at: reported },
            defRemaining: { percent: 40, at: reported },
            engineRunning: { running: true, at: reported },
            location: { latitude: -33.8688, longitude: 151.2093, at: reported },
            faults: [overheat(reported), filter(reported)],
          }),
        ],
      },
    ]);
    const connection = await connect("alerts-json");
    expect(await pollConnection(t.db, connection, deps)).toMatchObject({
      status: "OK",
      summary: { matched: 1, alerts: 2, positions: 1 },
    });
    expect(await metersOf(machine)).toEqual([
      { kind: "ENGINE_HOURS", value: 110 },
      { kind: "FUEL_USED", value: 37.9 },
      { kind: "ODOMETER", value: 1000 },
    ]);
    const alerts = await alertsOf(machine);
    expect(alerts.map((a) => [a.code, a.severity, a.status, a.occurrences]).sort()).toEqual([
      ["110-0", "CRITICAL", "OPEN", 1],
      ["3719-16", "LOW", "OPEN", 1],
    ]);
    expect(alerts.find((a) => a.code === "110-0")).toMatchObject({
      codeSource: "Engine ECM",
      feedSeverity: "Critical",
      description: "Engine coolant temperature high - shut down",
      connectionName: "Alerts alerts-json",
      workOrderId: null,
    });
    expect(await criticalEvents(machine)).toHaveLength(1);
    // The shop foremen are told (the critical fault only), with the machine to open; a mechanic is not.
    const notified = (await told(call, "SHOP_FOREMAN", machine, "MACHINE_FAULT_CRITICAL")).filter(
      (n) => n.kind === "MACHINE_FAULT_CRITICAL",
    );
    expect(notified).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Critical fault: /),
        body: expect.stringContaining("110-0: Engine coolant temperature high - shut down"),
        link: `/equipment/${machine}`,
        critical: true,
      }),
    ]);
    expect(await notificationsAbout(call, "MECHANIC", machine)).toEqual([]);
    const detail = await detailOf(machine);
    expect(detail).toMatchObject({
      openAlerts: 2,
      position: {
        latitude: -33.8688,
        longitude: 151.2093,
        takenAt: reported,
        source: "Telematics: Alerts alerts-json",
      },
      levels: {
        fuelRemaining: { percent: 62.5, takenAt: reported },
        defRemaining: { percent: 40, takenAt: reported },
        engine: { running: true, takenAt: reported },
      },
    });

    // Polled again: the same faults at the same time are not new; the critical one later counts an occurrence.
    expect(await pollConnection(t.db, connection, deps)).toMatchObject({
      status: "OK",
      summary: { alerts: 0 },
    });
    expect(await alertsOf(machine)).toHaveLength(2);
    const later = ago(1);
    aemp.setFleet("alerts-json", [
      {
        format: "json",
        machines: [
          snapshot(serial, {
            faults: [overheat(later)],
            // An older level than the one kept is ignored; a newer engine status is taken.
            fuelRemaining: { percent: 99, at: ago(5) },
            engineRunning: { running: false, at: later },
          }),
        ],
      },
    ]);
    expect(await pollConnection(t.db, connection, deps)).toMatchObject({
      status: "OK",
      summary: { alerts: 1 },
    });
    const again = await alertsOf(machine, "?severity=CRITICAL");
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ occurrences: 2, firstOccurredAt: reported, lastOccurredAt: later });
    expect(await criticalEvents(machine)).toHaveLength(1);
    expect((await detailOf(machine)).levels).toMatchObject({
      fuelRemaining: { percent: 62.5 },
      engine: { running: false, takenAt: later },
    });
  });

  it("reads an XML snapshot's FaultCodes (upper-case names), a fault repeated in the page kept once", async () => {
    const serial = uniqueNumber("ALX");
    const machine = await machineWith(serial);
    const at = ago(2);
    aemp.setFleet("alerts-xml", [
      {
        format: "xml",
        nameCase: "upper",
        machines: [
          snapshot(serial, {
            hours: { value: 105, at },
            distance: { value: 250, units: "mile", at },
            fuelUsed: { value: 400, units: "litre", at },
            defRemaining: { percent: 12, at },
            faults: [
              {
                code: "SPN 100 FMI 1",
                description: "Engine oil pressure low",
                severity: "3",
                source: "ECM",
                at,
              },
              {
                code: "SPN 100 FMI 1",
                description: "Engine oil pressure low",
                severity: "3",
                source: "ECM",
                at,
              },
              { code: "E-204", description: "Hydraulic filter clogged", severity: "2", source: "", at },
            ],
          }),
        ],
      },
    ]);
    const connection = await connect("alerts-xml");
    expect(await pollConnection(t.db, connection, deps)).toMatchObject({
      status: "OK",
      summary: { alerts: 2 },
    });
    const alerts = await alertsOf(machine);
    expect(alerts.map((a) => `${a.code}/${a.severity}/${a.codeSource}`).sort()).toEqual([
      "E-204/HIGH/",
      "SPN 100 FMI 1/CRITICAL/ECM",
    ]);
    expect(await metersOf(machine)).toEqual([
      { kind: "ENGINE_HOURS", value: 105 },
      { kind: "FUEL_USED", value: 400 },
      { kind: "ODOMETER", value: 250 },
    ]);
    expect((await detailOf(machine)).levels).toMatchObject({
      fuelRemaining: null,
      defRemaining: { percent: 12, takenAt: at },
      engine: null,
    });
  });

  it("a mechanic acknowledges and clears with a note; a foreman makes a critical alert's draft work order", async () => {
    const serial = uniqueNumber("ALW");
    const machine = await machineWith(serial);
    const first = ago(4);
    aemp.setFleet("alerts-work", [
      { format: "json", machines: [snapshot(serial, { faults: [overheat(first)] })] },
    ]);
    const connection = await connect("alerts-work");
    await pollConnection(t.db, connection, deps);
    const [alert] = await alertsOf(machine);
    const id = String(alert?.id);

    const noNote = await call("MECHANIC", "POST", `/api/v1/machine-alerts/${id}/acknowledge`, { note: "  " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error).toContain("Write a note");
    const acknowledged = await call("MECHANIC", "POST", `/api/v1/machine-alerts/${id}/acknowledge`, {
      note: "Coolant level checked: low, topping up",
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({
      status: "ACKNOWLEDGED",
      acknowledgedNote: "Coolant level checked: low, topping up",
      acknowledgedBy: { firstName: expect.any(String) },
    });

    const drafted = await call("SHOP_FOREMAN", "POST", `/api/v1/machine-alerts/${id}/work-order`);
    expect(drafted.statusCode, drafted.body).toBe(200);
    const { alert: linked, workOrder } = drafted.json().data;
    expect(workOrder).toMatchObject({
      status: "PENDING",
      priority: "CRITICAL",
      workOrderType: "REPAIR",
      equipmentId: machine,
      title: expect.stringContaining("Fault 110-0"),
      description: expect.stringContaining("110-0: Engine coolant temperature high - shut down"),
    });
    expect(linked.workOrderId).toBe(workOrder.id);
    const twice = await call("SHOP_FOREMAN", "POST", `/api/v1/machine-alerts/${id}/work-order`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("MACHINE_ALERT_HAS_WORK_ORDER");

    const fleet = await call(
      "FLEET_MANAGER",
      "GET",
      "/api/v1/machine-alerts?severity=CRITICAL&open=true&limit=100",
    );
    expect(fleet.statusCode).toBe(200);
    expect(fleet.json().data.alerts.map((a: { id: string }) => a.id)).toContain(id);

    const cleared = await call("MECHANIC", "POST", `/api/v1/machine-alerts/${id}/clear`, {
      note: "Thermostat replaced, temperature normal",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      status: "CLEARED",
      clearedNote: "Thermostat replaced, temperature normal",
    });
    const clearAgain = await call("MECHANIC", "POST", `/api/v1/machine-alerts/${id}/clear`, {
      note: "again",
    });
    expect(clearAgain.statusCode).toBe(409);
    expect(clearAgain.json().code).toBe("MACHINE_ALERT_CLEARED");
    expect(await alertsOf(machine, "?open=true")).toHaveLength(0);
    const openList = await call("FLEET_MANAGER", "GET", "/api/v1/machine-alerts?open=true&limit=100");
    expect(openList.json().data.alerts.map((a: { id: string }) => a.id)).not.toContain(id);

    // The old report again after clearing is not a new alert; the code at a later time is.
    await pollConnection(t.db, connection, deps);
    expect(await alertsOf(machine, "?open=true")).toHaveLength(0);
    aemp.setFleet("alerts-work", [
      { format: "json", machines: [snapshot(serial, { faults: [overheat(ago(1))] })] },
    ]);
    await pollConnection(t.db, connection, deps);
    const reopened = await alertsOf(machine, "?open=true");
    expect(reopened).toHaveLength(1);
    expect(reopened[0]?.id).not.toBe(id);
    expect(await criticalEvents(machine)).toHaveLength(2);
  });
});
