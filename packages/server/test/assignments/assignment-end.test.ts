import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  crewOperator,
  insertActiveAssignment,
  OTHER_ORG_MANAGER,
  organizationOf,
} from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("PATCH /api/v1/equipment/assignments/{id}/end"), () => {
  let t: TestApp;
  let api: ApiClient;
  let organizationId: string;
  let operatorId: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    organizationId = await organizationOf(t.app);
    operatorId = await crewOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const end = (id: string, who = "SHOP_FOREMAN") =>
    api(who, "PATCH", `/api/v1/equipment/assignments/${id}/end`);
  const machineRow = (id: string) =>
    t.db.one<{ assigned_operator_id: string | null; current_job_site: string | null }>(
      "SELECT assigned_operator_id, current_job_site FROM equipment WHERE id = $1",
      [id],
    );

  it("ends it now as COMPLETED; the machine has no operator and keeps its job site", async () => {
    const { equipmentId, assignmentId } = await insertActiveAssignment(t.db, organizationId, operatorId);
    const before = Date.now();
    const response = await end(assignmentId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Assignment ended",
      data: { id: assignmentId, status: "COMPLETED", operatorId, equipment: { id: equipmentId } },
    });
    const endedAt = new Date(body.data.endDate).getTime();
    expect(endedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(endedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await machineRow(equipmentId)).toEqual({
      assigned_operator_id: null,
      current_job_site: "Test yard",
    });
    const details = (await api("VIEWER", "GET", `/api/v1/equipment/${equipmentId}`)).json().data;
    expect(details.currentAssignment).toBeNull();
    expect(details.assignedOperator).toBeNull();
  });

  it("refuses to end one that is not ACTIVE (409 ASSIGNMENT_NOT_ACTIVE)", async () => {
    const { assignmentId } = await insertActiveAssignment(t.db, organizationId, operatorId);
    expect((await end(assignmentId)).statusCode).toBe(200);
    const again = await end(assignmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: "This assignment has already ended",
      code: "ASSIGNMENT_NOT_ACTIVE",
    });
    const transferred = await t.db.one<{ id: string }>(
      "SELECT id FROM equipment_assignments WHERE organization_id = $1 AND status = 'TRANSFERRED' LIMIT 1",
      [organizationId],
    );
    expect((await end(transferred?.id ?? "")).json().code).toBe("ASSIGNMENT_NOT_ACTIVE");
  });

  it("after a reassignment, ending the new one leaves the machine without an operator", async () => {
    const { equipmentId } = await insertActiveAssignment(t.db, organizationId, operatorId);
    const brianna = await crewOperator(t.app, "brianna.walsh@summitridge.example");
    const moved = await api("FLEET_MANAGER", "POST", "/api/v1/equipment/assignments", {
      equipmentId,
      operatorId: brianna,
      jobSite: "Riverside Logistics Park",
    });
    expect(moved.statusCode).toBe(201);
    expect((await end(moved.json().data.id)).statusCode).toBe(200);
    expect(await machineRow(equipmentId)).toEqual({
      assigned_operator_id: null,
      current_job_site: "Riverside Logistics Park",
    });
  });

  it("answers 404 for another organization's assignment and 400 for a malformed id", async () => {
    const { assignmentId } = await insertActiveAssignment(t.db, organizationId, operatorId);
    const foreign = await end(assignmentId, OTHER_ORG_MANAGER);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, error: "Assignment not found", code: "NOT_FOUND" });
    const status = await t.db.one<{ status: string }>(
      "SELECT status FROM equipment_assignments WHERE id = $1",
      [assignmentId],
    );
    expect(status?.status).toBe("ACTIVE");
    expect((await end("42")).statusCode).toBe(400);
  });
});
