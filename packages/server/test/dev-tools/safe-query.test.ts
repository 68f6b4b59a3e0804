import { DB_QUERY_MAX_ROWS } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationOf } from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { testDatabaseKind } from "../support/test-database-kind.js";
import { devTools, OTHER_SUPER_ADMIN } from "./fixtures.js";

describe(onEngine("POST /api/dev/database safe-query"), () => {
  let t: TestApp;
  let tools: ReturnType<typeof devTools>;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    tools = devTools(t.app);
    organizationId = await organizationOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("runs a plain SELECT over the organization's own work orders", async () => {
    const expected = await t.db.query<{ id: string; title: string }>(
      "SELECT id, title FROM work_orders WHERE organization_id = $1 ORDER BY created_at DESC, id LIMIT 5",
      [organizationId],
    );
    const { status, body } = await tools.query(
      "SELECT id, title, status FROM work_orders ORDER BY created_at DESC, id LIMIT 5;",
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.rows.map((row) => ({ id: row.id, title: row.title }))).toEqual(expected);
    expect(body.data.columns).toEqual([
      { name: "id", type: "uuid" },
      { name: "title", type: "character varying" },
      { name: "status", type: "text" },
    ]);
    expect(body.data).toMatchObject({ rowCount: 5, truncated: false, maxRows: DB_QUERY_MAX_ROWS });
  });

  it("sees only the organization's rows, whatever the query asks", async () => {
    const own = await t.db.one<{ n: number }>(
      "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1",
      [organizationId],
    );
    const { body } = await tools.query<{ rows: { n: number; orgs: number }[] }>(
      "SELECT count(*) AS n, count(DISTINCT organization_id) AS orgs FROM work_orders",
    );
    expect(body.data.rows).toEqual([{ n: own?.n, orgs: 1 }]);
    const other = await tools.query<{ rows: { organization_id: string }[] }>(
      "SELECT DISTINCT organization_id FROM work_orders",
      OTHER_SUPER_ADMIN,
    );
    expect(other.body.data.rows).toHaveLength(1);
    expect(other.body.data.rows[0]?.organization_id).not.toBe(organizationId);
  });

  it("answers every type as JSON and keeps columns that share a name", async () => {
    const { body } = await tools.query(
      `SELECT 1 AS id, 2 AS id, now()::date AS day, TIMESTAMPTZ '2026-01-02 03:04:05Z' AS at,
              '\\xdeadbeef'::bytea AS raw, 12345678901234::bigint AS big, 1.5::numeric AS num,
              '{"a": [1, 2]}'::jsonb AS doc, ARRAY[1, 2] AS list, NULL::text AS nothing, 'NaN'::float8 AS nan`,
    );
    expect(body.data.columns.map((column) => column.name)).toEqual([
      "id",
      "id_2",
      "day",
      "at",
      "raw",
      "big",
      "num",
      "doc",
      "list",
      "nothing",
      "nan",
    ]);
    expect(body.data.rows[0]).toMatchObject({
      id: 1,
      id_2: 2,
      at: "2026-01-02T03:04:05.000Z",
      raw: "\\xdeadbeef",
      big: 12345678901234,
      num: 1.5,
      doc: { a: [1, 2] },
      list: [1, 2],
      nothing: null,
      nan: "NaN",
    });
  });

  it("caps a query of a million rows at 1000, and says so", async () => {
    const { status, body } = await tools.query(
      "SELECT a.id, b.id AS other FROM work_orders a CROSS JOIN work_orders b CROSS JOIN work_orders c",
    );
    expect(status).toBe(200);
    expect(body.data.rowCount).toBe(DB_QUERY_MAX_ROWS);
    expect(body.data.rows).toHaveLength(DB_QUERY_MAX_ROWS);
    expect(body.data.truncated).toBe(true);
  });

  it("an empty query gives 'Please enter a query'", async () => {
    const { status, body } = await tools.query("   ");
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: "Please enter a query", code: "VALIDATION_ERROR" });
  });
});

/**
 * Cheap to the planner, endless to run: six conditions it cannot estimate (a third each) make it expect one
 * row from each side of a four-way cross join; there are 1.7 billion combinations.
 */
const MISESTIMATED = (() => {
  const lengths = ["title", "description", "status", "priority", "work_order_type", "id::text"];
  const side = `(SELECT id FROM work_orders WHERE ${lengths.map((column) => `length(${column}) > 0`).join(" AND ")})`;
  return `SELECT count(*) FROM ${side} a, ${side} b, ${side} c, ${side} d`;
})();

describe.runIf(testDatabaseKind() === "postgres")(onEngine("the statement timeout (PostgreSQL)"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devToolsQueryTimeoutMs: 1_500 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("stops a query the planner thinks cheap, while the rest of the API keeps answering", async () => {
    const tools = devTools(t.app);
    let slowDoneAt = Number.POSITIVE_INFINITY;
    const slow = tools.query(MISESTIMATED).finally(() => {
      slowDoneAt = performance.now();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    const healthDoneAt = performance.now();
    expect(health.statusCode).toBe(200);
    const { status, body } = await slow;
    expect(healthDoneAt).toBeLessThan(slowDoneAt);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: "QUERY_TIMEOUT",
      error: "The query ran longer than 1.5 s and was stopped.",
    });
    const after = await tools.query("SELECT 1 AS ok");
    expect(after.body.data.rows).toEqual([{ ok: 1 }]);
  });
});
