import type { Role } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOBS } from "../../src/jobs/job-names.js";
import { deliverEvent } from "../../src/modules/notifications/delivery-service.js";
import {
  recordDueMaintenance,
  recordMissedInspections,
} from "../../src/modules/notifications/notification-service.js";
import { eventually } from "../support/live-stream.js";
import {
  type NotificationJson,
  notificationsAbout as notificationsOf,
  told as toldOf,
} from "../support/notifications-inbox.js";
import { EVERY_ROLE } from "../support/role-matrix.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  CREW_OPERATOR,
  count,
  createOrder,
  insertMachine,
  NORTHWIND_MECHANIC,
  OTHER_MECHANIC,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

describe(onEngine("events and notifications"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let mechanic: string;
  let machine: string;
  let operatorMachine: string;

  const notificationsAbout = (who: Role | string, subjectId: string) => notificationsOf(call, who, subjectId);
  const told = (who: Role | string, subjectId: string, kind: string) => toldOf(call, who, subjectId, kind);
  const eventsOf = (subjectId: string) =>
    t.db.query<{ id: number; kind: string }>(
      "SELECT id, kind FROM events WHERE subject_id = $1 ORDER BY id",
      [subjectId],
    );
  const setSwitch = (who: Role | string, kind: string, enabled: boolean, quietHours?: object) =>
    call(who, "PUT", "/api/v1/notifications/preferences", {
      preferences: [{ kind, channels: { IN_APP: enabled } }],
      quietHours: quietHours ?? { start: null, end: null, timeZone: "UTC", criticalPasses: true },
    });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    mechanic = await userId(t.app, "MECHANIC");
    machine = await insertMachine(t.db, org, { name: "Notification loader" });
    operatorMachine = await insertMachine(t.db, org, { name: "Notification dozer" });
    await assignMachine(t.db, org, operatorMachine, await userId(t.app, "OPERATOR"));
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a foreman's assignment is one event written with the change, and tells the mechanic (not the foreman)", async () => {
    const order = await createOrder(call, { equipmentId: machine });
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(["WORK_ORDER_CREATED"]);
    const assigned = await call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${order.id}/assign`, {
      assignedTo: mechanic,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual([
      "WORK_ORDER_CREATED",
      "WORK_ORDER_ASSIGNED",
    ]);
    const list = await told("MECHANIC", order.id, "WORK_ORDER_ASSIGNED");
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: "Work order assigned to you",
      body: expect.stringContaining("Notification loader"),
      link: `/work-orders?open=${order.id}`,
      readAt: null,
    });
    expect(await notificationsAbout("SHOP_FOREMAN", order.id)).toEqual([]);

    // Reassigned: the new mechanic is told, and the one it was taken from.
    const other = await userId(t.app, OTHER_MECHANIC);
    const moved = await call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${order.id}/assign`, {
      assignedTo: other,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await told(OTHER_MECHANIC, order.id, "WORK_ORDER_ASSIGNED");
    const before = await eventually(
      () => notificationsAbout("MECHANIC", order.id),
      (found) => found.length === 2,
    );
    expect(before.map((n) => n.title)).toContain("Work order reassigned to someone else");
  });

  it("a refused change records no event and tells nobody", async () => {
    const order = await createOrder(call, { equipmentId: machine });
    const refused = await call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${order.id}/start`, {});
    expect(refused.statusCode).toBe(409);
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(["WORK_ORDER_CREATED"]);
  });

  it("an escalation tells the foremen; a critical one the foremen and fleet managers; completion the operator", async () => {
    const escalate = (severity: string) =>
      call("OPERATOR", "POST", "/api/v1/work-orders/escalate", {
        equipmentId: operatorMachine,
        issueType: "BREAKDOWN",
        severity,
        title: `Hydraulic leak ${severity}`,
        description: "Leaking at the boom cylinder.",
      });
    const plain = (await escalate("LOW")).json().data.workOrder.id as string;
    const critical = (await escalate("CRITICAL")).json().data.workOrder.id as string;
    const [first] = await told("SHOP_FOREMAN", plain, "ESCALATION_REPORTED");
    expect(first?.title).toMatch(/^Issue reported on /);
    const [alarm] = await told("SHOP_FOREMAN", critical, "CRITICAL_BREAKDOWN");
    expect(alarm?.critical).toBe(true);
    await told("FLEET_MANAGER", critical, "CRITICAL_BREAKDOWN");
    expect(await notificationsAbout("FLEET_MANAGER", plain)).toEqual([]);

    // The foreman assigns, the mechanic starts and completes: the machine's operator hears it is done.
    await call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${plain}/assign`, { assignedTo: mechanic });
    expect((await call("MECHANIC", "PATCH", `/api/v1/work-orders/${plain}/start`, {})).statusCode).toBe(200);
    const done = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${plain}/complete`, {
      completionNotes: "Hose replaced",
    });
    expect(done.statusCode, done.body).toBe(200);
    const [completed] = await told("OPERATOR", plain, "WORK_ORDER_COMPLETED");
    expect(completed?.title).toBe("Work completed");
  });

  it("delivery is once per event and person, however often the job runs", async () => {
    const order = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const [event] = (await eventsOf(order.id)).filter((e) => e.kind === "WORK_ORDER_ASSIGNED");
    if (!event) throw new Error("no event");
    await deliverEvent(t.db, event.id);
    await deliverEvent(t.db, event.id);
    await told("MECHANIC", order.id, "WORK_ORDER_ASSIGNED");
    expect(await count(t.db, "SELECT count(*) AS n FROM notifications WHERE event_id = $1", [event.id])).toBe(
      1,
    );
  });

  it("a person's switch off: not told on that channel; the default again when switched on", async () => {
    expect((await setSwitch(OTHER_MECHANIC, "WORK_ORDER_ASSIGNED", false)).statusCode).toBe(200);
    const other = await userId(t.app, OTHER_MECHANIC);
    const muted = await createOrder(call, { equipmentId: machine, mechanicId: other });
    const [event] = (await eventsOf(muted.id)).filter((e) => e.kind === "WORK_ORDER_ASSIGNED");
    if (!event) throw new Error("no event");
    await deliverEvent(t.db, event.id);
    expect(await notificationsAbout(OTHER_MECHANIC, muted.id)).toEqual([]);
    const preferences = (await call(OTHER_MECHANIC, "GET", "/api/v1/notifications/preferences")).json().data;
    expect(preferences.availableChannels).toEqual(["IN_APP", "PUSH"]);
    expect(preferences.preferences.map((p: { kind: string }) => p.kind)).toEqual([
      "WORK_ORDER_ASSIGNED",
      "WORK_ORDER_STATUS_CHANGED",
      "CRITICAL_BREAKDOWN",
    ]);
    expect(preferences.preferences[0].channels).toEqual({ IN_APP: false, PUSH: true, EMAIL: false });
    expect((await setSwitch(OTHER_MECHANIC, "WORK_ORDER_ASSIGNED", true)).statusCode).toBe(200);
  });

  it("quiet hours hold a notification until they end; a critical one passes if the person allows it", async () => {
    const now = new Date();
    const hhmm = (date: Date) => date.toISOString().slice(11, 16);
    const quiet = {
      start: hhmm(new Date(now.getTime() - 3_600_000)),
      end: hhmm(new Date(now.getTime() + 3_600_000)),
      timeZone: "UTC",
      criticalPasses: true,
    };
    expect((await setSwitch("FLEET_MANAGER", "CRITICAL_BREAKDOWN", true, quiet)).statusCode).toBe(200);
    const order = await createOrder(call, {
      equipmentId: machine,
      mechanicId: mechanic,
      workOrderType: "BREAKDOWN",
      isEmergency: true,
    });
    const [event] = await eventsOf(order.id);
    expect(event?.kind).toBe("CRITICAL_BREAKDOWN");
    await deliverEvent(t.db, event?.id ?? 0);
    expect((await notificationsAbout("FLEET_MANAGER", order.id)).map((n) => n.kind)).toEqual([
      "CRITICAL_BREAKDOWN",
    ]);

    const held = { ...quiet, criticalPasses: false };
    expect((await setSwitch("FLEET_MANAGER", "CRITICAL_BREAKDOWN", true, held)).statusCode).toBe(200);
    const later = await createOrder(call, {
      equipmentId: machine,
      workOrderType: "BREAKDOWN",
      isEmergency: true,
    });
    const [second] = await eventsOf(later.id);
    await deliverEvent(t.db, second?.id ?? 0);
    expect(await notificationsAbout("FLEET_MANAGER", later.id)).toEqual([]);
    // A job waits for the end of the quiet hours, for this person only (the queue's own delivery of the
    // event may have sent one too: a held job delivers once, however many there are).
    const manager = await userId(t.app, "FLEET_MANAGER");
    const waiting = await t.db.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = $1 AND data->>'userId' = $2 AND (data->>'eventId')::bigint = $3`,
      [JOBS.deliverHeld, manager, second?.id],
    );
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    for (const job of waiting) {
      const wait = new Date(job.start_after).getTime() - now.getTime();
      expect(wait).toBeGreaterThan(59 * 60_000);
      expect(wait).toBeLessThanOrEqual(61 * 60_000);
    }
    // When it runs (its time come), the person is told once.
    await deliverEvent(t.db, second?.id ?? 0, {
      onlyUserId: manager,
      now: new Date(now.getTime() + 2 * 3_600_000),
    });
    expect((await notificationsAbout("FLEET_MANAGER", later.id)).map((n) => n.kind)).toEqual([
      "CRITICAL_BREAKDOWN",
    ]);
    await setSwitch("FLEET_MANAGER", "CRITICAL_BREAKDOWN", true);
  });

  it("mark read, mark all read; another person's or organization's notification is 404", async () => {
    const order = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const [mine] = await told("MECHANIC", order.id, "WORK_ORDER_ASSIGNED");
    if (!mine) throw new Error("not told");
    expect((await call(OTHER_MECHANIC, "POST", `/api/v1/notifications/${mine.id}/read`)).statusCode).toBe(
      404,
    );
    const foreign = await call(NORTHWIND_MECHANIC, "POST", `/api/v1/notifications/${mine.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      success: false,
      code: "NOT_FOUND",
      error: "Notification not found",
    });
    expect((await call("MECHANIC", "POST", "/api/v1/notifications/not-a-uuid/read")).statusCode).toBe(400);
    const read = await call("MECHANIC", "POST", `/api/v1/notifications/${mine.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.notification.readAt).not.toBeNull();
    const unreadOnly = await call("MECHANIC", "GET", "/api/v1/notifications?unread=true&limit=100");
    expect(unreadOnly.json().data.notifications.some((n: NotificationJson) => n.id === mine.id)).toBe(false);
    const all = await call("MECHANIC", "POST", "/api/v1/notifications/read-all");
    expect(all.statusCode).toBe(200);
    expect(all.json().data.unread).toBe(0);
    expect((await call("MECHANIC", "GET", "/api/v1/notifications/unread-count")).json().data).toEqual({
      unread: 0,
    });
  });

  it("refuses bad settings with a code and a message", async () => {
    const bad = await call("MECHANIC", "PUT", "/api/v1/notifications/preferences", {
      preferences: [],
      quietHours: { start: "25:00", end: null, timeZone: "Mars/Olympus", criticalPasses: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_ERROR");
    const notMine = await setSwitch("MECHANIC", "USER_ADDED", true);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().details).toEqual([
      { path: "preferences.0.kind", message: "You are not told of this kind of event" },
    ]);
    const page = await call("MECHANIC", "GET", "/api/v1/notifications?limit=101");
    expect(page.statusCode).toBe(400);
  });

  it("a missed daily inspection is recorded once and tells the field supervisors", async () => {
    const crew = await userId(t.app, CREW_OPERATOR);
    const inspection = await t.db.one<{ id: string }>(
      `INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type, equipment_id,
                                assigned_to_id, equipment_operator_id, inspection_date)
       VALUES ($1, 'Daily inspection', 'Checklist', 'ASSIGNED', 'MEDIUM', 'INSPECTION', $2, $3, $3, current_date - 1)
       RETURNING id`,
      [org, machine, crew],
    );
    const id = inspection?.id ?? "";
    // Its 'created' line, as every work order has (the seed test checks the organization's histories).
    await t.db.query(
      `INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id)
       VALUES ($1, $2, NULL, 'ASSIGNED', $3)`,
      [org, id, crew],
    );
    expect(await recordMissedInspections(t.db)).toBeGreaterThanOrEqual(1);
    expect(await recordMissedInspections(t.db)).toBe(0);
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["INSPECTION_MISSED"]);
    const [missed] = await told("FIELD_SUPERVISOR", id, "INSPECTION_MISSED");
    expect(missed?.title).toMatch(/^Daily inspection of .* missed$/);
  });

  it("maintenance falling due is recorded once per machine and date, and tells the foremen", async () => {
    const due = await insertMachine(t.db, org, { name: "Due compactor" });
    await t.db.query("UPDATE equipment SET next_maintenance_due = current_date + 2 WHERE id = $1", [due]);
    expect(await recordDueMaintenance(t.db)).toBeGreaterThanOrEqual(1);
    expect(await recordDueMaintenance(t.db)).toBe(0);
    expect((await eventsOf(due)).map((e) => e.kind)).toEqual(["MAINTENANCE_DUE"]);
    const [note] = await told("SHOP_FOREMAN", due, "MAINTENANCE_DUE");
    expect(note).toMatchObject({
      link: `/equipment/${due}`,
      body: expect.stringContaining("Due compactor, due "),
    });
  });

  it("a maintenance plan coming due by its hour meter is told once per interval, again after a service", async () => {
    const loader = await insertMachine(t.db, org, { name: "Metered loader" });
    await t.db.query("UPDATE equipment SET hour_meter = 495 WHERE id = $1", [loader]);
    const [plan] = await t.db.query<{ id: string }>(
      `INSERT INTO maintenance_plans (organization_id, equipment_id, title, interval_hours, margin_hours,
                                      last_service_hours, last_service_date)
       VALUES ($1, $2, '500-hour service', 500, 10, 0, current_date) RETURNING id`,
      [org, loader],
    );
    expect(await recordDueMaintenance(t.db)).toBeGreaterThanOrEqual(1);
    expect(await recordDueMaintenance(t.db)).toBe(0);
    const [note] = await told("SHOP_FOREMAN", loader, "MAINTENANCE_DUE");
    expect(note).toMatchObject({
      title: expect.stringContaining("Maintenance due"),
      body: expect.stringContaining("Metered loader · 500-hour service, due at 500.0 h"),
      link: `/equipment/${loader}`,
    });
    // Serviced at 500 h: the next interval (due at 1,000 h) is not due yet, then is, and is told once more.
    await t.db.query("UPDATE maintenance_plans SET last_service_hours = 500 WHERE id = $1", [plan?.id]);
    expect(await recordDueMaintenance(t.db)).toBe(0);
    await t.db.query("UPDATE equipment SET hour_meter = 1001 WHERE id = $1", [loader]);
    expect(await recordDueMaintenance(t.db)).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(loader)).map((e) => e.kind)).toEqual(["MAINTENANCE_DUE", "MAINTENANCE_DUE"]);
  });

  it("adding and deactivating a person tells the other managers", async () => {
    const email = `notified.${Date.now()}@summitridge.example`;
    const added = await call("FLEET_MANAGER", "POST", "/api/v1/users", {
      email,
      firstName: "Nora",
      lastName: "Told",
      role: "OPERATOR",
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.user.id as string;
    const [note] = await told("SUPER_ADMIN", id, "USER_ADDED");
    expect(note).toMatchObject({ title: "Nora Told was added to the team", link: "/users" });
    expect(await notificationsAbout("FLEET_MANAGER", id)).toEqual([]);
    await call("FLEET_MANAGER", "PATCH", `/api/v1/users/${id}`, { status: "INACTIVE" });
    await told("SUPER_ADMIN", id, "USER_DEACTIVATED");
  });

  it.each(EVERY_ROLE)(
    "%s reads its own notifications, count and settings (notifications.view)",
    async (role) => {
      for (const url of [
        "/api/v1/notifications",
        "/api/v1/notifications/unread-count",
        "/api/v1/notifications/preferences",
      ]) {
        const response = await call(role, "GET", url);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      }
      expect((await call(role, "POST", "/api/v1/notifications/read-all")).statusCode).toBe(200);
    },
  );

  it("answers 401 without a token", async () => {
    for (const url of ["/api/v1/notifications", "/api/v1/live"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("AUTH_REQUIRED");
    }
  });
});
