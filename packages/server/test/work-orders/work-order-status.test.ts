import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  createOrder,
  insertMachine,
  OTHER_MECHANIC,
  organizationOf,
  startedOrder,
  userId,
} from "./fixtures.js";

describe(onEngine("work-order status changes"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let mechanic: string;
  let operator: string;
  const url = (id: string, action = "") => `/api/v1/work-orders/${id}${action ? `/${action}` : ""}`;
  const meters = async (id: string) =>
    t.db.one<{ hour_meter: number; mileage: number }>(
      "SELECT hour_meter, mileage FROM equipment WHERE id = $1",
      [id],
    );
  const historyOf = async (id: string) =>
    (await call("SHOP_FOREMAN", "GET", url(id))).json().data.workOrder.history as {
      fromStatus: string | null;
      toStatus: string;
      note: string | null;
      changedBy: { id: string; firstName: string; lastName: string } | null;
      createdAt: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    mechanic = await userId(t.app, "MECHANIC");
    operator = await userId(t.app, "OPERATOR");
  });
  afterAll(async () => {
    await t.close();
  });

  it("runs assign -> start -> complete through the API, writing who/from/to in the history", async () => {
    const machine = await insertMachine(t.db, org, { hourMeter: 1000, mileage: 500 });
    const order = await createOrder(call, { equipmentId: machine });
    const missing = await call("SHOP_FOREMAN", "PATCH", url(order.id, "assign"), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe("Please select a mechanic to assign this work order to.");

    const assigned = await call("SHOP_FOREMAN", "PATCH", url(order.id, "assign"), {
      assignedTo: mechanic,
      estimatedHours: 3.5,
      notes: "Bring the big jack",
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.workOrder).toMatchObject({
      status: "ASSIGNED",
      mechanicId: mechanic,
      assignedToId: mechanic,
      estimatedHours: 3.5,
    });

    const started = await call("MECHANIC", "PATCH", url(order.id, "start"), {
      hourMeterStart: "1010.5",
      mileageStart: "",
    });
    expect(started.statusCode, started.body).toBe(200);
    const startedWo = started.json().data.workOrder;
    expect(startedWo).toMatchObject({ status: "IN_PROGRESS", hourMeterStart: 1010.5, mileageStart: null });
    expect(Date.now() - Date.parse(startedWo.actualStart)).toBeLessThan(60_000);
    expect(await meters(machine)).toEqual({ hour_meter: 1010.5, mileage: 500 });

    const completed = await call("MECHANIC", "PATCH", url(order.id, "complete"), {
      completionNotes: "  Replaced the starter  ",
      actualHours: "2.75",
      hourMeterEnd: 1013.2,
      mileageEnd: 512.4,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const done = completed.json().data.workOrder;
    expect(done).toMatchObject({
      status: "COMPLETED",
      completionNotes: "Replaced the starter",
      actualHours: 2.75,
      hourMeterEnd: 1013.2,
      mileageEnd: 512.4,
      actualStart: startedWo.actualStart,
    });
    expect(Date.parse(done.actualEnd)).toBeGreaterThanOrEqual(Date.parse(done.actualStart));
    expect(done.equipment.hourMeter).toBe(1013.2);
    expect(await meters(machine)).toEqual({ hour_meter: 1013.2, mileage: 512.4 });

    const foreman = await userId(t.app, "SHOP_FOREMAN");
    const history = await historyOf(order.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy?.id])).toEqual([
      [null, "PENDING", foreman],
      ["PENDING", "ASSIGNED", foreman],
      ["ASSIGNED", "IN_PROGRESS", mechanic],
      ["IN_PROGRESS", "COMPLETED", mechanic],
    ]);
    expect(history[1]?.note).toBe("Assigned to Luis Ortega: Bring the big jack");
    expect(history[2]?.changedBy).toEqual({ id: mechanic, firstName: "Luis", lastName: "Ortega" });
    const times = history.map((h) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("moves the machine's hour meter and mileage forward only, never back", async () => {
    const machine = await insertMachine(t.db, org, { hourMeter: 2000, mileage: 800 });
    const order = await startedOrder(call, machine, mechanic, "MECHANIC");
    const response = await call("MECHANIC", "PATCH", url(order.id, "complete"), {
      hourMeterEnd: 1500,
      mileageEnd: 700,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.workOrder).toMatchObject({ hourMeterEnd: 1500, mileageEnd: 700 });
    expect(await meters(machine)).toEqual({ hour_meter: 2000, mileage: 800 });

    const viaPatch = await startedOrder(call, machine, mechanic, "MECHANIC");
    const patched = await call("MECHANIC", "PATCH", url(viaPatch.id), {
      status: "COMPLETED",
      hourMeterEnd: 2040.3,
      completionNotes: "Done through the status form",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.workOrder.actualEnd).not.toBeNull();
    expect(await meters(machine)).toEqual({ hour_meter: 2040.3, mileage: 800 });
  });

  it("Complete Work without hours records the time since Start Work; returnToService puts a machine back in use", async () => {
    const machine = await insertMachine(t.db, org, { status: "DOWN_FOR_REPAIR" });
    const statusOf = async () =>
      (await t.db.one<{ status: string }>("SELECT status FROM equipment WHERE id = $1", [machine]))?.status;
    const order = await startedOrder(call, machine, mechanic, "MECHANIC");
    await t.db.query("UPDATE work_orders SET actual_start = now() - interval '95 minutes' WHERE id = $1", [
      order.id,
    ]);
    const done = await call("MECHANIC", "PATCH", url(order.id, "complete"), { returnToService: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.workOrder.actualHours).toBe(1.5);
    expect(done.json().data.workOrder.equipment.status).toBe("OPERATIONAL");
    expect((await historyOf(order.id)).at(-1)?.note).toBe("Work completed; machine returned to service");

    await t.db.query("UPDATE equipment SET status = 'DOWN_FOR_REPAIR' WHERE id = $1", [machine]);
    const kept = await startedOrder(call, machine, mechanic, "MECHANIC");
    const given = await call("MECHANIC", "PATCH", url(kept.id, "complete"), { actualHours: 4 });
    expect(given.json().data.workOrder.actualHours).toBe(4);
    expect(await statusOf()).toBe("DOWN_FOR_REPAIR");

    await t.db.query("UPDATE equipment SET status = 'OUT_OF_SERVICE' WHERE id = $1", [machine]);
    const retired = await startedOrder(call, machine, mechanic, "MECHANIC");
    await call("MECHANIC", "PATCH", url(retired.id, "complete"), { returnToService: true });
    expect(await statusOf()).toBe("OUT_OF_SERVICE");
    expect((await historyOf(retired.id)).at(-1)?.note).toBe("Work completed");
  });

  it("a status move's note goes to its history line, leaving the work order's own notes alone", async () => {
    const machine = await insertMachine(t.db, org);
    const order = await startedOrder(call, machine, mechanic, "MECHANIC");
    const held = await call("MECHANIC", "PATCH", url(order.id), {
      status: "ON_HOLD",
      statusNote: "  Waiting on a hydraulic hose  ",
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.workOrder).toMatchObject({ status: "ON_HOLD", notes: order.notes ?? null });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "IN_PROGRESS",
      toStatus: "ON_HOLD",
      note: "Waiting on a hydraulic hose",
    });
  });

  it("Start Work only from ASSIGNED: 'This work order is not in the assigned status.'", async () => {
    const machine = await insertMachine(t.db, org);
    const pending = await createOrder(call, { equipmentId: machine });
    const response = await call("SHOP_FOREMAN", "PATCH", url(pending.id, "start"), {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: "NOT_ASSIGNED_STATUS",
      error: "This work order is not in the assigned status.",
    });
    const viaStatus = await call("SHOP_FOREMAN", "PATCH", url(pending.id), { status: "IN_PROGRESS" });
    expect(viaStatus.statusCode).toBe(409);
    expect(viaStatus.json().code).toBe("NOT_ASSIGNED_STATUS");
    const running = await startedOrder(call, machine, mechanic, "MECHANIC");
    const again = await call("MECHANIC", "PATCH", url(running.id, "start"), {});
    expect(again.json()).toMatchObject({
      code: "NOT_ASSIGNED_STATUS",
      error: "This work order is not in the assigned status.",
    });
    const early = await call(
      "MECHANIC",
      "PATCH",
      url((await createOrder(call, { equipmentId: machine, mechanicId: mechanic })).id, "complete"),
      {},
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "INVALID_STATUS_TRANSITION",
      error: "Only a work order in progress can be completed.",
    });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM work_order_history WHERE work_order_id = $1", [
        pending.id,
      ]),
    ).toBe(1);
  });

  it("start and complete are for the assigned mechanic or a shop foreman only", async () => {
    const machine = await insertMachine(t.db, org);
    const order = await createOrder(call, {
      equipmentId: machine,
      mechanicId: mechanic,
      equipmentOperatorId: operator,
    });
    expect((await call(OTHER_MECHANIC, "PATCH", url(order.id, "start"), {})).statusCode).toBe(404);
    const byOperator = await call("OPERATOR", "PATCH", url(order.id, "start"), {});
    expect(byOperator.statusCode).toBe(403);
    expect(byOperator.json().code).toBe("INSUFFICIENT_PERMISSIONS");
    expect((await call("FLEET_MANAGER", "PATCH", url(order.id, "start"), {})).statusCode).toBe(403);
    expect((await call("SHOP_FOREMAN", "PATCH", url(order.id, "start"), {})).statusCode).toBe(200);
  });

  it("an operator cannot cancel: 403 on /cancel, 409 INVALID_STATUS_TRANSITION through PATCH", async () => {
    const machine = await insertMachine(t.db, org);
    const order = await createOrder(call, {
      equipmentId: machine,
      mechanicId: mechanic,
      equipmentOperatorId: operator,
    });
    const cancel = await call("OPERATOR", "PATCH", url(order.id, "cancel"), { reason: "Not needed" });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().code).toBe("INSUFFICIENT_PERMISSIONS");
    const patch = await call("OPERATOR", "PATCH", url(order.id), { status: "CANCELLED" });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({
      success: false,
      code: "INVALID_STATUS_TRANSITION",
      error: "Your role cannot move a work order from assigned to cancelled.",
    });
    const work = await call("OPERATOR", "PATCH", url(order.id), {
      status: "IN_PROGRESS",
      notes: "Started on site",
    });
    expect(work.statusCode, work.body).toBe(200);
    expect(work.json().data.workOrder).toMatchObject({ status: "IN_PROGRESS", notes: "Started on site" });
    expect(work.json().data.workOrder.actualStart).not.toBeNull();
    const hold = await call("OPERATOR", "PATCH", url(order.id), { status: "ON_HOLD" });
    expect(hold.statusCode).toBe(409);
    const same = await call("OPERATOR", "PATCH", url(order.id), { status: "IN_PROGRESS" });
    expect(same.json()).toMatchObject({
      code: "INVALID_STATUS_TRANSITION",
      error: "The work order is already in progress.",
    });
    expect((await historyOf(order.id)).map((h) => h.toStatus)).toEqual(["ASSIGNED", "IN_PROGRESS"]);
  });

  it("cancels with a reason kept in the history; COMPLETED and CANCELLED reopen only by a shop foreman", async () => {
    const machine = await insertMachine(t.db, org);
    const order = await createOrder(call, { equipmentId: machine });
    const noReason = await call("SHOP_FOREMAN", "PATCH", url(order.id, "cancel"), { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe("A reason is required to cancel a work order");
    const cancelled = await call("FLEET_MANAGER", "PATCH", url(order.id, "cancel"), {
      reason: "Duplicate request",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.workOrder.status).toBe("CANCELLED");
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "CANCELLED",
      note: "Duplicate request",
    });
    const again = await call("SHOP_FOREMAN", "PATCH", url(order.id, "cancel"), { reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect((await call("FLEET_MANAGER", "PATCH", url(order.id), { status: "PENDING" })).statusCode).toBe(409);
    const reopened = await call("SHOP_FOREMAN", "PATCH", url(order.id), { status: "PENDING" });
    expect(reopened.statusCode).toBe(200);

    const done = await startedOrder(call, machine, mechanic, "MECHANIC");
    await call("MECHANIC", "PATCH", url(done.id, "complete"), {});
    const back = await call("SHOP_FOREMAN", "PATCH", url(done.id), { status: "ASSIGNED" });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.workOrder).toMatchObject({
      status: "ASSIGNED",
      actualStart: null,
      actualEnd: null,
    });
  });

  it("field edits need workOrders.edit, except what a mechanic or operator records while working", async () => {
    const machine = await insertMachine(t.db, org);
    const order = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const title = await call("MECHANIC", "PATCH", url(order.id), { title: "Renamed", notes: "ok" });
    expect(title.statusCode).toBe(403);
    expect(title.json()).toMatchObject({
      code: "INSUFFICIENT_PERMISSIONS",
      details: [{ path: "title", message: "You do not have permission to change this field." }],
    });
    const notes = await call("MECHANIC", "PATCH", url(order.id), {
      notes: "Parts ordered",
      completionNotes: "Halfway",
      actualHours: 1.5,
      hourMeterStart: 150,
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().data.workOrder).toMatchObject({
      notes: "Parts ordered",
      actualHours: 1.5,
      status: "ASSIGNED",
    });
    for (const role of ["VIEWER", "FIELD_SUPERVISOR", "INSPECTOR"]) {
      expect((await call(role, "PATCH", url(order.id), { notes: "x" })).statusCode, role).toBe(403);
    }
    const edited = await call("FLEET_MANAGER", "PATCH", url(order.id), {
      title: "  Renamed by the manager ",
      priority: "CRITICAL",
      isEmergency: true,
      dueDate: "2030-01-01T00:00:00.000Z",
      jobSite: "",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.workOrder).toMatchObject({
      title: "Renamed by the manager",
      priority: "CRITICAL",
      isEmergency: true,
      dueDate: "2030-01-01T00:00:00.000Z",
      jobSite: null,
    });
    const empty = await call("SHOP_FOREMAN", "PATCH", url(order.id), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Nothing to update");
  });

  it("a mechanic named on a PENDING order through PATCH assigns it; the schedule must end after it starts", async () => {
    const machine = await insertMachine(t.db, org);
    const order = await createOrder(call, { equipmentId: machine, scheduledStart: "2030-05-01T08:00:00Z" });
    const early = await call("SHOP_FOREMAN", "PATCH", url(order.id), {
      scheduledEnd: "2030-05-01T07:00:00Z",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      error: "End date must be after start date",
    });
    const nobody = await call("SHOP_FOREMAN", "PATCH", url(order.id), { status: "ASSIGNED" });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe("Please select a mechanic to assign this work order to.");
    const wrongRole = await call("SHOP_FOREMAN", "PATCH", url(order.id), { mechanicId: operator });
    expect(wrongRole.json().code).toBe("INVALID_MECHANIC");
    const assigned = await call("SHOP_FOREMAN", "PATCH", url(order.id), {
      mechanicId: mechanic,
      assignedToId: mechanic,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.workOrder.status).toBe("ASSIGNED");
    expect((await historyOf(order.id)).map((h) => h.toStatus)).toEqual(["PENDING", "ASSIGNED"]);
    const reassigned = await call("SHOP_FOREMAN", "PATCH", url(order.id, "assign"), {
      assignedTo: await userId(t.app, OTHER_MECHANIC),
    });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json().data.workOrder).toMatchObject({
      status: "ASSIGNED",
      mechanic: { firstName: "Derek" },
    });
    expect(await historyOf(order.id)).toHaveLength(2);
    const cleared = await call("SHOP_FOREMAN", "PATCH", url(order.id), {
      mechanicId: null,
      assignedToId: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error).toBe("Please select a mechanic to assign this work order to.");
    const byMechanic = await call("MECHANIC", "PATCH", url(order.id, "assign"), { assignedTo: mechanic });
    expect(byMechanic.statusCode).toBe(403);
    const operatorAsMechanic = await call("SHOP_FOREMAN", "PATCH", url(order.id, "assign"), {
      assignedTo: operator,
    });
    expect(operatorAsMechanic.statusCode).toBe(400);
    expect(operatorAsMechanic.json().code).toBe("INVALID_MECHANIC");
  });
});
