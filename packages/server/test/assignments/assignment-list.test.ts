import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  OTHER_ORG_MANAGER,
  organizationOf,
  statementCountingApp,
} from "../equipment/fixtures.js";
import { findTestUser, type TestUser } from "../support/access-token.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { count } from "../work-orders/fixtures.js";

interface Listed {
  id: string;
  equipmentId: string;
  equipment: { id: string; equipmentNumber: string; name: string; status: string; equipmentType: string };
  operatorId: string;
  operator: { id: string; firstName: string; lastName: string };
  status: string;
}

describe(onEngine("GET /api/v1/equipment/assignments"), () => {
  let t: TestApp;
  let api: ApiClient;
  let organizationId: string;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    organizationId = await organizationOf(t.app);
    operator = await findTestUser(t.app, "operator@summitridge.example");
  });
  afterAll(async () => {
    await t.close();
  });

  /** The ids the list should answer, by plain SQL, newest start first. */
  const expectedIds = async (condition: string, params: unknown[] = []) =>
    (
      await t.db.query<{ id: string }>(
        `SELECT a.id FROM equipment_assignments a
         JOIN equipment e ON e.id = a.equipment_id JOIN users u ON u.id = a.operator_id
         WHERE a.organization_id = $1 AND (${condition}) ORDER BY a.start_date DESC, a.id DESC`,
        [organizationId, ...params],
      )
    ).map((r) => r.id);

  const list = async (query: string, who = "FLEET_MANAGER") => {
    const response = await api(who, "GET", `/api/v1/equipment/assignments?limit=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { assignments: Listed[]; pagination: { total: number; pages: number } };
  };
  const has = (column: string) => `position(lower($2) in lower(${column})) > 0`;

  it.each([
    ["everything", "", "true", []],
    ["status ACTIVE", "status=ACTIVE", "a.status = 'ACTIVE'", []],
    ["status COMPLETED or TRANSFERRED", "status=completed,TRANSFERRED", "a.status <> 'ACTIVE'", []],
    ["job site contains", "jobSite=cedar", has("a.job_site"), ["cedar"]],
    [
      "search by operator's full name",
      "search=jake%20thornton",
      has("u.first_name || ' ' || u.last_name"),
      ["jake thornton"],
    ],
    ["search by equipment number", "search=EX-10", has("e.equipment_number"), ["ex-10"]],
    [
      "search by machine name or job site",
      "search=crane",
      `${has("e.name")} OR ${has("a.job_site")} OR ${has("e.equipment_number")} OR ${has("u.first_name")} OR ${has("u.last_name")}`,
      ["crane"],
    ],
  ])("%s", async (_label, query, condition, params) => {
    const ids = await expectedIds(condition, params);
    expect(ids.length).toBeGreaterThan(0);
    const data = await list(query);
    expect(data.pagination.total).toBe(ids.length);
    expect(data.assignments.map((a) => a.id)).toEqual(ids.slice(0, 100));
  });

  it("a search without 3 letters or digits in a row finds machines and people, not job sites", async () => {
    // 'Highway 9 Interchange' holds 'y 9', which the job site's trigram index cannot find (decision 029).
    expect((await expectedIds(has("a.job_site"), ["y 9"])).length).toBeGreaterThan(0);
    const ids = await expectedIds(
      `${has("e.name")} OR ${has("e.equipment_number")} OR ${has("u.first_name")} OR ${has("u.last_name")}
       OR ${has("u.first_name || ' ' || u.last_name")}`,
      ["y 9"],
    );
    const data = await list("search=y%209");
    expect(data.pagination.total).toBe(ids.length);
    expect(data.assignments.map((a) => a.id)).toEqual(ids.slice(0, 100));
  });

  it("filters by machine and by operator, with the machine and operator nested", async () => {
    const busiest = await t.db.one<{ equipment_id: string }>(
      `SELECT equipment_id FROM equipment_assignments WHERE organization_id = $1
       GROUP BY equipment_id ORDER BY count(*) DESC, equipment_id LIMIT 1`,
      [organizationId],
    );
    const machine = busiest?.equipment_id ?? "";
    const byMachine = await list(`equipmentId=${machine}`);
    expect(byMachine.assignments.map((a) => a.id)).toEqual(
      await expectedIds("a.equipment_id = $2", [machine]),
    );
    const row = await t.db.one<{
      equipment_number: string;
      name: string;
      status: string;
      equipment_type: string;
    }>("SELECT equipment_number, name, status, equipment_type FROM equipment WHERE id = $1", [machine]);
    // Unsafe to operate: its critical defects not yet certified (docs/decisions/040).
    const unsafe = await count(
      t.db,
      `SELECT count(*) AS n FROM defects WHERE equipment_id = $1 AND critical
         AND status IN ('OPEN', 'REPAIR_IN_PROGRESS', 'REPAIRED')`,
      [machine],
    );
    expect(byMachine.assignments[0]?.equipment).toEqual({
      id: machine,
      equipmentNumber: row?.equipment_number,
      name: row?.name,
      status: row?.status,
      equipmentType: row?.equipment_type,
      unsafeToOperate: unsafe > 0,
      unsafeReason: unsafe > 0 ? expect.stringContaining("critical defect") : null,
    });
    const byOperator = await list(`operatorId=${operator.id}&status=ACTIVE`);
    expect(byOperator.assignments.map((a) => a.id)).toEqual(
      await expectedIds("a.operator_id = $2 AND a.status = 'ACTIVE'", [operator.id]),
    );
    expect(byOperator.assignments[0]?.operator).toEqual({
      id: operator.id,
      firstName: "Jake",
      lastName: "Thornton",
    });
  });

  it("pages 20 at a time by default", async () => {
    const all = await expectedIds("true");
    expect(all.length).toBeGreaterThan(20);
    const pages = Math.ceil(all.length / 20);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const response = await api("SHOP_FOREMAN", "GET", `/api/v1/equipment/assignments?page=${page}`);
      const { assignments, pagination } = response.json().data;
      expect(pagination).toEqual({ page, limit: 20, total: all.length, pages, totalIsExact: true });
      seen.push(...assignments.map((a: Listed) => a.id));
    }
    expect(seen).toEqual(all);
  });

  it("gives an operator only their own assignments, whatever they ask for", async () => {
    const own = await expectedIds("a.operator_id = $2", [operator.id]);
    expect(own.length).toBeGreaterThan(0);
    const mine = await list("", "OPERATOR");
    expect(mine.pagination.total).toBe(own.length);
    expect(mine.assignments.every((a) => a.operatorId === operator.id)).toBe(true);
    const someoneElse = await findTestUser(t.app, "carlos.mendez@summitridge.example");
    expect((await list(`operatorId=${someoneElse.id}`, "OPERATOR")).pagination.total).toBe(0);
    const theirs = await expectedIds("a.operator_id = $2", [someoneElse.id]);
    const read = await api("OPERATOR", "GET", `/api/v1/equipment/assignments/${theirs[0]}`);
    expect(read.statusCode).toBe(404);
    const ownRead = await api("OPERATOR", "GET", `/api/v1/equipment/assignments/${own[0]}`);
    expect(ownRead.statusCode).toBe(200);
    expect(ownRead.json().data.id).toBe(own[0]);
  });

  it("keeps other organizations out: their list, and 404 for their ids", async () => {
    const ours = await list("");
    const theirs = await list("", OTHER_ORG_MANAGER);
    expect(theirs.pagination.total).toBeGreaterThan(0);
    const ourIds = new Set(ours.assignments.map((a) => a.id));
    expect(theirs.assignments.some((a) => ourIds.has(a.id))).toBe(false);
    const foreign = await api(
      "SUPER_ADMIN",
      "GET",
      `/api/v1/equipment/assignments/${theirs.assignments[0]?.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, error: "Assignment not found", code: "NOT_FOUND" });
  });

  it("refuses malformed filters", async () => {
    const bad = await api(
      "FLEET_MANAGER",
      "GET",
      "/api/v1/equipment/assignments?equipmentId=EX-101&status=LOST",
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(["equipmentId", "status"]);
  });
});

describe(onEngine("GET /api/v1/equipment/assignments: one query per page"), () => {
  it("runs the same statements for 2 assignments as for 40, one of them on the assignments", async () => {
    const { app, statements } = await statementCountingApp();
    try {
      const api = apiClient(app);
      await api("FLEET_MANAGER", "GET", "/api/v1/equipment/assignments?limit=1");
      const run = async (limit: number) => {
        statements.length = 0;
        const response = await api("FLEET_MANAGER", "GET", `/api/v1/equipment/assignments?limit=${limit}`);
        expect(response.json().data.assignments).toHaveLength(limit);
        return [...statements];
      };
      const two = await run(2);
      expect((await run(40)).length).toBe(two.length);
      expect(two.filter((sql) => sql.includes("FROM equipment_assignments"))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
