import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/errors.js";
import { insertAssignment } from "../../src/modules/equipment/assignment-repository.js";
import {
  type ApiClient,
  apiClient,
  count,
  crewOperator,
  insertMachine,
  OTHER_ORG_MANAGER,
  organizationOf,
} from "../equipment/fixtures.js";
import { findTestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

describe(onEngine("POST /api/v1/equipment/assignments"), () => {
  let t: TestApp;
  let api: ApiClient;
  let organizationId: string;
  let carlos: string;
  let brianna: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    organizationId = await organizationOf(t.app);
    carlos = await crewOperator(t.app);
    brianna = await crewOperator(t.app, "brianna.walsh@summitridge.example");
  });
  afterAll(async () => {
    await t.close();
  });
  const assign = (
    body: Record<string, unknown>,
    who = "FIELD_SUPERVISOR",
    headers: Record<string, string> = {},
  ) => api(who, "POST", "/api/v1/equipment/assignments", body, headers);
  const machineRow = (id: string) =>
    t.db.one<{ assigned_operator_id: string | null; current_job_site: string | null }>(
      "SELECT assigned_operator_id, current_job_site FROM equipment WHERE id = $1",
      [id],
    );
  const assignmentsOf = (equipmentId: string) =>
    t.db.query<{ id: string; operator_id: string; status: string; start_date: Date; end_date: Date | null }>(
      "SELECT id, operator_id, status, start_date, end_date FROM equipment_assignments WHERE equipment_id = $1 ORDER BY created_at, status",
      [equipmentId],
    );

  it("assigns a machine: 201, the assignment nested, the machine's operator and job site set", async () => {
    const equipmentId = await insertMachine(t.db, organizationId, { name: "Loader 7" });
    const response = await assign({
      equipmentId,
      operatorId: carlos,
      jobSite: " Airport Runway 2 Extension ",
      startDate: "2025-06-01T07:00:00.000Z",
      endDate: "2025-09-01T17:00:00.000Z",
      notes: "Night shifts",
      hourMeterReading: "1200.5",
      mileageReading: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      equipmentId,
      equipment: { id: equipmentId, name: "Loader 7", status: "OPERATIONAL", equipmentType: "EXCAVATOR" },
      operatorId: carlos,
      operator: { id: carlos, firstName: "Carlos", lastName: "Mendez" },
      jobSite: "Airport Runway 2 Extension",
      startDate: "2025-06-01T07:00:00.000Z",
      endDate: "2025-09-01T17:00:00.000Z",
      notes: "Night shifts",
      hourMeterReading: 1200.5,
      mileageReading: 0,
      status: "ACTIVE",
    });
    expect(await machineRow(equipmentId)).toEqual({
      assigned_operator_id: carlos,
      current_job_site: "Airport Runway 2 Extension",
    });
    const supervisor = await findTestUser(t.app, "field.supervisor@summitridge.example");
    const created = await t.db.one<{ created_by_id: string; organization_id: string }>(
      "SELECT created_by_id, organization_id FROM equipment_assignments WHERE id = $1",
      [data.id],
    );
    expect(created).toEqual({ created_by_id: supervisor.id, organization_id: organizationId });
  });

  it.each([
    [
      {},
      {
        equipmentId: "Equipment selection is required",
        operatorId: "Operator selection is required",
        jobSite: "Job site is required",
      },
    ],
    [{ jobSite: "   " }, { jobSite: "Job site is required" }],
    [{ startDate: "" }, { startDate: "Start date is required" }],
    [{ startDate: "someday" }, { startDate: "Please enter a valid date" }],
    [
      { startDate: "2025-06-01T07:00:00.000Z", endDate: "2025-06-01T07:00:00.000Z" },
      { endDate: "End date must be after start date" },
    ],
    [{ hourMeterReading: -1 }, { hourMeterReading: "Hour meter reading must be a valid positive number" }],
    [{ mileageReading: "abc" }, { mileageReading: "Mileage reading must be a valid positive number" }],
    [{ notes: "x".repeat(501) }, { notes: "Notes must be 500 characters or less" }],
  ])("refuses %j", async (change, messages) => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const base = "equipmentId" in messages ? {} : { equipmentId, operatorId: carlos, jobSite: "Yard" };
    const response = await assign({ ...base, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    const byPath = Object.fromEntries(
      body.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(byPath).toEqual(messages);
    expect((await assignmentsOf(equipmentId)).length).toBe(0);
  });

  it("accepts an end date one second after the start, and readings of 0", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const response = await assign({
      equipmentId,
      operatorId: carlos,
      jobSite: "Yard",
      startDate: "2025-06-01T07:00:00.000Z",
      endDate: "2025-06-01T07:00:01.000Z",
      hourMeterReading: 0,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["a mechanic", "mechanic@summitridge.example"],
    ["an inactive operator", "kevin.brooks@summitridge.example"],
    ["another organization's operator", "operator@northwind.example"],
  ])("refuses %s as the operator (400 INVALID_OPERATOR)", async (_label, email) => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const person = await findTestUser(t.app, email);
    const response = await assign({ equipmentId, operatorId: person.id, jobSite: "Yard" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: "The operator must be an active operator of your organization",
      code: "INVALID_OPERATOR",
      details: [
        { path: "operatorId", message: "The operator must be an active operator of your organization" },
      ],
    });
    expect(await machineRow(equipmentId)).toMatchObject({ assigned_operator_id: null });
  });

  it("answers 404 for another organization's machine", async () => {
    const northwind = await organizationOf(t.app, OTHER_ORG_MANAGER);
    const theirs = (
      await t.db.one<{ id: string }>("SELECT id FROM equipment WHERE organization_id = $1 LIMIT 1", [
        northwind,
      ])
    )?.id as string;
    const before = (await assignmentsOf(theirs)).length;
    const response = await assign({ equipmentId: theirs, operatorId: carlos, jobSite: "Yard" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND", error: "Equipment not found" });
    expect((await assignmentsOf(theirs)).length).toBe(before);
  });

  it.each([
    ["RETIRED", "Retired"],
    ["OUT_OF_SERVICE", "Out Of Service"],
    ["DOWN_FOR_REPAIR", "Down For Repair"],
    ["CRITICAL", "Critical"],
  ])("refuses a machine that is %s (409 EQUIPMENT_NOT_AVAILABLE)", async (status, label) => {
    const equipmentId = await insertMachine(t.db, organizationId, { status });
    const response = await assign({ equipmentId, operatorId: carlos, jobSite: "Yard" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: `Equipment that is ${label} cannot be assigned`,
      code: "EQUIPMENT_NOT_AVAILABLE",
    });
  });

  it.each(["WARNING", "SCHEDULED_MAINTENANCE", "IN_SERVICE"])(
    "assigns a machine that is %s",
    async (status) => {
      const equipmentId = await insertMachine(t.db, organizationId, { status });
      expect((await assign({ equipmentId, operatorId: carlos, jobSite: "Yard" })).statusCode).toBe(201);
    },
  );

  it("reassigning ends the previous assignment as TRANSFERRED at the new start, in the same write", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const first = await assign({
      equipmentId,
      operatorId: carlos,
      jobSite: "Highway 9 Interchange",
      startDate: "2025-05-01T07:00:00.000Z",
    });
    expect(first.statusCode).toBe(201);
    const second = await assign({
      equipmentId,
      operatorId: brianna,
      jobSite: "Pine Hollow Subdivision",
      startDate: "2025-05-20T07:00:00.000Z",
    });
    expect(second.statusCode).toBe(201);
    const rows = await assignmentsOf(equipmentId);
    expect(rows.map((r) => [r.id, r.operator_id, r.status, r.end_date?.toISOString() ?? null])).toEqual([
      [first.json().data.id, carlos, "TRANSFERRED", "2025-05-20T07:00:00.000Z"],
      [second.json().data.id, brianna, "ACTIVE", null],
    ]);
    expect(await machineRow(equipmentId)).toEqual({
      assigned_operator_id: brianna,
      current_job_site: "Pine Hollow Subdivision",
    });
    const machine = (await api("VIEWER", "GET", `/api/v1/equipment/${equipmentId}`)).json().data;
    expect(machine.assignedOperatorId).toBe(brianna);
    expect(machine.currentJobSite).toBe("Pine Hollow Subdivision");
  });

  it("refuses the operator who already holds the machine (409 EQUIPMENT_ALREADY_ASSIGNED), changing nothing", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    expect((await assign({ equipmentId, operatorId: carlos, jobSite: "Yard" })).statusCode).toBe(201);
    const before = await assignmentsOf(equipmentId);
    const again = await assign({ equipmentId, operatorId: carlos, jobSite: "Elsewhere" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: "This equipment is already assigned to another operator",
      code: "EQUIPMENT_ALREADY_ASSIGNED",
    });
    expect(await assignmentsOf(equipmentId)).toEqual(before);
    expect((await machineRow(equipmentId))?.current_job_site).toBe("Yard");
  });

  it("two concurrent assignments of one machine run one after the other: one ACTIVE, one TRANSFERRED", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const responses = await Promise.all([
      assign({ equipmentId, operatorId: carlos, jobSite: "Site A" }, "FLEET_MANAGER"),
      assign({ equipmentId, operatorId: brianna, jobSite: "Site B" }, "SHOP_FOREMAN"),
    ]);
    // The machine's row lock makes the second wait for the first and transfer it (without the lock the
    // second would hit the unique index and be refused).
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await assignmentsOf(equipmentId);
    const active = rows.filter((r) => r.status === "ACTIVE");
    expect(active).toHaveLength(1);
    expect(rows.filter((r) => r.status === "TRANSFERRED")).toHaveLength(1);
    expect((await machineRow(equipmentId))?.assigned_operator_id).toBe(active[0]?.operator_id);
  });

  it("two concurrent assignments of one machine to one operator: one 201, one 409", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const responses = await Promise.all([
      assign({ equipmentId, operatorId: carlos, jobSite: "Site A" }, "FLEET_MANAGER"),
      assign({ equipmentId, operatorId: carlos, jobSite: "Site A" }, "SHOP_FOREMAN"),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().code).toBe("EQUIPMENT_ALREADY_ASSIGNED");
    expect((await assignmentsOf(equipmentId)).filter((r) => r.status === "ACTIVE")).toHaveLength(1);
  });

  it("maps the database's one-ACTIVE-per-machine guard to EQUIPMENT_ALREADY_ASSIGNED", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const input = {
      equipmentId,
      operatorId: carlos,
      jobSite: "Yard",
      startDate: new Date().toISOString(),
      notes: undefined,
    };
    await insertAssignment(t.db, organizationId, carlos, input);
    const error = await insertAssignment(t.db, organizationId, carlos, {
      ...input,
      operatorId: brianna,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "EQUIPMENT_ALREADY_ASSIGNED",
      statusCode: 409,
      message: "This equipment is already assigned to another operator",
    });
    // Leave the machine consistent with its ACTIVE assignment (the database is shared on PostgreSQL).
    await t.db.query("UPDATE equipment SET assigned_operator_id = $2 WHERE id = $1", [equipmentId, carlos]);
  });

  it("replays an Idempotency-Key: one assignment, the first answer again", async () => {
    const equipmentId = await insertMachine(t.db, organizationId);
    const body = { equipmentId, operatorId: carlos, jobSite: "Yard", startDate: "2025-07-01T07:00:00.000Z" };
    const headers = { "idempotency-key": `assign-${equipmentId}` };
    const first = await assign(body, "FLEET_MANAGER", headers);
    const again = await assign(body, "FLEET_MANAGER", headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(
      await count(t.db, "SELECT count(*) AS n FROM equipment_assignments WHERE equipment_id = $1", [
        equipmentId,
      ]),
    ).toBe(1);
  });
});
