import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  count,
  createOrder,
  insertMachine,
  NORTHWIND_MANAGER,
  organizationOf,
  userId,
} from "./fixtures.js";

describe(onEngine("PATCH /api/v1/work-orders/bulk/status"), () => {
  let t: TestApp;
  let call: Call;
  let machine: string;
  let mechanic: string;
  const bulk = (updates: unknown[], who = "SHOP_FOREMAN") =>
    call(who, "PATCH", "/api/v1/work-orders/bulk/status", { updates });
  const snapshot = async (ids: string[]) => ({
    rows: await t.db.query<{ id: string; status: string; updated_at: Date }>(
      "SELECT id, status, updated_at FROM work_orders WHERE id = ANY($1::uuid[]) ORDER BY id",
      [ids],
    ),
    history: await count(
      t.db,
      "SELECT count(*) AS n FROM work_order_history WHERE work_order_id = ANY($1::uuid[])",
      [ids],
    ),
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    machine = await insertMachine(t.db, await organizationOf(t.app));
    mechanic = await userId(t.app, "MECHANIC");
  });
  afterAll(async () => {
    await t.close();
  });

  it("applies every move in one go, each with its history line and note", async () => {
    const pending = await createOrder(call, { equipmentId: machine });
    const assigned = await createOrder(call, { equipmentId: machine, mechanicId: mechanic });
    const response = await bulk([
      { id: pending.id, status: "CANCELLED", note: "Season over" },
      { id: assigned.id, status: "IN_PROGRESS" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Work orders updated");
    expect(body.data.updated.map((wo: { id: string; status: string }) => [wo.id, wo.status])).toEqual([
      [pending.id, "CANCELLED"],
      [assigned.id, "IN_PROGRESS"],
    ]);
    expect(body.data.updated[1].actualStart).not.toBeNull();
    const lines = await t.db.query<{
      work_order_id: string;
      from_status: string;
      to_status: string;
      note: string | null;
    }>(
      `SELECT work_order_id, from_status, to_status, note FROM work_order_history
       WHERE work_order_id = ANY($1::uuid[]) AND from_status IS NOT NULL ORDER BY to_status`,
      [[pending.id, assigned.id]],
    );
    expect(lines).toEqual([
      { work_order_id: pending.id, from_status: "PENDING", to_status: "CANCELLED", note: "Season over" },
      { work_order_id: assigned.id, from_status: "ASSIGNED", to_status: "IN_PROGRESS", note: null },
    ]);
  });

  it("changes nothing when one move is refused (409, each refusal in details)", async () => {
    const a = await createOrder(call, { equipmentId: machine });
    const b = await createOrder(call, { equipmentId: machine });
    const c = await createOrder(call, { equipmentId: machine });
    const before = await snapshot([a.id, b.id, c.id]);
    const response = await bulk([
      { id: a.id, status: "CANCELLED" },
      { id: b.id, status: "COMPLETED" },
      { id: c.id, status: "ASSIGNED" },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: "INVALID_STATUS_TRANSITION",
      error: "Some status changes are not allowed; nothing was changed",
      details: [
        { path: "updates.1.status", message: `${b.id}: A work order cannot move from pending to completed.` },
        {
          path: "updates.2.status",
          message: `${c.id}: Please select a mechanic to assign this work order to.`,
        },
      ],
    });
    expect(await snapshot([a.id, b.id, c.id])).toEqual(before);
  });

  it("changes nothing when one id is missing or another organization's (404, each id in details)", async () => {
    const a = await createOrder(call, { equipmentId: machine });
    const foreign = await t.db.one<{ id: string }>(
      "SELECT id FROM work_orders WHERE organization_id = $1 LIMIT 1",
      [await organizationOf(t.app, NORTHWIND_MANAGER)],
    );
    const unknown = randomUUID();
    const before = await snapshot([a.id, foreign?.id as string]);
    const response = await bulk([
      { id: a.id, status: "CANCELLED" },
      { id: foreign?.id, status: "CANCELLED" },
      { id: unknown, status: "CANCELLED" },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "NOT_FOUND",
      error: "Some work orders were not found; nothing was changed",
    });
    expect(response.json().details).toEqual([
      { path: "updates.1.id", message: `Work order ${foreign?.id} was not found` },
      { path: "updates.2.id", message: `Work order ${unknown} was not found` },
    ]);
    expect(await snapshot([a.id, foreign?.id as string])).toEqual(before);
  });

  it("is for managers, and checks its body", async () => {
    const a = await createOrder(call, { equipmentId: machine });
    for (const role of ["MECHANIC", "OPERATOR", "FIELD_SUPERVISOR", "VIEWER"]) {
      expect((await bulk([{ id: a.id, status: "CANCELLED" }], role)).statusCode, role).toBe(403);
    }
    const cases: [unknown[], string][] = [
      [[], "At least one update is required"],
      [
        [
          { id: a.id, status: "CANCELLED" },
          { id: a.id, status: "ASSIGNED" },
        ],
        "Each work order may appear once",
      ],
      [[{ id: a.id, status: "DONE" }], "Invalid status"],
      [[{ id: "x", status: "CANCELLED" }], "Invalid work order id"],
    ];
    for (const [updates, message] of cases) {
      const response = await bulk(updates);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const reply = await bulk([{ id: a.id, status: "CANCELLED" }], "FLEET_MANAGER");
    expect(reply.statusCode).toBe(200);
  });
});
