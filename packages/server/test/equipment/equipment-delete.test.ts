import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  type ApiClient,
  apiClient,
  count,
  crewOperator,
  insertMachine,
  insertWorkOrder,
  OTHER_ORG_MANAGER,
  organizationOf,
} from "./fixtures.js";

describe(onEngine("DELETE /api/v1/equipment/{id}"), () => {
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
  const remove = (id: string, who = "FLEET_MANAGER", headers: Record<string, string> = {}) =>
    api(who, "DELETE", `/api/v1/equipment/${id}`, undefined, headers);
  const machine = (id: string) =>
    t.db.one<{ status: string; assigned_operator_id: string | null; current_job_site: string | null }>(
      "SELECT status, assigned_operator_id, current_job_site FROM equipment WHERE id = $1",
      [id],
    );
  const addWorkOrder = (equipmentId: string) => insertWorkOrder(t.db, organizationId, equipmentId);

  it("deletes a machine that has no work orders and no assignments", async () => {
    const id = await insertMachine(t.db, organizationId);
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { id, outcome: "deleted" },
      message: "Equipment deleted successfully",
    });
    expect(await machine(id)).toBeUndefined();
    expect((await api("FLEET_MANAGER", "GET", `/api/v1/equipment/${id}`)).statusCode).toBe(404);
  });

  it("retires a machine with work orders and keeps them", async () => {
    const id = await insertMachine(t.db, organizationId);
    await addWorkOrder(id);
    const response = await remove(id);
    expect(response.json()).toEqual({
      success: true,
      data: { id, outcome: "retired" },
      message:
        "Equipment has work-order or assignment history, so it was retired instead of deleted; its history is kept",
    });
    expect((await machine(id))?.status).toBe("RETIRED");
    expect(await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1", [id])).toBe(1);
    const listed = (await api("VIEWER", "GET", "/api/v1/equipment?limit=100&search=Test%20machine")).json()
      .data;
    expect(listed.equipment.map((m: { id: string }) => m.id)).not.toContain(id);
    const retired = (await api("VIEWER", "GET", "/api/v1/equipment?status=RETIRED&limit=100")).json().data;
    expect(retired.equipment.map((m: { id: string }) => m.id)).toContain(id);
  });

  it("retires an assigned machine: its assignment ends COMPLETED, it has no operator, it keeps its job site", async () => {
    const id = await insertMachine(t.db, organizationId, { jobSite: "Cedar Creek" });
    const operatorId = await crewOperator(t.app);
    const assigned = await api("FLEET_MANAGER", "POST", "/api/v1/equipment/assignments", {
      equipmentId: id,
      operatorId,
      jobSite: "Cedar Creek Dam Rehabilitation",
    });
    expect(assigned.statusCode).toBe(201);
    expect((await remove(id)).json().data.outcome).toBe("retired");
    expect(await machine(id)).toEqual({
      status: "RETIRED",
      assigned_operator_id: null,
      current_job_site: "Cedar Creek Dam Rehabilitation",
    });
    const assignment = await t.db.one<{ status: string; end_date: Date | null }>(
      "SELECT status, end_date FROM equipment_assignments WHERE id = $1",
      [assigned.json().data.id],
    );
    expect(assignment?.status).toBe("COMPLETED");
    expect(assignment?.end_date).toBeInstanceOf(Date);
  });

  it("answers 404 for another organization's machine and leaves it alone", async () => {
    const id = await insertMachine(t.db, organizationId);
    const response = await remove(id, OTHER_ORG_MANAGER);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
    expect((await machine(id))?.status).toBe("OPERATIONAL");
  });

  it("replays an Idempotency-Key with the first answer", async () => {
    const id = await insertMachine(t.db, organizationId);
    const headers = { "idempotency-key": `delete-${id}` };
    const first = await remove(id, "FLEET_MANAGER", headers);
    const again = await remove(id, "FLEET_MANAGER", headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  /** PostgreSQL 15 reports a RESTRICT foreign key as foreign_key_violation, 18 as restrict_violation. */
  const refusedDelete = async (id: string, constraint: string) => {
    const error = await t.db.query("DELETE FROM equipment WHERE id = $1", [id]).then(
      () => undefined,
      (e: { code?: string; constraint?: string }) => e,
    );
    expect(["23001", "23503"]).toContain(error?.code);
    expect(error?.constraint).toBe(constraint);
  };

  it("the database itself refuses to delete a machine with history (migration 002)", async () => {
    const id = await insertMachine(t.db, organizationId);
    await addWorkOrder(id);
    await refusedDelete(id, "work_orders_equipment_id_fkey");
    const assignedOnly = await insertMachine(t.db, organizationId);
    await t.db.query(
      `INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date, end_date, status)
       VALUES ($1, $2, $3, 'Yard', now() - interval '2 days', now() - interval '1 day', 'COMPLETED')`,
      [organizationId, assignedOnly, await crewOperator(t.app)],
    );
    await refusedDelete(assignedOnly, "equipment_assignments_equipment_id_fkey");
    expect((await remove(assignedOnly)).json().data.outcome).toBe("retired");
  });
});
