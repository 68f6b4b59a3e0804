import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  type ApiClient,
  apiClient,
  crewOperator,
  insertActiveAssignment,
  insertMachine,
  OTHER_ORG_MANAGER,
  organizationOf,
} from "./fixtures.js";

describe(onEngine("PUT /api/v1/equipment/{id}"), () => {
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
  const get = async (id: string) =>
    (await api("FLEET_MANAGER", "GET", `/api/v1/equipment/${id}`)).json().data;
  const put = (id: string, body: unknown, who = "SHOP_FOREMAN") =>
    api(who, "PUT", `/api/v1/equipment/${id}`, body);

  it("changes only the fields sent and answers the machine with a message", async () => {
    const id = await insertMachine(t.db, organizationId);
    const before = await get(id);
    const response = await put(id, {
      name: " Renamed loader ",
      model: "950M",
      manufacturer: "Caterpillar Inc.",
      serialNumber: "CAT-1234",
      locationBuilding: "Shop B",
      locationFloor: "Bay 2",
      locationRoom: "",
      status: "WARNING",
      purchaseDate: "2024-03-01T15:30:00.000Z",
      warrantyExpiry: "2027-03-01",
      nextMaintenanceDue: "2030-01-15T00:00:00.000Z",
      equipmentNumber: "HIJACK-1",
      organizationId: "00000000-0000-4000-8000-000000000000",
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Equipment updated successfully");
    expect(body.success).toBe(true);
    // The details' own parts (assignment, work orders, and decision 047's telematics) are not the machine's.
    const {
      recentWorkOrders: _r,
      currentAssignment: _c,
      position: _p,
      levels: _l,
      openAlerts: _a,
      ...beforeMachine
    } = before;
    expect(body.data).toEqual({
      ...beforeMachine,
      name: "Renamed loader",
      model: "950M",
      manufacturer: "Caterpillar Inc.",
      serialNumber: "CAT-1234",
      locationBuilding: "Shop B",
      locationFloor: "Bay 2",
      locationRoom: null,
      location: { building: "Shop B", floor: "Bay 2", room: null },
      status: "WARNING",
      purchaseDate: "2024-03-01",
      warrantyExpiry: "2027-03-01",
      nextMaintenanceDue: "2030-01-15T00:00:00.000Z",
      updatedAt: body.data.updatedAt,
    });
    expect(new Date(body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before.updatedAt).getTime(),
    );
  });

  it("clears optional fields sent blank", async () => {
    const id = await insertMachine(t.db, organizationId);
    await put(id, { model: "X1", purchaseDate: "2020-01-01", currentJobSite: "North" });
    const { data } = (await put(id, { model: "", purchaseDate: "", currentJobSite: null })).json();
    expect(data).toMatchObject({ model: null, purchaseDate: null, currentJobSite: null });
  });

  it("retiring through PUT ends the machine's active assignment", async () => {
    const { equipmentId, assignmentId } = await insertActiveAssignment(
      t.db,
      organizationId,
      await crewOperator(t.app),
    );
    const { data } = (await put(equipmentId, { status: "RETIRED" })).json();
    expect(data).toMatchObject({ status: "RETIRED", assignedOperatorId: null, assignedOperator: null });
    const assignment = await t.db.one<{ status: string }>(
      "SELECT status FROM equipment_assignments WHERE id = $1",
      [assignmentId],
    );
    expect(assignment?.status).toBe("COMPLETED");
  });

  it("another status change keeps the operator", async () => {
    const operatorId = await crewOperator(t.app);
    const { equipmentId } = await insertActiveAssignment(t.db, organizationId, operatorId);
    const { data } = (await put(equipmentId, { status: "DOWN_FOR_REPAIR" })).json();
    expect(data).toMatchObject({ status: "DOWN_FOR_REPAIR", assignedOperatorId: operatorId });
  });

  it("an empty body changes nothing and answers the machine", async () => {
    const id = await insertMachine(t.db, organizationId);
    const before = await get(id);
    const response = await put(id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.updatedAt).toBe(before.updatedAt);
    expect(response.json().data.name).toBe(before.name);
  });

  it.each([
    [{ name: "  " }, "name", "Equipment name is required"],
    [{ year: 1850 }, "year", "Year must be between 1900 and next year"],
    [{ hourMeter: -1 }, "hourMeter", "Hour meter cannot be negative"],
    [{ purchaseDate: "soon" }, "purchaseDate", "Please enter a valid date"],
  ])("refuses %j", async (change, path, message) => {
    const id = await insertMachine(t.db, organizationId);
    const response = await put(id, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      error: message,
      details: [{ path, message }],
    });
  });

  it("answers 404 for another organization's machine and leaves it as it was", async () => {
    const id = await insertMachine(t.db, organizationId, { name: "Not yours" });
    const response = await put(id, { name: "Taken over" }, OTHER_ORG_MANAGER);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: "Equipment not found", code: "NOT_FOUND" });
    expect((await get(id)).name).toBe("Not yours");
  });
});
