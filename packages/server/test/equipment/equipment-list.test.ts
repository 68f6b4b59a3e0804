import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { type ApiClient, apiClient, organizationOf, statementCountingApp } from "./fixtures.js";

/** Written out here on purpose: the completed work-order types that count as maintenance records. */
const MAINTENANCE_TYPES = [
  "PREVENTIVE_MAINTENANCE",
  "LUBRICATION",
  "CALIBRATION",
  "CLEANING",
  "SEASONAL_PREP",
];

interface Machine {
  id: string;
  equipmentNumber: string;
  status: string;
  assignedOperatorId: string | null;
  assignedOperator: { id: string; firstName: string; lastName: string } | null;
  stats: { workOrders: number; maintenanceRecords: number };
}

describe(onEngine("GET /api/v1/equipment"), () => {
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

  /** The ids the list should answer, by plain SQL over the caller's organization, in list order. */
  const expectedIds = async (condition: string, params: unknown[] = []) =>
    (
      await t.db.query<{ id: string }>(
        `SELECT id FROM equipment WHERE organization_id = $1 AND (${condition}) ORDER BY equipment_number, id`,
        [organizationId, ...params],
      )
    ).map((r) => r.id);

  const list = async (query: string, who = "FLEET_MANAGER") => {
    const response = await api(who, "GET", `/api/v1/equipment?limit=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      success: true;
      data: {
        equipment: Machine[];
        pagination: { page: number; limit: number; total: number; pages: number };
      };
    };
    return body.data;
  };

  const contains = (column: string) => `position(lower($2) in lower(coalesce(${column}, ''))) > 0`;

  it.each([
    ["no filter: every machine but the retired ones", "", "status <> 'RETIRED'", []],
    ["status=RETIRED shows the retired ones", "status=RETIRED", "status = 'RETIRED'", []],
    [
      "status as a comma list",
      "status=DOWN_FOR_REPAIR,warning",
      "status IN ('DOWN_FOR_REPAIR', 'WARNING')",
      [],
    ],
    [
      "equipmentType list",
      "equipmentType=EXCAVATOR,LOADER",
      "equipment_type IN ('EXCAVATOR', 'LOADER') AND status <> 'RETIRED'",
      [],
    ],
    ["category", "category=HAULING", "category = 'HAULING' AND status <> 'RETIRED'", []],
    ["make, ignoring case", "make=caterpillar", "lower(make) = 'caterpillar' AND status <> 'RETIRED'", []],
    [
      "job site contains, ignoring case",
      "currentJobSite=highway%209",
      `${contains("current_job_site")} AND status <> 'RETIRED'`,
      ["highway 9"],
    ],
    [
      "search by make",
      "search=KOMATSU",
      `(${["equipment_number", "name", "make", "model", "serial_number"].map(contains).join(" OR ")}) AND status <> 'RETIRED'`,
      ["komatsu"],
    ],
    [
      "search by number prefix",
      "search=ex-10",
      `${contains("equipment_number")} AND status <> 'RETIRED'`,
      ["ex-10"],
    ],
    [
      "search by type, as words",
      "search=dump%20truck",
      `(${contains("replace(equipment_type, '_', ' ')")} OR ${contains("name")}) AND status <> 'RETIRED'`,
      ["dump truck"],
    ],
  ])("%s", async (_label, query, condition, params) => {
    const ids = await expectedIds(condition, params);
    expect(ids.length).toBeGreaterThan(0);
    const data = await list(query);
    expect(data.pagination.total).toBe(ids.length);
    expect(data.equipment.map((m) => m.id)).toEqual(ids.slice(0, 100));
  });

  it("search by serial number and model, and search text is matched literally", async () => {
    const machine = await t.db.one<{ id: string; serial_number: string; model: string }>(
      "SELECT id, serial_number, model FROM equipment WHERE organization_id = $1 AND status <> 'RETIRED' AND serial_number IS NOT NULL ORDER BY equipment_number LIMIT 1",
      [organizationId],
    );
    const bySerial = await list(`search=${encodeURIComponent(machine?.serial_number.toLowerCase() ?? "")}`);
    expect(bySerial.equipment.map((m) => m.id)).toEqual([machine?.id]);
    expect((await list("search=%25")).pagination.total).toBe(0);
    expect((await list("search=_")).pagination.total).toBe(
      (
        await expectedIds(
          "position('_' in equipment_number || name || make || coalesce(model, '') || coalesce(serial_number, '') || equipment_type) > 0 AND status <> 'RETIRED'",
        )
      ).length,
    );
  });

  it("filters by assigned operator and nests the operator", async () => {
    const operator = await findTestUser(t.app, "operator@summitridge.example");
    const ids = await expectedIds("assigned_operator_id = $2 AND status <> 'RETIRED'", [operator.id]);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const data = await list(`assignedOperatorId=${operator.id}`);
    expect(data.equipment.map((m) => m.id)).toEqual(ids);
    for (const machine of data.equipment) {
      expect(machine.assignedOperator).toEqual({ id: operator.id, firstName: "Jake", lastName: "Thornton" });
    }
  });

  it("counts each machine's work orders and maintenance records", async () => {
    const expected = await t.db.query<{ id: string; work_orders: number; maintenance_records: number }>(
      `SELECT e.id,
              (SELECT count(*) FROM work_orders w WHERE w.equipment_id = e.id) AS work_orders,
              (SELECT count(*) FROM work_orders w WHERE w.equipment_id = e.id AND w.status = 'COMPLETED'
                 AND w.work_order_type = ANY($2::text[])) AS maintenance_records
       FROM equipment e WHERE e.organization_id = $1`,
      [organizationId, MAINTENANCE_TYPES],
    );
    const byId = new Map(
      expected.map((r) => [r.id, { workOrders: r.work_orders, maintenanceRecords: r.maintenance_records }]),
    );
    const data = await list("status=all");
    expect(data.equipment.length).toBeGreaterThan(30);
    for (const machine of data.equipment) expect(machine.stats).toEqual(byId.get(machine.id));
    expect(data.equipment.some((m) => m.stats.maintenanceRecords > 0)).toBe(true);
    expect(data.equipment.some((m) => m.stats.workOrders > m.stats.maintenanceRecords)).toBe(true);
  });

  it("keeps a machine's counts as its work orders are written, moved, changed and deleted", async () => {
    const number = `CNT-${Date.now().toString(36).toUpperCase()}`;
    const machine = await t.db.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, make, status) VALUES ($1, $2, 'Counted Loader', 'Volvo', 'RETIRED')
       RETURNING id`,
      [organizationId, number],
    );
    const other = await t.db.one<{ id: string }>(
      `INSERT INTO equipment (organization_id, equipment_number, name, make, status) VALUES ($1, $2, 'Other Loader', 'Volvo', 'RETIRED')
       RETURNING id`,
      [organizationId, `${number}-B`],
    );
    const statsOf = async (machineNumber: string) =>
      (await list(`status=RETIRED&search=${machineNumber}`)).equipment.find(
        (m) => m.equipmentNumber === machineNumber,
      )?.stats;
    const write = (title: string, status: string, type: string) =>
      t.db.one<{ id: string }>(
        `INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type, equipment_id)
         VALUES ($1, $2, 'Counted.', $3, 'LOW', $4, $5) RETURNING id`,
        [organizationId, title, status, type, machine?.id],
      );
    try {
      const repair = await write("Counted repair", "PENDING", "REPAIR");
      await write("Counted service", "COMPLETED", "PREVENTIVE_MAINTENANCE");
      const cleaning = await write("Counted cleaning", "COMPLETED", "CLEANING");
      expect(await statsOf(number)).toEqual({ workOrders: 3, maintenanceRecords: 2 });
      await t.db.query("UPDATE work_orders SET status = 'COMPLETED' WHERE id = $1", [repair?.id]);
      expect(await statsOf(number)).toEqual({ workOrders: 3, maintenanceRecords: 2 });
      await t.db.query("UPDATE work_orders SET work_order_type = 'LUBRICATION' WHERE id = $1", [repair?.id]);
      expect(await statsOf(number)).toEqual({ workOrders: 3, maintenanceRecords: 3 });
      await t.db.query("UPDATE work_orders SET equipment_id = $2 WHERE id = $1", [cleaning?.id, other?.id]);
      expect(await statsOf(number)).toEqual({ workOrders: 2, maintenanceRecords: 2 });
      expect(await statsOf(`${number}-B`)).toEqual({ workOrders: 1, maintenanceRecords: 1 });
      await t.db.query("DELETE FROM work_orders WHERE id = $1", [repair?.id]);
      expect(await statsOf(number)).toEqual({ workOrders: 1, maintenanceRecords: 1 });
    } finally {
      const both = [machine?.id, other?.id];
      await t.db.query("DELETE FROM work_orders WHERE equipment_id = ANY($1::uuid[])", [both]);
      await t.db.query("DELETE FROM equipment WHERE id = ANY($1::uuid[])", [both]);
    }
    const left = await t.db.query(
      "SELECT 1 FROM machine_work_order_counts WHERE equipment_id = ANY($1::uuid[])",
      [[machine?.id, other?.id]],
    );
    expect(left).toHaveLength(0);
  });

  it("pages: every machine once, pages rounded up, an out-of-range page still knows the total", async () => {
    const all = await expectedIds("status <> 'RETIRED'");
    const seen: string[] = [];
    const pages = Math.ceil(all.length / 7);
    for (let page = 1; page <= pages; page++) {
      const response = await api("VIEWER", "GET", `/api/v1/equipment?limit=7&page=${page}`);
      const { equipment, pagination } = response.json().data;
      expect(pagination).toEqual({ page, limit: 7, total: all.length, pages, totalIsExact: true });
      seen.push(...equipment.map((m: Machine) => m.id));
    }
    expect(seen).toEqual(all);
    const beyond = (await api("VIEWER", "GET", `/api/v1/equipment?limit=7&page=${pages + 5}`)).json().data;
    expect(beyond).toEqual({
      equipment: [],
      pagination: { page: pages + 5, limit: 7, total: all.length, pages, totalIsExact: true },
    });
  });

  it("defaults to 100 a page and refuses more, or unknown values", async () => {
    expect((await list("")).pagination.limit).toBe(100);
    const tooMany = await api("VIEWER", "GET", "/api/v1/equipment?limit=101");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: "VALIDATION_ERROR", error: "Limit must be 100 or less" });
    const unknown = await api("VIEWER", "GET", "/api/v1/equipment?status=BROKEN");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: "status", message: "Unknown value 'BROKEN'" }]);
  });

  it("every role but the operator reads the whole fleet; another organization's stays out", async () => {
    const manager = await list("status=all");
    for (const role of ["MECHANIC", "VIEWER"]) {
      expect((await list("status=all", role)).pagination.total).toBe(manager.pagination.total);
    }
    const northwind = await findTestUser(t.app, "fleet.manager@northwind.example");
    const theirs = await list("status=all", northwind.email);
    const ids = new Set(manager.equipment.map((m) => m.id));
    expect(theirs.pagination.total).toBeGreaterThan(0);
    expect(theirs.equipment.some((m) => ids.has(m.id))).toBe(false);
  });

  it("is exactly the machines assigned to them, whatever filter they send", async () => {
    const operator = await findTestUser(t.app, "operator@summitridge.example");
    const expected = await t.db.query<{ id: string }>(
      "SELECT id FROM equipment WHERE assigned_operator_id = $1 AND status <> 'RETIRED' ORDER BY id",
      [operator.id],
    );
    expect(expected.length).toBeGreaterThan(0);
    const someoneElse = await t.db.one<{ id: string }>(
      "SELECT assigned_operator_id AS id FROM equipment WHERE assigned_operator_id IS NOT NULL AND assigned_operator_id <> $1 LIMIT 1",
      [operator.id],
    );
    for (const query of ["", `assignedOperatorId=${someoneElse?.id}`]) {
      const seen = await list(query, "OPERATOR");
      expect(seen.equipment.map((m) => m.id).sort()).toEqual(expected.map((r) => r.id).sort());
    }
  });
});

describe(onEngine("GET /api/v1/equipment: one query per page"), () => {
  it("runs the same statements for 5 machines as for 30, one of them on the equipment", async () => {
    const { app, statements } = await statementCountingApp();
    try {
      const api = apiClient(app);
      await api("FLEET_MANAGER", "GET", "/api/v1/equipment?limit=1");
      const run = async (limit: number) => {
        statements.length = 0;
        const response = await api("FLEET_MANAGER", "GET", `/api/v1/equipment?limit=${limit}`);
        expect(response.json().data.equipment).toHaveLength(limit);
        return [...statements];
      };
      const five = await run(5);
      const thirty = await run(30);
      expect(thirty.length).toBe(five.length);
      expect(five.filter((sql) => sql.includes("FROM equipment"))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
