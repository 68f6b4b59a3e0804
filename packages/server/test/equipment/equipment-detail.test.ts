import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { type ApiClient, apiClient, OTHER_ORG_MANAGER, organizationOf } from "./fixtures.js";

describe(onEngine("GET /api/v1/equipment/{id}"), () => {
  let t: TestApp;
  let api: ApiClient;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    organizationId = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A seeded machine with an ACTIVE assignment and more than 5 work orders. */
  const busyMachine = async (operator: { is?: string; isNot?: string } = {}) => {
    const row = await t.db.one<{ id: string; operator_id: string; assignment_id: string }>(
      `SELECT e.id, a.operator_id, a.id AS assignment_id FROM equipment e
       JOIN equipment_assignments a ON a.equipment_id = e.id AND a.status = 'ACTIVE'
       JOIN users u ON u.id = a.operator_id
       WHERE e.organization_id = $1 AND ($2::text IS NULL OR u.email = $2) AND ($3::text IS NULL OR u.email <> $3)
         AND (SELECT count(*) FROM work_orders w WHERE w.equipment_id = e.id) > 5
       ORDER BY e.equipment_number LIMIT 1`,
      [organizationId, operator.is ?? null, operator.isNot ?? null],
    );
    if (!row) throw new Error("no busy machine seeded");
    return row;
  };

  it("answers the machine, its active assignment with the operator, and its 5 latest work orders", async () => {
    const machine = await busyMachine();
    const response = await api("SHOP_FOREMAN", "GET", `/api/v1/equipment/${machine.id}`);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.id).toBe(machine.id);
    expect(data.assignedOperatorId).toBe(machine.operator_id);
    expect(data.currentAssignment).toMatchObject({
      id: machine.assignment_id,
      status: "ACTIVE",
      endDate: null,
      operator: { id: machine.operator_id },
      equipment: { id: machine.id },
    });
    const latest = await t.db.query<{ id: string }>(
      "SELECT id FROM work_orders WHERE equipment_id = $1 ORDER BY created_at DESC, id LIMIT 5",
      [machine.id],
    );
    expect(data.recentWorkOrders.map((w: { id: string }) => w.id)).toEqual(latest.map((r) => r.id));
    expect(data.stats.workOrders).toBeGreaterThan(5);
  });

  it("shows an operator their own machine with its assignment, and no one else's (404)", async () => {
    const demoOperator = "operator@summitridge.example";
    const theirs = await busyMachine({ is: demoOperator });
    const own = (await api("OPERATOR", "GET", `/api/v1/equipment/${theirs.id}`)).json().data;
    expect(own.currentAssignment?.id).toBe(theirs.assignment_id);
    const other = await busyMachine({ isNot: demoOperator });
    const response = await api("OPERATOR", "GET", `/api/v1/equipment/${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("lists a mechanic only the work orders the mechanic may read", async () => {
    const mechanic = await findTestUser(t.app, "mechanic@summitridge.example");
    const machine = await busyMachine();
    const data = (await api("MECHANIC", "GET", `/api/v1/equipment/${machine.id}`)).json().data;
    const readable = await t.db.query<{ id: string }>(
      `SELECT id FROM work_orders WHERE equipment_id = $1 AND (mechanic_id = $2 OR assigned_to_id = $2)
       ORDER BY created_at DESC, id LIMIT 5`,
      [machine.id, mechanic.id],
    );
    expect(data.recentWorkOrders.map((w: { id: string }) => w.id)).toEqual(readable.map((r) => r.id));
  });

  it("answers 404 for another organization's machine and 400 for a malformed id", async () => {
    const theirs = await t.db.one<{ id: string }>(
      "SELECT e.id FROM equipment e JOIN organizations o ON o.id = e.organization_id WHERE o.slug = 'northwind' LIMIT 1",
    );
    const foreign = await api("SUPER_ADMIN", "GET", `/api/v1/equipment/${theirs?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, error: "Equipment not found", code: "NOT_FOUND" });
    expect((await api(OTHER_ORG_MANAGER, "GET", `/api/v1/equipment/${theirs?.id}`)).statusCode).toBe(200);
    const malformed = await api("SUPER_ADMIN", "GET", "/api/v1/equipment/EX-101");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "VALIDATION_ERROR", error: "Invalid id" });
  });
});
