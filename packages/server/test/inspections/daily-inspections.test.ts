import { INSPECTION_CHECKLIST, type InspectionItem, parseInspectionResult } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import {
  apiClient,
  assignMachine,
  type Call,
  CREW_OPERATOR,
  count,
  createOrder,
  insertMachine,
  organizationOf,
  userId,
} from "../work-orders/fixtures.js";

const items = (attention = 0): InspectionItem[] =>
  INSPECTION_CHECKLIST.map((entry, index) => ({
    ...entry,
    status: index < attention ? "NEEDS_ATTENTION" : "OK",
    notes: index < attention ? "Worn" : "",
  }));

describe(onEngine("/api/v1/inspections/daily"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  let operator: string;
  /** Plain-SQL counts for today (UTC), for the organization or one operator. */
  const expected = async (operatorId: string | null) => {
    const one = (sql: string) => count(t.db, sql, [org, operatorId]);
    const own = "AND ($2::uuid IS NULL OR wo.assigned_to_id = $2::uuid)";
    return {
      inspectionsNeeded: await one(
        `SELECT count(*) AS n FROM equipment e JOIN equipment_assignments a ON a.equipment_id = e.id AND a.status = 'ACTIVE'
         WHERE e.organization_id = $1 AND ($2::uuid IS NULL OR a.operator_id = $2::uuid)
           AND e.status NOT IN ('DOWN_FOR_REPAIR', 'OUT_OF_SERVICE', 'RETIRED')
           AND e.id NOT IN (SELECT equipment_id FROM work_orders WHERE work_order_type = 'INSPECTION'
                            AND inspection_date = current_date)`,
      ),
      missedInspections: await one(
        `SELECT count(*) AS n FROM work_orders wo WHERE wo.organization_id = $1 AND wo.work_order_type = 'INSPECTION'
           AND wo.inspection_date < current_date AND wo.inspection_date >= current_date - 7
           AND wo.status IN ('PENDING', 'ASSIGNED', 'IN_PROGRESS') ${own}`,
      ),
      completedInspections: await one(
        `SELECT count(*) AS n FROM work_orders wo WHERE wo.organization_id = $1 AND wo.work_order_type = 'INSPECTION'
           AND wo.inspection_date = current_date AND wo.status IN ('COMPLETED', 'WAITING_APPROVAL') ${own}`,
      ),
      pendingToday: await one(
        `SELECT count(*) AS n FROM work_orders wo WHERE wo.organization_id = $1 AND wo.work_order_type = 'INSPECTION'
           AND wo.inspection_date = current_date AND wo.status IN ('ASSIGNED', 'IN_PROGRESS') ${own}`,
      ),
    };
  };
  const counts = async (who: string) => {
    const response = await call(who, "GET", "/api/v1/inspections/daily");
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  /** A fresh machine run by the demo operator, with today's inspection assigned through the API. */
  const todaysInspection = async (hourMeter = 500) => {
    const machine = await insertMachine(t.db, org, { hourMeter });
    await assignMachine(t.db, org, machine, operator);
    const assigned = await call("OPERATOR", "POST", "/api/v1/inspections/daily");
    const wo = assigned
      .json()
      .data.workOrders.find((w: { equipmentId: string }) => w.equipmentId === machine);
    if (!wo) throw new Error(`no inspection created: ${assigned.body}`);
    return { machine, id: wo.id as string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
    operator = await userId(t.app, "OPERATOR");
    // A missed inspection: yesterday's, never submitted (with its history line, as the API would write it).
    const machine = await insertMachine(t.db, org);
    await assignMachine(t.db, org, machine, operator);
    const row = await t.db.one<{ id: string }>(
      `INSERT INTO work_orders (organization_id, title, description, status, work_order_type, equipment_id,
                                equipment_operator_id, assigned_to_id, inspection_date, created_at)
       VALUES ($1, 'Daily Inspection - missed', 'Yesterday', 'ASSIGNED', 'INSPECTION', $2, $3, $3,
               current_date - 1, now() - interval '1 day') RETURNING id`,
      [org, machine, operator],
    );
    await t.db.query(
      `INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id, created_at)
       VALUES ($1, $2, NULL, 'ASSIGNED', $3, now() - interval '1 day')`,
      [org, row?.id, operator],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts today's inspections for the organization, and an operator's own", async () => {
    const organization = await expected(null);
    expect(await counts("FIELD_SUPERVISOR")).toEqual(organization);
    expect(await counts("SHOP_FOREMAN")).toEqual(organization);
    expect(organization.inspectionsNeeded).toBeGreaterThan(0);
    expect(organization.missedInspections).toBeGreaterThan(0);
    const own = await expected(operator);
    expect(await counts("OPERATOR")).toEqual(own);
    expect(own.pendingToday).toBeGreaterThanOrEqual(2);
    expect(own.missedInspections).toBeGreaterThanOrEqual(1);
    expect(await counts(CREW_OPERATOR)).toEqual(await expected(await userId(t.app, CREW_OPERATOR)));
  });

  it("an operator's dashboard assigns their own machines' inspections, once", async () => {
    const before = await expected(operator);
    const response = await call("OPERATOR", "POST", "/api/v1/inspections/daily");
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(data.created).toBe(before.inspectionsNeeded);
    expect(message).toBe(`Assigned ${data.created} daily inspection${data.created === 1 ? "" : "s"}`);
    for (const wo of data.workOrders) {
      expect(wo).toMatchObject({
        status: "ASSIGNED",
        workOrderType: "INSPECTION",
        assignedToId: operator,
        equipmentOperatorId: operator,
        estimatedHours: 0.5,
      });
    }
    expect((await counts("OPERATOR")).inspectionsNeeded).toBe(0);
    expect((await call("OPERATOR", "POST", "/api/v1/inspections/daily")).json().data.created).toBe(0);
  });

  it("a supervisor assigns the rest of the organization's; never two per machine per day, even at once", async () => {
    const machine = await insertMachine(t.db, org);
    await assignMachine(t.db, org, machine, await userId(t.app, CREW_OPERATOR));
    const needed = (await expected(null)).inspectionsNeeded;
    const [a, b] = await Promise.all([
      call("FIELD_SUPERVISOR", "POST", "/api/v1/inspections/daily"),
      call("SHOP_FOREMAN", "POST", "/api/v1/inspections/daily"),
    ]);
    expect((a?.json().data.created ?? 0) + (b?.json().data.created ?? 0)).toBe(needed);
    expect((await expected(null)).inspectionsNeeded).toBe(0);
    const doubled = await count(
      t.db,
      `SELECT count(*) AS n FROM (SELECT equipment_id FROM work_orders WHERE work_order_type = 'INSPECTION'
       GROUP BY equipment_id, inspection_date HAVING count(*) > 1) d`,
    );
    expect(doubled).toBe(0);
    for (const role of ["MECHANIC", "VIEWER", "FLEET_MANAGER"]) {
      expect((await call(role, "POST", "/api/v1/inspections/daily")).statusCode, role).toBe(403);
    }
  });

  it("all items OK completes the inspection, stores the result and records the machine as inspected", async () => {
    const { machine, id } = await todaysInspection(500);
    const response = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: id,
      items: items(),
      operatorNotes: "  All good  ",
      hourMeterReading: "512.5",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe("Daily inspection completed successfully! Equipment is ready for operation.");
    expect(data.workOrder).toMatchObject({ status: "COMPLETED", actualHours: 0.5, hourMeterEnd: 512.5 });
    expect(data.workOrder.actualEnd).not.toBeNull();
    const stored = parseInspectionResult(data.workOrder.completionNotes);
    expect(stored).toEqual(data.result);
    expect(stored).toMatchObject({
      summary: { totalItems: 16, itemsOK: 16, itemsNeedingAttention: 0, overallResult: "PASS" },
      operatorNotes: "All good",
      hourMeterReading: 512.5,
      completedBy: "operator@summitridge.example",
    });
    const history = (await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders/${id}`)).json().data.workOrder
      .history;
    expect(
      history.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus]),
    ).toEqual([
      [null, "ASSIGNED"],
      ["ASSIGNED", "IN_PROGRESS"],
      ["IN_PROGRESS", "COMPLETED"],
    ]);
    const equipment = await t.db.one<{ hour_meter: number; inspected: boolean }>(
      "SELECT hour_meter, last_inspection_date = current_date AS inspected FROM equipment WHERE id = $1",
      [machine],
    );
    expect(equipment).toEqual({ hour_meter: 512.5, inspected: true });
    const again = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: id,
      items: items(),
    });
    expect(again.statusCode).toBe(409);
  });

  it("anything needing attention waits for approval", async () => {
    const { id } = await todaysInspection();
    const response = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: id,
      items: items(2),
    });
    expect(response.json().message).toBe(
      "Daily inspection completed with items needing attention. Supervisor has been notified.",
    );
    expect(response.json().data.workOrder.status).toBe("WAITING_APPROVAL");
    expect(response.json().data.workOrder.actualEnd).not.toBeNull();
    expect(response.json().data.result.summary).toMatchObject({
      itemsNeedingAttention: 2,
      overallResult: "NEEDS_ATTENTION",
    });
    const approved = await call("SHOP_FOREMAN", "PATCH", `/api/v1/work-orders/${id}`, {
      status: "COMPLETED",
    });
    expect(approved.statusCode).toBe(200);
  });

  it("refuses an incomplete checklist, someone else's inspection, and non-operators", async () => {
    const { id } = await todaysInspection();
    const incomplete = [
      items().map((item, index) => (index === 3 ? { ...item, status: "NOT_CHECKED" } : item)),
      items().slice(1),
      [...items().slice(1), items()[1]],
    ];
    for (const list of incomplete) {
      const response = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
        workOrderId: id,
        items: list,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Please complete all inspection items before submitting.");
    }
    const notMine = await call(CREW_OPERATOR, "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: id,
      items: items(),
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error).toBe(
      "No daily inspection assigned for today. Please check with your supervisor.",
    );
    const repair = await createOrder(call, {
      equipmentId: await insertMachine(t.db, org),
      equipmentOperatorId: operator,
    });
    const notInspection = await call("OPERATOR", "POST", "/api/v1/inspections/daily/submit", {
      workOrderId: repair.id,
      items: items(),
    });
    expect(notInspection.statusCode).toBe(404);
    expect(
      (
        await call("SHOP_FOREMAN", "POST", "/api/v1/inspections/daily/submit", {
          workOrderId: id,
          items: items(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.db.one<{ status: string }>("SELECT status FROM work_orders WHERE id = $1", [id]))?.status,
    ).toBe("ASSIGNED");
  });
});
