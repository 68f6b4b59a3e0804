import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  insertMachine,
  organizationOf,
  startedOrder,
  userId,
} from "./fixtures.js";

describe(onEngine("work-order statusNote and returnToService, bad input"), () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a note over 500 characters or a returnToService that is not a boolean is a 400 that changes nothing", async () => {
    const machine = await insertMachine(t.db, await organizationOf(t.app), { status: "DOWN_FOR_REPAIR" });
    const order = await startedOrder(call, machine, await userId(t.app, "MECHANIC"), "MECHANIC");
    const history = () =>
      count(t.db, "SELECT count(*) AS n FROM work_order_history WHERE work_order_id = $1", [order.id]);
    const before = await history();

    const longNote = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${order.id}`, {
      status: "ON_HOLD",
      statusNote: "x".repeat(501),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      error: "Note must be 500 characters or less",
    });

    const notBoolean = await call("MECHANIC", "PATCH", `/api/v1/work-orders/${order.id}/complete`, {
      returnToService: "yes",
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().code).toBe("VALIDATION_ERROR");

    const state = await t.db.one<{ status: string; machine: string }>(
      `SELECT wo.status, e.status AS machine FROM work_orders wo JOIN equipment e ON e.id = wo.equipment_id
       WHERE wo.id = $1`,
      [order.id],
    );
    expect(state).toEqual({ status: "IN_PROGRESS", machine: "DOWN_FOR_REPAIR" });
    expect(await history()).toBe(before);
  });
});
