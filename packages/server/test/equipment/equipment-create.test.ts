import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  type ApiClient,
  apiClient,
  count,
  OTHER_ORG_MANAGER,
  scratchOrganizationManager,
  uniqueNumber,
} from "./fixtures.js";

const nextYear = new Date().getFullYear() + 1;

describe(onEngine("POST /api/v1/equipment"), () => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const add = (body: Record<string, unknown>, headers: Record<string, string> = {}, who = "FLEET_MANAGER") =>
    api(who, "POST", "/api/v1/equipment", body, headers);
  const valid = () => ({
    equipmentNumber: uniqueNumber("ADD"),
    name: "CAT 320 Excavator",
    make: "Caterpillar",
  });

  it("adds a machine with the form's defaults and a generated QR code", async () => {
    const body = valid();
    const response = await add(body);
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      ...body,
      equipmentType: "EXCAVATOR",
      category: "EARTHMOVING",
      status: "OPERATIONAL",
      year: new Date().getFullYear(),
      hourMeter: 0,
      mileage: 0,
      assignedOperatorId: null,
      assignedOperator: null,
      stats: { workOrders: 0, maintenanceRecords: 0 },
    });
    expect(data.qrCode).toMatch(new RegExp(`^MNX-${body.equipmentNumber}-[0-9A-F]{6}$`));
    const manager = await findTestUser(t.app, "fleet.manager@summitridge.example");
    expect(
      await count(t.db, "SELECT count(*) AS n FROM equipment WHERE id = $1 AND organization_id = $2", [
        data.id,
        manager.organizationId,
      ]),
    ).toBe(1);
  });

  it("keeps every field the form sends, trimmed, dates as calendar days", async () => {
    const body = {
      ...valid(),
      equipmentType: "CRANE",
      category: "LIFTING",
      model: " LTM 1090 ",
      year: "2019",
      serialNumber: "LIE-998877",
      hourMeter: "1250.5",
      mileage: 320,
      status: "IN_SERVICE",
      currentJobSite: "Riverside Logistics Park",
      locationYard: "North yard",
      locationBuilding: "Shop A",
      locationFloor: "1",
      locationRoom: "Bay 3",
      purchaseDate: "2019-04-02T10:00:00.000Z",
      warrantyExpiry: "2024-04-02",
      qrCode: `QR-${uniqueNumber()}`,
      notes: "Bought used",
    };
    const { data } = (await add(body)).json();
    expect(data).toMatchObject({
      equipmentType: "CRANE",
      category: "LIFTING",
      model: "LTM 1090",
      year: 2019,
      hourMeter: 1250.5,
      mileage: 320,
      status: "IN_SERVICE",
      currentJobSite: "Riverside Logistics Park",
      location: { building: "Shop A", floor: "1", room: "Bay 3" },
      purchaseDate: "2019-04-02",
      warrantyExpiry: "2024-04-02",
      qrCode: body.qrCode,
      notes: "Bought used",
    });
  });

  it.each([
    [{ equipmentNumber: " " }, "equipmentNumber", "Equipment number is required"],
    [{ name: "" }, "name", "Equipment name is required"],
    [{ name: undefined }, "name", "Equipment name is required"],
    [{ make: "  " }, "make", "Manufacturer is required"],
    [{ model: "   " }, "model", "Model cannot be empty"],
    [{ serialNumber: " " }, "serialNumber", "Serial number cannot be empty"],
    [{ currentJobSite: "\t" }, "currentJobSite", "Job site cannot be empty"],
    [{ locationYard: "  " }, "locationYard", "Yard location cannot be empty"],
    [{ year: 1800 }, "year", "Year must be between 1900 and next year"],
    [{ year: nextYear + 1 }, "year", "Year must be between 1900 and next year"],
    [{ hourMeter: -1 }, "hourMeter", "Hour meter cannot be negative"],
    [{ mileage: "-0.5" }, "mileage", "Mileage cannot be negative"],
    [{ hourMeter: "lots" }, "hourMeter", "Hour meter must be a valid number"],
    [{ status: "BROKEN" }, "status", undefined],
  ])("refuses %j: %s '%s'", async (change, path, message) => {
    const body = { ...valid(), ...change };
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe("VALIDATION_ERROR");
    expect(answer.details.map((d: { path: string }) => d.path)).toEqual([path]);
    if (message) {
      expect(answer.error).toBe(message);
      expect(answer.details[0].message).toBe(message);
    }
    expect(
      await count(t.db, "SELECT count(*) AS n FROM equipment WHERE equipment_number = $1", [
        body.equipmentNumber,
      ]),
    ).toBe(0);
  });

  it("accepts year 1900 and next year, blank optional fields and meters of 0", async () => {
    for (const year of [1900, nextYear]) expect((await add({ ...valid(), year })).statusCode).toBe(201);
    const blanks = await add({
      ...valid(),
      model: "",
      serialNumber: "",
      year: "",
      hourMeter: "",
      currentJobSite: "",
    });
    expect(blanks.statusCode).toBe(201);
    expect(blanks.json().data).toMatchObject({
      model: null,
      serialNumber: null,
      currentJobSite: null,
      hourMeter: 0,
    });
  });

  it("refuses a taken equipment number in the organization (ignoring case), not in another one", async () => {
    const first = valid();
    expect((await add(first)).statusCode).toBe(201);
    for (const equipmentNumber of [first.equipmentNumber, first.equipmentNumber.toLowerCase()]) {
      const again = await add({ ...valid(), equipmentNumber });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        error: "Equipment number already exists",
        code: "EQUIPMENT_NUMBER_TAKEN",
        details: [{ path: "equipmentNumber", message: "Equipment number already exists" }],
      });
    }
    const elsewhere = await add(
      { ...valid(), equipmentNumber: first.equipmentNumber },
      {},
      await scratchOrganizationManager(t.db),
    );
    expect(elsewhere.statusCode).toBe(201);
    const seeded = await add({ ...valid(), equipmentNumber: "EX-101" });
    expect(seeded.json().code).toBe("EQUIPMENT_NUMBER_TAKEN");
  });

  it("refuses a QR code already on another machine", async () => {
    const qrCode = `QR-${uniqueNumber()}`;
    expect((await add({ ...valid(), qrCode })).statusCode).toBe(201);
    const again = await add({ ...valid(), qrCode });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "QR_CODE_TAKEN", error: "QR code already exists" });
  });

  it("replays an Idempotency-Key: one machine, the first answer again", async () => {
    const body = valid();
    const headers = { "idempotency-key": `add-${body.equipmentNumber}` };
    const first = await add(body, headers);
    const again = await add(body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(
      await count(t.db, "SELECT count(*) AS n FROM equipment WHERE equipment_number = $1", [
        body.equipmentNumber,
      ]),
    ).toBe(1);
  });

  it("with an operator, starts the machine's ACTIVE assignment on its job site in the same write", async () => {
    const operator = await findTestUser(t.app, "hannah.olsen@summitridge.example");
    const body = {
      ...valid(),
      assignedOperatorId: operator.id,
      currentJobSite: "Pine Hollow Subdivision",
      hourMeter: 12,
    };
    const response = await add(body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.assignedOperator).toEqual({ id: operator.id, firstName: "Hannah", lastName: "Olsen" });
    const assignments = await t.db.query<{
      operator_id: string;
      job_site: string;
      status: string;
      hour_meter_reading: number;
    }>(
      "SELECT operator_id, job_site, status, hour_meter_reading FROM equipment_assignments WHERE equipment_id = $1",
      [data.id],
    );
    expect(assignments).toEqual([
      {
        operator_id: operator.id,
        job_site: "Pine Hollow Subdivision",
        status: "ACTIVE",
        hour_meter_reading: 12,
      },
    ]);
  });

  it("with an operator, needs a job site, an active operator and an assignable status, or adds nothing", async () => {
    const operator = await findTestUser(t.app, "hannah.olsen@summitridge.example");
    const mechanic = await findTestUser(t.app, "mechanic@summitridge.example");
    const cases = [
      [{ assignedOperatorId: operator.id }, 400, "VALIDATION_ERROR", "Job site is required"],
      [{ assignedOperatorId: mechanic.id, currentJobSite: "Yard" }, 400, "INVALID_OPERATOR", undefined],
      [
        { assignedOperatorId: operator.id, currentJobSite: "Yard", status: "DOWN_FOR_REPAIR" },
        409,
        "EQUIPMENT_NOT_AVAILABLE",
        "Equipment that is Down For Repair cannot be assigned",
      ],
    ] as const;
    for (const [change, status, code, error] of cases) {
      const body = { ...valid(), ...change };
      const response = await add(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
      if (error) expect(response.json().error).toBe(error);
      expect(
        await count(t.db, "SELECT count(*) AS n FROM equipment WHERE equipment_number = $1", [
          body.equipmentNumber,
        ]),
      ).toBe(0);
    }
  });

  it("takes the organization from the signed-in user, never from the body", async () => {
    const northwind = await findTestUser(t.app, OTHER_ORG_MANAGER);
    const { data } = (await add({ ...valid(), organizationId: northwind.organizationId })).json();
    const row = await t.db.one<{ slug: string }>(
      "SELECT o.slug FROM equipment e JOIN organizations o ON o.id = e.organization_id WHERE e.id = $1",
      [data.id],
    );
    expect(row?.slug).toBe("demo");
  });
});
