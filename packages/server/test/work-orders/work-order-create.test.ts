import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  type Call,
  CREW_OPERATOR,
  count,
  INACTIVE_OPERATOR,
  insertMachine,
  NORTHWIND_MANAGER,
  NORTHWIND_MECHANIC,
  organizationOf,
  userId,
} from "./fixtures.js";

describe(onEngine("POST /api/v1/work-orders"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let machine: string;
  const create = (body: Record<string, unknown>, who = "SHOP_FOREMAN") =>
    call(who, "POST", "/api/v1/work-orders", body);
  const valid = () => ({
    equipmentId: machine,
    title: "Replace bucket teeth",
    description: "Teeth worn down",
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    machine = await insertMachine(t.db, org, { name: "Create test loader" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a PENDING work order with the form's defaults, reported by the caller, with its first history line", async () => {
    const response = await create(valid());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: "Work order created" });
    const wo = body.data.workOrder;
    const foreman = await userId(t.app, "SHOP_FOREMAN");
    expect(wo).toMatchObject({
      title: "Replace bucket teeth",
      description: "Teeth worn down",
      status: "PENDING",
      workOrderType: "REPAIR",
      priority: "MEDIUM",
      isEmergency: false,
      requiresOperatorApproval: false,
      jobSite: "Test yard",
      equipmentId: machine,
      equipment: { id: machine, name: "Create test loader", status: "OPERATIONAL", hourMeter: 100 },
      mechanic: null,
      assignedTo: null,
      reportedById: foreman,
      reportedBy: { id: foreman, firstName: "Ray", lastName: "Kowalski" },
    });
    const detail = (await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${wo.id}`)).json().data.workOrder;
    expect(detail.history).toEqual([
      {
        id: expect.any(String),
        fromStatus: null,
        toStatus: "PENDING",
        note: "Work order created",
        changedBy: { id: foreman, firstName: "Ray", lastName: "Kowalski" },
        createdAt: expect.any(String),
      },
    ]);
  });

  it("is ASSIGNED when a mechanic or an assignee is named, and keeps every field sent", async () => {
    const mechanic = await userId(t.app, "MECHANIC");
    const operator = await userId(t.app, CREW_OPERATOR);
    const supervisor = await userId(t.app, "FIELD_SUPERVISOR");
    const full = await create({
      ...valid(),
      workOrderType: "PREVENTIVE_MAINTENANCE",
      priority: "HIGH",
      jobSite: "  Cedar Creek  ",
      equipmentOperatorId: operator,
      mechanicId: mechanic,
      estimatedHours: "2.5",
      isEmergency: true,
      requiresOperatorApproval: true,
      scheduledStart: "2030-03-01T08:00",
      scheduledEnd: "2030-03-01T12:00:00Z",
      hourMeterStart: "1500.5",
      mileageStart: 0,
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().data.workOrder).toMatchObject({
      status: "ASSIGNED",
      workOrderType: "PREVENTIVE_MAINTENANCE",
      priority: "HIGH",
      jobSite: "Cedar Creek",
      equipmentOperatorId: operator,
      mechanicId: mechanic,
      mechanic: { id: mechanic, firstName: "Luis", lastName: "Ortega" },
      estimatedHours: 2.5,
      isEmergency: true,
      requiresOperatorApproval: true,
      scheduledEnd: "2030-03-01T12:00:00.000Z",
      hourMeterStart: 1500.5,
      mileageStart: 0,
    });
    const assignee = await create({ ...valid(), assignedToId: supervisor }, "FIELD_SUPERVISOR");
    expect(assignee.statusCode).toBe(201);
    expect(assignee.json().data.workOrder).toMatchObject({ status: "ASSIGNED", assignedToId: supervisor });
    const history = await t.db.query<{ from_status: string | null; to_status: string }>(
      "SELECT from_status, to_status FROM work_order_history WHERE work_order_id = $1",
      [assignee.json().data.workOrder.id],
    );
    expect(history).toEqual([{ from_status: null, to_status: "ASSIGNED" }]);
  });

  it.each([
    ["FLEET_MANAGER", 201],
    ["SUPER_ADMIN", 201],
    ["FIELD_SUPERVISOR", 201],
    ["MECHANIC", 403],
    ["OPERATOR", 403],
    ["INSPECTOR", 403],
    ["VIEWER", 403],
  ])("%s -> %i", async (role, status) => {
    const response = await create(valid(), role);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().code).toBe("INSUFFICIENT_PERMISSIONS");
  });

  const long = (n: number) => "x".repeat(n);
  it.each([
    ["equipmentId", { equipmentId: undefined }, "Equipment selection is required"],
    ["equipmentId", { equipmentId: "" }, "Equipment selection is required"],
    ["title", { title: undefined }, "Title is required"],
    ["title", { title: "   " }, "Title is required"],
    ["title", { title: long(256) }, "Title must be 255 characters or less"],
    ["description", { description: undefined }, "Description is required"],
    ["description", { description: long(2001) }, "Description must be 2000 characters or less"],
    ["workOrderType", { workOrderType: "PAINTING" }, "Work order type is required"],
    ["priority", { priority: "URGENT" }, "Priority is required"],
    ["jobSite", { jobSite: long(256) }, "Job site must be 255 characters or less"],
    ["estimatedHours", { estimatedHours: 0 }, "Estimated hours must be a positive number"],
    ["estimatedHours", { estimatedHours: "abc" }, "Estimated hours must be a positive number"],
    ["estimatedHours", { estimatedHours: 0.05 }, "Estimated hours must be at least 0.1"],
    ["estimatedHours", { estimatedHours: 1000 }, "Estimated hours must be 999.99 or less"],
    ["hourMeterStart", { hourMeterStart: "abc" }, "Hour meter must be a valid number"],
    ["hourMeterStart", { hourMeterStart: -1 }, "Hour meter cannot be negative"],
    ["mileageStart", { mileageStart: "abc" }, "Mileage must be a valid number"],
    ["mileageStart", { mileageStart: -5 }, "Mileage cannot be negative"],
    ["scheduledStart", { scheduledStart: "someday" }, "Please enter a valid date"],
    [
      "scheduledEnd",
      { scheduledStart: "2030-03-01T12:00:00Z", scheduledEnd: "2030-03-01T12:00:00Z" },
      "End date must be after start date",
    ],
    ["equipmentOperatorId", { equipmentOperatorId: "nobody" }, "Operator selection is invalid"],
    ["mechanicId", { mechanicId: "nobody" }, "Mechanic selection is invalid"],
    ["assignedToId", { assignedToId: "nobody" }, "Assignee selection is invalid"],
    ["inspectionId", { inspectionId: "nobody" }, "Inspection is invalid"],
  ])("refuses %s: %j with '%s'", async (path, change, message) => {
    const before = await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1", [
      machine,
    ]);
    const response = await create({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR", error: message });
    expect(body.details).toContainEqual({ path, message });
    expect(
      await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE equipment_id = $1", [machine]),
    ).toBe(before);
  });

  it("lists every field error at once", async () => {
    const response = await create({});
    const paths = response.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["equipmentId", "title", "description"]));
  });

  it("refuses a machine or people outside the organization or in the wrong role, with a code per field", async () => {
    const northwindMachine = (
      await t.db.one<{ id: string }>("SELECT id FROM equipment WHERE organization_id = $1 LIMIT 1", [
        await organizationOf(t.app, NORTHWIND_MANAGER),
      ])
    )?.id;
    const inspection = (
      await t.db.one<{ id: string }>(
        "SELECT id FROM work_orders WHERE organization_id = $1 AND work_order_type = 'INSPECTION' LIMIT 1",
        [org],
      )
    )?.id;
    const repair = (
      await t.db.one<{ id: string }>(
        "SELECT id FROM work_orders WHERE organization_id = $1 AND work_order_type = 'REPAIR' LIMIT 1",
        [org],
      )
    )?.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ equipmentId: northwindMachine }, "INVALID_EQUIPMENT", "equipmentId"],
      [{ equipmentId: "00000000-0000-4000-8000-000000000000" }, "INVALID_EQUIPMENT", "equipmentId"],
      [{ equipmentOperatorId: await userId(t.app, "MECHANIC") }, "INVALID_OPERATOR", "equipmentOperatorId"],
      [
        { equipmentOperatorId: await userId(t.app, INACTIVE_OPERATOR) },
        "INVALID_OPERATOR",
        "equipmentOperatorId",
      ],
      [{ mechanicId: await userId(t.app, "FIELD_SUPERVISOR") }, "INVALID_MECHANIC", "mechanicId"],
      [{ mechanicId: await userId(t.app, NORTHWIND_MECHANIC) }, "INVALID_MECHANIC", "mechanicId"],
      [{ assignedToId: await userId(t.app, "OPERATOR") }, "INVALID_ASSIGNEE", "assignedToId"],
      [{ inspectionId: repair }, "INVALID_INSPECTION", "inspectionId"],
    ];
    for (const [change, code, path] of cases) {
      const response = await create({ ...valid(), ...change });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(response.json().details[0].path).toBe(path);
    }
    const foremanAsMechanic = await create({
      ...valid(),
      mechanicId: await userId(t.app, "SHOP_FOREMAN"),
      inspectionId: inspection,
    });
    expect(foremanAsMechanic.statusCode, foremanAsMechanic.body).toBe(201);
    expect(foremanAsMechanic.json().data.workOrder.inspectionId).toBe(inspection);
  });

  it("takes the organization from the caller, never from the body", async () => {
    const response = await create({
      ...valid(),
      organizationId: await organizationOf(t.app, NORTHWIND_MANAGER),
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db.one<{ organization_id: string }>(
      "SELECT organization_id FROM work_orders WHERE id = $1",
      [response.json().data.workOrder.id],
    );
    expect(row?.organization_id).toBe(org);
  });

  it("creates one work order for a replayed Idempotency-Key", async () => {
    const body = { ...valid(), title: `Replayed ${Date.now()}` };
    const headers = { "idempotency-key": `create-${body.title}` };
    const first = await call("SHOP_FOREMAN", "POST", "/api/v1/work-orders", body, headers);
    const again = await call("SHOP_FOREMAN", "POST", "/api/v1/work-orders", body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await count(t.db, "SELECT count(*) AS n FROM work_orders WHERE title = $1", [body.title])).toBe(1);
  });
});
