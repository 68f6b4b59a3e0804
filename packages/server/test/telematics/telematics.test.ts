import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedulePolls } from "../../src/modules/telematics/telematics-jobs.js";
import { pollConnection } from "../../src/modules/telematics/telematics-poll.js";
import { createPlanOrganization, plansUrl } from "../maintenance/plan-fixtures.js";
import {
  BASIC_PASSWORD,
  BASIC_USER,
  CLIENT_ID,
  CLIENT_SECRET,
  startAempServer,
} from "../support/aemp-server.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  insertMachine,
  organizationOf,
  uniqueNumber,
} from "../work-orders/fixtures.js";

const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe(onEngine("telematics (AEMP 2.0)"), () => {
  let t: TestApp;
  let call: Call;
  let aemp: Awaited<ReturnType<typeof startAempServer>>;
  let org: string;
  const deps = {
    allowedHosts: ["127.0.0.1"],
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(ms, 1200))),
  };

  /** One of our machines with a serial number, make and model, at 100 hours read two days ago. */
  const machineWith = async (serial: string, make = "Caterpillar", model = "320") => {
    const id = await insertMachine(t.db, org, { hourMeter: 100, name: `Telematics ${serial}` });
    await t.db.query("UPDATE equipment SET serial_number = $2, make = $3, model = $4 WHERE id = $1", [
      id,
      serial,
      make,
      model,
    ]);
    await t.db.query("UPDATE meters SET current_at = $2 WHERE equipment_id = $1", [id, ago(48)]);
    return id;
  };
  const addConnection = async (body: Record<string, unknown>) => {
    const response = await call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.connection as { id: string };
  };
  const connectionOf = async (id: string) => {
    const response = await call("FLEET_MANAGER", "GET", "/api/v1/telematics/connections");
    expect(response.statusCode).toBe(200);
    return (response.json().data.connections as { id: string }[]).find((c) => c.id === id) as Record<
      string,
      unknown
    >;
  };
  const hoursOf = async (id: string) =>
    Number(
      (await t.db.one<{ hour_meter: string }>("SELECT hour_meter FROM equipment WHERE id = $1", [id]))
        ?.hour_meter,
    );
  const readingsOf = (id: string) =>
    t.db.query<{ value: number; status: string; source: string; connection_id: string; kind: string }>(
      `SELECT r.value, r.status, r.source, r.connection_id, m.kind FROM meter_readings r JOIN meters m ON m.id = r.meter_id
       WHERE r.equipment_id = $1 AND r.source = 'TELEMATICS' ORDER BY r.taken_at, m.kind`,
      [id],
    );

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

  it("refuses a provider on loopback, private, link-local or metadata addresses (the webhooks' checks)", async () => {
    const base = { name: "Refused", authKind: "BASIC", username: "u", password: "p" };
    for (const [baseUrl, text] of [
      ["http://127.0.0.2:8080/fleet/1", "a loopback address"],
      ["http://localhost:8080/fleet/1", "a loopback address"],
      ["http://[::1]/fleet/1", "a loopback address"],
      ["http://169.254.169.254/latest/meta-data", "a cloud metadata address"],
      ["https://10.0.0.5/fleet/1", "a private address"],
      ["https://192.168.1.20/fleet/1", "a private address"],
    ] as const) {
      const response = await call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", {
        ...base,
        baseUrl,
      });
      expect(response.statusCode, baseUrl).toBe(400);
      expect(response.json(), baseUrl).toMatchObject({
        code: "TELEMATICS_ADDRESS_REFUSED",
        error: expect.stringContaining(text),
        details: [{ path: "baseUrl" }],
      });
    }
    const token = await call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", {
      ...base,
      authKind: "OAUTH2",
      baseUrl: "https://203.0.113.10/fleet/1",
      tokenUrl: "http://172.16.0.9/token",
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({
      code: "TELEMATICS_ADDRESS_REFUSED",
      details: [{ path: "tokenUrl" }],
    });
    const noToken = await call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", {
      ...base,
      authKind: "OAUTH2",
      baseUrl: "https://203.0.113.10/fleet/1",
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().code).toBe("VALIDATION_ERROR");
  });

  it("keeps credentials encrypted and never answers them", async () => {
    const created = await call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", {
      name: "Secret keeper",
      baseUrl: aemp.fleetUrl("basic", "secret"),
      authKind: "BASIC",
      username: BASIC_USER,
      password: BASIC_PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data.connection;
    const changed = await call("SUPER_ADMIN", "PATCH", `/api/v1/telematics/connections/${id}`, {
      username: "new-user",
      password: "N3w-password-abc",
      pollIntervalMinutes: 60,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = await call("FLEET_MANAGER", "GET", "/api/v1/telematics/connections");
    for (const body of [created.body, changed.body, listed.body]) {
      expect(body).not.toContain(BASIC_PASSWORD);
      expect(body).not.toContain(BASIC_USER);
      expect(body).not.toContain("N3w-password-abc");
      expect(body).not.toMatch(/credentials|password/i);
    }
    const stored = await t.db.one<{ credentials: string }>(
      "SELECT credentials FROM telematics_connections WHERE id = $1",
      [id],
    );
    expect(stored?.credentials).toMatch(/^v1\./);
    expect(stored?.credentials).not.toContain("N3w-password-abc");
    expect((await connectionOf(id)).pollIntervalMinutes).toBe(60);
    const removed = await call("FLEET_MANAGER", "DELETE", `/api/v1/telematics/connections/${id}`);
    expect(removed.statusCode).toBe(200);
  });

  it("polls a two-page JSON snapshot: hours as readings, positions, an unknown machine waits on the list", async () => {
    const serialA = uniqueNumber("SNA");
    const serialB = uniqueNumber("SNB");
    const unknown = uniqueNumber("UNK");
    const a = await machineWith(serialA, "Caterpillar", "320");
    const b = await machineWith(serialB, "Komatsu", "PC210");
    aemp.setFleet("paged", [
      {
        format: "json",
        machines: [
          {
            make: "CAT",
            model: "320",
            serial: serialA,
            hours: { value: 120.5, at: ago(2) },
            idleHours: { value: 30, at: ago(2) },
            location: { latitude: 51.5072, longitude: -0.1276, at: ago(2) },
          },
          { make: "Volvo", model: "EC220", serial: unknown, hours: { value: 900, at: ago(2) } },
        ],
      },
      // Page two writes every element name in lower case, and names machine B by its PIN.
      {
        format: "json",
        nameCase: "lower",
        machines: [
          { make: "Komatsu", model: "PC210", pin: serialB.toLowerCase(), hours: { value: 130, at: ago(1) } },
        ],
      },
    ]);
    const connection = await addConnection({
      name: "JSON fleet",
      baseUrl: aemp.fleetUrl("basic", "paged"),
      authKind: "BASIC",
      username: BASIC_USER,
      password: BASIC_PASSWORD,
      meters: ["ENGINE_HOURS", "IDLE_HOURS"],
    });
    const result = await pollConnection(t.db, connection.id, deps);
    expect(result).toMatchObject({ polled: true, status: "OK" });
    expect(await hoursOf(a)).toBe(120.5);
    expect(await hoursOf(b)).toBe(130);
    expect(await readingsOf(a)).toEqual([
      expect.objectContaining({ kind: "ENGINE_HOURS", status: "ACCEPTED", connection_id: connection.id }),
      expect.objectContaining({ kind: "IDLE_HOURS", status: "ACCEPTED" }),
    ]);
    const position = await t.db.one<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM equipment_positions WHERE equipment_id = $1",
      [a],
    );
    expect(position).toEqual({ latitude: 51.5072, longitude: -0.1276 });
    const shown = await connectionOf(connection.id);
    expect(shown).toMatchObject({
      status: "OK",
      lastError: null,
      unmatchedMachines: 1,
      lastSummary: { pages: 2, machines: 3, matched: 2, unmatched: 1, accepted: 3, positions: 1 },
    });
    expect(shown.lastPollAt).toEqual(expect.any(String));
    const list = await call("FLEET_MANAGER", "GET", "/api/v1/telematics/machines");
    expect(list.statusCode).toBe(200);
    const waiting = (
      list.json().data.machines as { serialNumber: string; oemName: string; id: string }[]
    ).find((m) => m.serialNumber === unknown);
    expect(waiting).toMatchObject({ oemName: "Volvo", model: "EC220", status: "UNMATCHED", lastHours: 900 });

    // Polled again unchanged: nothing new (the elements are no newer than the readings held).
    const again = await pollConnection(t.db, connection.id, deps);
    expect(again).toMatchObject({ status: "OK", summary: { accepted: 0, ignored: 3 } });

    // A reading that goes backwards is refused (kept once as REFUSED); an older element is ignored.
    aemp.setFleet("paged", [
      {
        format: "json",
        machines: [{ make: "CAT", model: "320", serial: serialA, hours: { value: 110, at: ago(0.5) } }],
      },
      {
        format: "json",
        machines: [{ make: "Komatsu", model: "PC210", pin: serialB, hours: { value: 125, at: ago(30) } }],
      },
    ]);
    const backwards = await pollConnection(t.db, connection.id, deps);
    expect(backwards).toMatchObject({ status: "OK", summary: { refused: 1, ignored: 1, accepted: 0 } });
    expect(await hoursOf(a)).toBe(120.5);
    const refused = await t.db.one<{ reason_code: string }>(
      "SELECT reason_code FROM meter_readings WHERE equipment_id = $1 AND status = 'REFUSED' AND source = 'TELEMATICS'",
      [a],
    );
    expect(refused?.reason_code).toBe("METER_READING_BACKWARDS");
    const twice = await pollConnection(t.db, connection.id, deps);
    expect(twice).toMatchObject({ summary: { refused: 0 } });

    // Linking the unknown machine to one of ours: its hours arrive from the next poll; ignoring takes it off.
    const ours = await machineWith(uniqueNumber("OWN"), "Volvo", "EC220");
    const linked = await call("FLEET_MANAGER", "POST", `/api/v1/telematics/machines/${waiting?.id}/link`, {
      equipmentId: ours,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.machine).toMatchObject({ status: "LINKED", equipmentId: ours });
    aemp.setFleet("paged", [
      {
        format: "json",
        machines: [{ make: "Volvo", model: "EC220", serial: unknown, hours: { value: 110, at: ago(1) } }],
      },
    ]);
    await pollConnection(t.db, connection.id, deps);
    expect(await hoursOf(ours)).toBe(110);
    const ignoredOne = await call(
      "FLEET_MANAGER",
      "POST",
      `/api/v1/telematics/machines/${waiting?.id}/ignore`,
    );
    expect(ignoredOne.json().data.machine.status).toBe("IGNORED");
    const notOurs = await call("FLEET_MANAGER", "POST", `/api/v1/telematics/machines/${waiting?.id}/link`, {
      equipmentId: "00000000-0000-4000-8000-000000000000",
    });
    expect(notOurs.statusCode).toBe(404);
  });

  it("hours from the feed move a meter-based maintenance plan to due", async () => {
    const plans = await createPlanOrganization(t.app, "Telematics plans");
    const machine = await plans.machine(100);
    const serial = uniqueNumber("PLN");
    await t.db.query("UPDATE equipment SET serial_number = $2 WHERE id = $1", [machine, serial]);
    await t.db.query("UPDATE meters SET current_at = now() - interval '10 days' WHERE equipment_id = $1", [
      machine,
    ]);
    const plan = await plans.addPlan(machine, { intervalHours: 250, lastServiceHours: 0 });
    expect(plan).toMatchObject({ dueState: "OK", nextDueHours: 250 });
    aemp.setFleet("plans", [
      {
        format: "xml",
        machines: [{ make: "Testmake", model: "X", serial, hours: { value: 260, at: ago(1) } }],
      },
    ]);
    const created = await plans.call("FLEET_MANAGER", "POST", "/api/v1/telematics/connections", {
      name: "Plans feed",
      baseUrl: aemp.fleetUrl("basic", "plans"),
      authKind: "BASIC",
      username: BASIC_USER,
      password: BASIC_PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await pollConnection(t.db, created.json().data.connection.id, deps)).toMatchObject({
      status: "OK",
      summary: { accepted: 1 },
    });
    const listed = await plans.call("SHOP_FOREMAN", "GET", plansUrl(machine));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json().data)).toContain('"dueState":"DUE"');
    // Another organization's connection is not found.
    const foreign = await call(
      "FLEET_MANAGER",
      "PATCH",
      `/api/v1/telematics/connections/${created.json().data.connection.id}`,
      {
        name: "Taken",
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("reads XML with OAuth 2, asking a new token when the provider refuses the old one", async () => {
    const serial = uniqueNumber("XML");
    const machine = await machineWith(serial, "Takeuchi", "TB260");
    aemp.setFleet("xml", [
      {
        format: "xml",
        machines: [{ make: "Takeuchi", model: "TB260", serial, hours: { value: 140, at: ago(3) } }],
      },
      {
        format: "xml",
        nameCase: "upper",
        machines: [
          { make: "Takeuchi", model: "TB290", serial: uniqueNumber("XUN"), hours: { value: 5, at: ago(3) } },
        ],
      },
    ]);
    const connection = await addConnection({
      name: "XML fleet",
      baseUrl: aemp.fleetUrl("oauth", "xml"),
      authKind: "OAUTH2",
      tokenUrl: aemp.tokenUrl,
      username: CLIENT_ID,
      password: CLIENT_SECRET,
    });
    expect(await pollConnection(t.db, connection.id, deps)).toMatchObject({
      status: "OK",
      summary: { pages: 2, matched: 1, unmatched: 1, accepted: 1 },
    });
    expect(await hoursOf(machine)).toBe(140);
    const issued = aemp.tokensIssued();
    aemp.expireTokens();
    aemp.setFleet("xml", [
      {
        format: "xml",
        machines: [{ make: "Takeuchi", model: "TB260", serial, hours: { value: 141, at: ago(2) } }],
      },
    ]);
    expect(await pollConnection(t.db, connection.id, deps)).toMatchObject({
      status: "OK",
      summary: { accepted: 1 },
    });
    expect(aemp.tokensIssued()).toBe(issued + 1);
    expect(await hoursOf(machine)).toBe(141);
  });

  it("waits out a 429's Retry-After and a 500, and stores a clear error when the provider keeps failing", async () => {
    const serial = uniqueNumber("RTE");
    const machine = await machineWith(serial);
    aemp.setFleet("limited", [
      {
        format: "json",
        machines: [{ make: "CAT", model: "320", serial, hours: { value: 150, at: ago(1) } }],
      },
    ]);
    const connection = await addConnection({
      name: "Rate limited",
      baseUrl: aemp.fleetUrl("open", "limited"),
      authKind: "BASIC",
      username: "any",
      password: "any",
    });
    const path = "/open/limited/1";
    aemp.queue(path, { status: 429, headers: { "retry-after": "1" } }, { status: 500 });
    const started = Date.now();
    expect(await pollConnection(t.db, connection.id, deps)).toMatchObject({ status: "OK" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const asked = aemp.requests.filter((r) => r.path === path);
    expect(asked.length).toBe(3);
    expect((asked[1]?.at ?? 0) - (asked[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(await hoursOf(machine)).toBe(150);

    aemp.queue(path, { status: 500 }, { status: 502 }, { status: 500 });
    expect(await pollConnection(t.db, connection.id, deps)).toMatchObject({ status: "FAILING" });
    const failing = await connectionOf(connection.id);
    expect(failing).toMatchObject({ status: "FAILING", lastError: expect.stringContaining("HTTP 500") });
    // The next poll backs off: not before the interval (30 minutes) after a first failure.
    expect(Date.parse(failing.nextPollAt as string) - Date.now()).toBeGreaterThan(29 * 60_000);

    aemp.queue(path, { status: 429, headers: { "retry-after": "3600" } });
    expect(await pollConnection(t.db, connection.id, deps)).toMatchObject({ status: "RATE_LIMITED" });
    const limited = await connectionOf(connection.id);
    expect(Date.parse(limited.nextPollAt as string) - Date.now()).toBeGreaterThan(3500_000);
  });

  it("fails the poll with a clear error on a malformed, non-AEMP or huge page", async () => {
    const connection = await addConnection({
      name: "Broken",
      baseUrl: aemp.fleetUrl("open", "broken"),
      authKind: "BASIC",
      username: "any",
      password: "any",
    });
    const path = "/open/broken/1";
    for (const [answer, text] of [
      [
        { status: 200, headers: { "content-type": "application/xml" }, body: "<Fleet><Equipment></Fleet>" },
        "not valid XML",
      ],
      [
        { status: 200, headers: { "content-type": "application/json" }, body: '{"Fleet": {"Equ' },
        "not valid JSON",
      ],
      [
        { status: 200, headers: { "content-type": "application/json" }, body: '{"weather": "sunny"}' },
        "Not an AEMP 2.0",
      ],
      [{ status: 200, body: "hello" }, "neither JSON nor XML"],
      [{ status: 200, body: `{"Fleet":{"Equipment":[${'{"x":1},'.repeat(10_001)}{}]}}` }, "at most 10000"],
      [{ status: 200, body: `{"x":"${"a".repeat(21 * 1024 * 1024)}"}` }, "larger than 20 MB"],
    ] as const) {
      aemp.queue(path, answer);
      const result = await pollConnection(t.db, connection.id, deps);
      expect(result, text).toMatchObject({ status: "FAILING", error: expect.stringContaining(text) });
      expect((await connectionOf(connection.id)).lastError, text).toContain(text);
    }
  });

  it("the schedule claims a due connection once, and 'Poll now' queues a poll", async () => {
    const connection = await addConnection({
      name: "Scheduled",
      baseUrl: aemp.fleetUrl("open", "scheduled"),
      authKind: "BASIC",
      username: "any",
      password: "any",
    });
    await t.db.query(
      "UPDATE telematics_connections SET next_poll_at = now() + interval '1 day' WHERE organization_id = $1",
      [org],
    );
    await t.db.query(
      "UPDATE telematics_connections SET next_poll_at = now() - interval '1 minute' WHERE id = $1",
      [connection.id],
    );
    const [first, second] = await Promise.all([schedulePolls(t.db), schedulePolls(t.db)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await schedulePolls(t.db)).toBe(0);
    // The claim queued a poll that the run's job workers carry out; it must end before the steps below, or its
    // ending (next poll scheduled, hold released) would overwrite what they set up.
    await expect
      .poll(async () => (await connectionOf(connection.id)).lastPollAt, { timeout: 20_000 })
      .toBeTruthy();
    // A poll under way holds it; one that started long ago (its server died) is taken as lost.
    await t.db.query(
      "UPDATE telematics_connections SET next_poll_at = now() - interval '1 minute', poll_started_at = now() WHERE id = $1",
      [connection.id],
    );
    expect(await schedulePolls(t.db)).toBe(0);
    await t.db.query(
      "UPDATE telematics_connections SET poll_started_at = now() - interval '20 minutes' WHERE id = $1",
      [connection.id],
    );
    expect(await schedulePolls(t.db)).toBe(1);
    await t.db.query("UPDATE telematics_connections SET poll_started_at = NULL WHERE id = $1", [
      connection.id,
    ]);
    const polled = await call(
      "FLEET_MANAGER",
      "POST",
      `/api/v1/telematics/connections/${connection.id}/poll`,
    );
    expect(polled.statusCode, polled.body).toBe(202);
    const denied = await call("SHOP_FOREMAN", "GET", "/api/v1/telematics/connections");
    expect(denied.statusCode).toBe(403);
  });
});
