import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitFailedInspection } from "../defects/failed-inspection.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { apiClient, type Call, NORTHWIND_MANAGER, organizationOf, userId } from "../work-orders/fixtures.js";

interface InspectionJson {
  id: string;
  inspectionDate: string;
  status: string;
  kind: string;
  operator: { firstName: string } | null;
  defects: number;
  criticalDefects: number;
  signed: boolean;
}

describe(onEngine("a machine's inspection history"), () => {
  let t: TestApp;
  let call: Call;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Earlier days' inspections of the machine, as the daily check leaves them (passed, by its operator). */
  const addEarlierDays = async (machine: string, operatorId: string, days: number) => {
    await t.db.query(
      `INSERT INTO work_orders (organization_id, title, description, status, work_order_type, equipment_id,
                                assigned_to_id, inspection_date, actual_end)
       SELECT e.organization_id, 'Daily Inspection', 'Earlier day', 'COMPLETED', 'INSPECTION', e.id, $2,
              current_date - d, current_date - d + time '07:00'
       FROM equipment e CROSS JOIN generate_series(1, $3::int) d WHERE e.id = $1`,
      [machine, operatorId, days],
    );
  };

  /** A crane's annual inspection done on an earlier day (decision 046: a work order that names its schedule). */
  const addAnnual = async (machine: string, inspectorId: string, daysAgo: number) => {
    const schedule = await t.db.one<{ id: string }>(
      `INSERT INTO periodic_inspection_schedules (organization_id, equipment_id, kind, title, interval_count,
                                                  interval_unit, assignee_id, next_due_date)
       SELECT organization_id, id, 'ANNUAL', 'Annual crane inspection', 12, 'MONTHS', $2, current_date + 300
       FROM equipment WHERE id = $1 RETURNING id`,
      [machine, inspectorId],
    );
    await t.db.query(
      `INSERT INTO work_orders (organization_id, title, description, status, work_order_type, equipment_id,
                                assigned_to_id, inspection_date, actual_end, periodic_schedule_id)
       SELECT organization_id, 'Annual crane inspection', 'Annual', 'COMPLETED', 'PERIODIC_INSPECTION', id, $2,
              current_date - $3::int, current_date - $3::int + time '10:00', $4
       FROM equipment WHERE id = $1`,
      [machine, inspectorId, daysAgo, schedule?.id],
    );
  };

  it("lists a machine's inspections newest day first, with what each found and whether it was signed", async () => {
    const failed = await submitFailedInspection(t, call, "OPERATOR", "Engine Oil", "Tires/Tracks");
    await addEarlierDays(failed.machine, await userId(t.app, "OPERATOR"), 25);
    await addAnnual(failed.machine, await userId(t.app, "INSPECTOR"), 3);

    const first = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${failed.machine}/inspections`);
    expect(first.statusCode, first.body).toBe(200);
    const { inspections, pagination } = first.json().data as {
      inspections: InspectionJson[];
      pagination: { total: number; pages: number; limit: number };
    };
    expect(pagination).toMatchObject({ total: 27, pages: 2, limit: 20 });
    expect(inspections).toHaveLength(20);
    const today = inspections[0];
    expect(today).toMatchObject({
      id: failed.inspectionId,
      kind: "DAILY",
      status: "WAITING_APPROVAL",
      signed: false,
    });
    expect(today?.defects).toBe(2);
    const critical = failed.defects.filter((defect) => defect.critical).length;
    expect(today?.criticalDefects).toBe(critical);
    expect(today?.operator?.firstName).toBeTruthy();
    const days = inspections.map((inspection) => inspection.inspectionDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(inspections[1]).toMatchObject({ status: "COMPLETED", defects: 0, criticalDefects: 0 });
    // The annual inspection three days ago sits among that day's entries, with its kind.
    const annual = inspections.filter((inspection) => inspection.kind === "ANNUAL");
    expect(annual).toHaveLength(1);
    expect(annual[0]?.inspectionDate).toBe(inspections[3]?.inspectionDate);

    const last = await call("SHOP_FOREMAN", "GET", `/api/v1/equipment/${failed.machine}/inspections?page=2`);
    expect(last.json().data.inspections).toHaveLength(7);
    // The rows written here have no history: on PostgreSQL the seed's own checks read the same organization.
    await t.db.query(
      "DELETE FROM work_orders WHERE equipment_id = $1 AND description IN ('Earlier day', 'Annual')",
      [failed.machine],
    );
    await t.db.query("DELETE FROM periodic_inspection_schedules WHERE equipment_id = $1", [failed.machine]);
  });

  it("shows an operator the machines assigned to them only, and another organization's machine as not found", async () => {
    const failed = await submitFailedInspection(t, call, "OPERATOR", "Coolant");
    const own = await call("OPERATOR", "GET", `/api/v1/equipment/${failed.machine}/inspections`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.inspections).toHaveLength(1);

    const organization = await organizationOf(t.app);
    const unassigned = await t.db.one<{ id: string }>(
      `SELECT id FROM equipment WHERE organization_id = $1 AND assigned_operator_id IS DISTINCT FROM $2 LIMIT 1`,
      [organization, await userId(t.app, "OPERATOR")],
    );
    const notTheirs = await call("OPERATOR", "GET", `/api/v1/equipment/${unassigned?.id}/inspections`);
    expect(notTheirs.statusCode).toBe(404);

    const elsewhere = await call(NORTHWIND_MANAGER, "GET", `/api/v1/equipment/${failed.machine}/inspections`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("refuses a page size over the limit", async () => {
    const failed = await submitFailedInspection(t, call, "OPERATOR", "Fluid Leaks");
    const refused = await call(
      "SHOP_FOREMAN",
      "GET",
      `/api/v1/equipment/${failed.machine}/inspections?limit=1000`,
    );
    expect(refused.statusCode).toBe(400);
  });
});
