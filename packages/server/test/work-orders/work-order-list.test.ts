import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from "@mnx/domain";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/database.js";
import { createTestApp, onEngine, type TestApp, testConfig } from "../support/test-app.js";
import { apiClient, type Call, organizationOf, userId } from "./fixtures.js";

interface Listed {
  id: string;
  status: string;
  priority: string;
  dueDate: string | null;
  createdAt: string;
}

/** The expected ids, by plain SQL over the organization's rows (the foreman sees them all). */
async function expectedIds(db: Database, organizationId: string, where: string, params: unknown[] = []) {
  const rows = await db.query<{ id: string }>(
    `SELECT wo.id FROM work_orders wo JOIN equipment e ON e.id = wo.equipment_id
     WHERE wo.organization_id = $1 AND (${where}) ORDER BY wo.created_at DESC, wo.id DESC`,
    [organizationId, ...params],
  );
  return rows.map((row) => row.id);
}

describe(onEngine("GET /api/v1/work-orders"), () => {
  let t: TestApp;
  let call: Call;
  let org: string;
  const list = async (query: string, who = "SHOP_FOREMAN") => {
    const limit = query.includes("limit=") ? "" : "limit=100&";
    const response = await call(who, "GET", `/api/v1/work-orders?${limit}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { workOrders: Listed[]; pagination: { total: number; pages: number } };
  };
  const all = async (query: string, who = "SHOP_FOREMAN") => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { workOrders, pagination } = await list(`${query}&page=${page}`, who);
      ids.push(...workOrders.map((wo) => wo.id));
      if (page >= pagination.pages) return { ids, total: pagination.total };
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    org = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("pages the organization's work orders, newest first, with the total", async () => {
    const expected = await expectedIds(t.db, org, "true");
    expect(expected.length).toBeGreaterThan(180);
    const response = await call("SHOP_FOREMAN", "GET", "/api/v1/work-orders");
    const { workOrders, pagination } = response.json().data;
    expect(pagination).toEqual({
      page: 1,
      limit: 20,
      total: expected.length,
      pages: Math.ceil(expected.length / 20),
      totalIsExact: true,
    });
    expect(workOrders.map((wo: Listed) => wo.id)).toEqual(expected.slice(0, 20));
    const third = (await list("limit=7&page=3")).workOrders.map((wo) => wo.id);
    expect(third).toEqual(expected.slice(14, 21));
    const beyond = await list("page=999");
    expect(beyond.workOrders).toEqual([]);
    expect(beyond.pagination.total).toBe(expected.length);
  });

  it("nests the machine and the people", async () => {
    const mechanic = await userId(t.app, "MECHANIC");
    const { workOrders } = await list(`mechanicId=${mechanic}&assignedToId=${mechanic}&limit=5`);
    const [first] = workOrders as unknown as Record<string, unknown>[];
    expect(first).toMatchObject({
      equipment: {
        id: expect.any(String),
        equipmentNumber: expect.any(String),
        name: expect.any(String),
        status: expect.any(String),
        hourMeter: expect.any(Number),
      },
      mechanic: { id: expect.any(String), firstName: expect.any(String), lastName: expect.any(String) },
      assignedTo: { id: expect.any(String), firstName: expect.any(String), lastName: expect.any(String) },
    });
    expect(first?.equipmentOperator === null || typeof first?.equipmentOperator === "object").toBe(true);
  });

  it.each([
    ["status=IN_PROGRESS,WAITING_PARTS", "wo.status IN ('IN_PROGRESS', 'WAITING_PARTS')"],
    ["status=active", "wo.status IN ('PENDING', 'ASSIGNED', 'IN_PROGRESS')"],
    ["status=open", "wo.status IN ('PENDING', 'ASSIGNED', 'ON_HOLD', 'WAITING_PARTS', 'WAITING_APPROVAL')"],
    ["status=in_progress", "wo.status = 'IN_PROGRESS'"],
    ["status=completed", "wo.status = 'COMPLETED'"],
    ["status=cancelled", "wo.status = 'CANCELLED'"],
    ["status=all", "true"],
    ["priority=critical,HIGH", "wo.priority IN ('CRITICAL', 'HIGH')"],
    ["workOrderType=BREAKDOWN,SAFETY_ISSUE", "wo.work_order_type IN ('BREAKDOWN', 'SAFETY_ISSUE')"],
    ["isEmergency=true", "wo.is_emergency"],
    ["isEmergency=false", "NOT wo.is_emergency"],
    ["jobSite=highway", "wo.job_site ILIKE '%highway%'"],
    ["search=hydraulic", "wo.title ILIKE '%hydraulic%' OR wo.description ILIKE '%hydraulic%'"],
    [
      "search=ex-1",
      "e.equipment_number ILIKE '%ex-1%' OR wo.title ILIKE '%ex-1%' OR wo.description ILIKE '%ex-1%'",
    ],
    [
      "search=Caterpillar",
      "e.name ILIKE '%caterpillar%' OR wo.title ILIKE '%caterpillar%' OR wo.description ILIKE '%caterpillar%'",
    ],
    ["search=100%25", "wo.title LIKE '%100\\%%' OR wo.description LIKE '%100\\%%'"],
    [
      "status=active&priority=CRITICAL&isEmergency=true",
      "wo.status IN ('PENDING', 'ASSIGNED', 'IN_PROGRESS') AND wo.priority = 'CRITICAL' AND wo.is_emergency",
    ],
  ])("filters %s", async (query, where) => {
    const expected = await expectedIds(t.db, org, where);
    const { ids, total } = await all(query);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it("filters by machine and by people", async () => {
    const mechanic = await userId(t.app, "MECHANIC");
    const operator = await userId(t.app, "carlos.mendez@summitridge.example");
    const machine = (
      await t.db.one<{ equipment_id: string }>(
        "SELECT equipment_id FROM work_orders WHERE organization_id = $1 GROUP BY equipment_id ORDER BY count(*) DESC LIMIT 1",
        [org],
      )
    )?.equipment_id;
    const cases: [string, string, unknown][] = [
      [`equipmentId=${machine}`, "wo.equipment_id = $2", machine],
      [`mechanicId=${mechanic}`, "wo.mechanic_id = $2", mechanic],
      [`assignedToId=${mechanic}`, "wo.assigned_to_id = $2", mechanic],
      [`assignedTo=${mechanic}`, "wo.mechanic_id = $2 OR wo.assigned_to_id = $2", mechanic],
      [`equipmentOperatorId=${operator}`, "wo.equipment_operator_id = $2", operator],
    ];
    for (const [query, where, value] of cases) {
      const expected = await expectedIds(t.db, org, where, [value]);
      expect(expected.length, query).toBeGreaterThan(0);
      expect((await all(query)).ids, query).toEqual(expected);
    }
  });

  it("'my' means assigned to me or reported by me, and /my answers the same", async () => {
    const foreman = await userId(t.app, "SHOP_FOREMAN");
    const expected = await expectedIds(
      t.db,
      org,
      "wo.mechanic_id = $2 OR wo.assigned_to_id = $2 OR wo.reported_by_id = $2",
      [foreman],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((await all("my=true")).ids).toEqual(expected);
    const mine = await call("SHOP_FOREMAN", "GET", "/api/v1/work-orders/my?limit=100");
    expect(mine.json().data.pagination.total).toBe(expected.length);
    expect(mine.json().data.workOrders.map((wo: Listed) => wo.id)).toEqual(expected.slice(0, 100));
    expect((await all("my=false")).total).toBe((await expectedIds(t.db, org, "true")).length);
  });

  it("sorts by priority (CRITICAL > HIGH > MEDIUM > LOW), due date, status and creation, both ways", async () => {
    const rank = (values: readonly string[]) => (value: string) => values.indexOf(value);
    const priority = rank(WORK_ORDER_PRIORITIES);
    const status = rank(WORK_ORDER_STATUSES);
    const ordered = (values: number[], direction: "asc" | "desc") =>
      values.every(
        (value, i) => i === 0 || (direction === "asc" ? values[i - 1]! <= value : values[i - 1]! >= value),
      );
    for (const direction of ["asc", "desc"] as const) {
      const byPriority = (await all(`sortBy=priority&sortOrder=${direction}`)).ids;
      const rows = new Map(
        (await list(`sortBy=priority&sortOrder=${direction}&limit=100`)).workOrders.map((wo) => [wo.id, wo]),
      );
      expect(
        ordered(
          [...rows.values()].map((wo) => priority(wo.priority)),
          direction,
        ),
      ).toBe(true);
      expect(byPriority.length).toBeGreaterThan(100);

      const statuses = (await list(`sortBy=status&sortOrder=${direction}`)).workOrders.map((wo) =>
        status(wo.status),
      );
      expect(ordered(statuses, direction)).toBe(true);

      const created = (await list(`sortBy=createdAt&sortOrder=${direction}`)).workOrders.map((wo) =>
        Date.parse(wo.createdAt),
      );
      expect(ordered(created, direction)).toBe(true);

      const due = (await all(`sortBy=dueDate&sortOrder=${direction}`)).ids;
      const dueRows = await t.db.query<{ id: string; due_date: Date | null }>(
        "SELECT id, due_date FROM work_orders WHERE id = ANY($1::uuid[])",
        [due],
      );
      const dueOf = new Map(dueRows.map((row) => [row.id, row.due_date]));
      const dates = due.map((id) => dueOf.get(id) ?? null);
      const firstNull = dates.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(dates.slice(firstNull).every((date) => date === null)).toBe(true);
      expect(
        ordered(
          dates.slice(0, firstNull).map((date) => (date as Date).getTime()),
          direction,
        ),
      ).toBe(true);
    }
    const first = (await list("sortBy=priority&sortOrder=desc&limit=1")).workOrders[0];
    expect(first?.priority).toBe("CRITICAL");
    const last = (await list("sortBy=priority&sortOrder=asc&limit=1")).workOrders[0];
    expect(last?.priority).toBe("LOW");
  });

  it("refuses bad filters with the schema's messages", async () => {
    const cases: [string, string][] = [
      ["limit=101", "Limit must be 100 or less"],
      ["page=0", "Page must be 1 or more"],
      ["status=DONE", "Unknown value 'DONE'"],
      ["mechanicId=nope", "Invalid mechanic id"],
      ["sortBy=title", ""],
    ];
    for (const [query, message] of cases) {
      const response = await call("SHOP_FOREMAN", "GET", `/api/v1/work-orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
      if (message) expect(response.json().error).toBe(message);
    }
  });

  it("reads each page in the same two statements (its ids, then their rows), whatever its size", async () => {
    const db = t.db;
    const statements: string[] = [];
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
      one: (sql, params) => {
        statements.push(sql);
        return db.one(sql, params);
      },
    };
    const app = await buildApp({ config: testConfig(), db: counting, logger: pino({ level: "silent" }) });
    try {
      const countingCall = apiClient(app);
      for (const limit of [5, 100]) {
        await countingCall("SHOP_FOREMAN", "GET", "/api/v1/work-orders?limit=1");
        statements.length = 0;
        const response = await countingCall("SHOP_FOREMAN", "GET", `/api/v1/work-orders?limit=${limit}`);
        expect(response.json().data.workOrders).toHaveLength(limit);
        expect(statements.filter((sql) => sql.includes("work_orders"))).toHaveLength(2);
      }
    } finally {
      await app.close();
    }
  });
});
