import type { DatabaseOverview, DatabaseTableInfo, DatabaseTableSchema } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRANTED_TABLES } from "../../src/modules/dev-tools/exposed-tables.js";
import { organizationOf } from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { testDatabaseKind } from "../support/test-database-kind.js";
import { devTools, OTHER_SUPER_ADMIN } from "./fixtures.js";

describe(onEngine("GET /api/dev/database"), () => {
  let t: TestApp;
  let tools: ReturnType<typeof devTools>;
  let own: string;
  let other: string;
  const countOf = async (table: string, organizationId: string) =>
    (
      await t.db.one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE organization_id = $1`, [
        organizationId,
      ])
    )?.n;
  beforeAll(async () => {
    t = await createTestApp();
    tools = devTools(t.app);
    own = await organizationOf(t.app);
    other = await organizationOf(t.app, OTHER_SUPER_ADMIN);
  });
  afterAll(async () => {
    await t.close();
  });

  it("the overview: engine and version, connection, health, the organization's record counts, capabilities", async () => {
    const { status, body } = await tools.database<DatabaseOverview>();
    expect(status).toBe(200);
    const kind = testDatabaseKind();
    expect(body.data).toMatchObject({
      type: kind === "pglite" ? "PGlite" : "PostgreSQL",
      connection: {
        status: "connected",
        host: kind === "pglite" ? "embedded" : expect.stringMatching(/:\d+$/),
      },
      statistics: {
        organizations: 1,
        users: await countOf("users", own),
        equipment: await countOf("equipment", own),
        workOrders: await countOf("work_orders", own),
      },
      health: { connected: true },
      isolation: {
        role: "mnx_dev_tools_reader",
        readOnly: true,
        rowLevelSecurity: true,
        maxRows: 1000,
        statementTimeoutMs: kind === "pglite" ? null : 5000,
      },
    });
    expect(body.data.version).toMatch(kind === "pglite" ? /^1[78]\./ : /^\d+\.\d+/);
    expect(body.data.health.responseTime).toBeGreaterThanOrEqual(0);
    expect(body.data.capabilities.map((c) => [c.name, c.icon])).toEqual([
      ["Schema browser", "table"],
      ["Data browser", "rows"],
      ["Read-only SQL", "terminal"],
      ["Organization isolation", "shield"],
    ]);
    expect(body.data.tables.map((table) => table.name)).toEqual(GRANTED_TABLES.map((table) => table.name));
    expect(body.data.tables.find((table) => table.name === "work_orders")).toEqual({
      name: "work_orders",
      displayName: "Work Orders",
      records: await countOf("work_orders", own),
      description: "Repairs, maintenance and inspections",
    });
    expect(JSON.stringify(body)).not.toMatch(/sessions|refresh_tokens|app_secrets|idempotency_keys/);
  });

  it("another organization's super admin gets their own counts", async () => {
    const { body } = await tools.database<DatabaseOverview>("", OTHER_SUPER_ADMIN);
    expect(body.data.statistics).toEqual({
      organizations: 1,
      users: await countOf("users", other),
      equipment: await countOf("equipment", other),
      workOrders: await countOf("work_orders", other),
    });
    expect(body.data.statistics.workOrders).not.toBe(await countOf("work_orders", own));
  });

  it("action=schema: every granted table with its columns, flags and relationships, and nothing else", async () => {
    const { status, body } = await tools.database<{ tables: DatabaseTableSchema[] }>("?action=schema");
    expect(status).toBe(200);
    expect(body.data.tables.map((table) => table.name)).toEqual(GRANTED_TABLES.map((table) => table.name));
    const workOrders = body.data.tables.find((table) => table.name === "work_orders");
    const column = (name: string) => workOrders?.columns.find((c) => c.name === name);
    expect(column("id")).toMatchObject({
      type: "uuid",
      isPrimaryKey: true,
      isRequired: true,
      isForeignKey: false,
    });
    expect(column("title")).toMatchObject({
      type: "character varying(255)",
      isRequired: true,
      isPrimaryKey: false,
    });
    expect(column("equipment_id")).toMatchObject({ isForeignKey: true, isRequired: true });
    expect(column("mechanic_id")).toMatchObject({ isForeignKey: true, isRequired: false });
    expect(column("status")?.defaultValue).toContain("PENDING");
    expect(workOrders?.relationships).toEqual(
      expect.arrayContaining([
        { type: "many-to-one", fromColumn: "equipment_id", toTable: "equipment", toColumn: "id" },
        { type: "many-to-one", fromColumn: "organization_id", toTable: "organizations", toColumn: "id" },
        { type: "one-to-many", fromColumn: "id", toTable: "work_order_history", toColumn: "work_order_id" },
      ]),
    );
    const equipment = body.data.tables.find((table) => table.name === "equipment");
    expect(equipment?.columns.find((c) => c.name === "equipment_number")?.isUnique).toBe(true);
    expect(equipment?.columns.find((c) => c.name === "name")?.isUnique).toBe(false);
    const users = body.data.tables.find((table) => table.name === "users");
    // sessions and refresh tokens point at users; a table not granted is never named.
    expect(users?.relationships.map((r) => r.toTable)).not.toContain("sessions");
    expect(JSON.stringify(body)).not.toMatch(
      /sessions|refresh_tokens|app_secrets|idempotency|auth_codes|login_states/,
    );
    expect(workOrders?.recordCount).toBe(await countOf("work_orders", own));
  });

  it("action=table-schema: one table", async () => {
    const { status, body } = await tools.database<DatabaseTableSchema>(
      "?action=table-schema&table=equipment",
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: "equipment",
      displayName: "Equipment",
      recordCount: await countOf("equipment", own),
    });
    expect(body.data.columns[0]).toEqual({
      name: "id",
      type: "uuid",
      isPrimaryKey: true,
      isRequired: true,
      isUnique: false,
      isForeignKey: false,
      defaultValue: "gen_random_uuid()",
    });
  });

  it("action=table-info: the first 10 rows, the organization's only", async () => {
    const { status, body } = await tools.database<DatabaseTableInfo>(
      "?action=table-info&table=work_orders&limit=10",
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: "work_orders",
      limit: 10,
      recordCount: await countOf("work_orders", own),
    });
    expect(body.data.sampleData).toHaveLength(10);
    expect(body.data.columns).toContain("title");
    expect(new Set(body.data.sampleData.map((row) => row.organization_id))).toEqual(new Set([own]));
    const three = await tools.database<DatabaseTableInfo>("?action=table-info&table=organizations&limit=3");
    expect(three.body.data.sampleData).toEqual([expect.objectContaining({ id: own })]);
    const theirs = await tools.database<DatabaseTableInfo>(
      "?action=table-info&table=users",
      OTHER_SUPER_ADMIN,
    );
    expect(new Set(theirs.body.data.sampleData.map((row) => row.organization_id))).toEqual(new Set([other]));
    const defaulted = await tools.database<DatabaseTableInfo>("?action=table-info&table=users");
    expect(defaulted.body.data.limit).toBe(10);
  });

  it.each([
    ["?action=table-info&table=sessions", 404, "TABLE_NOT_FOUND", "Unknown table: sessions"],
    ["?action=table-schema&table=refresh_tokens", 404, "TABLE_NOT_FOUND", "Unknown table: refresh_tokens"],
    ["?action=table-info&table=app_secrets", 404, "TABLE_NOT_FOUND", "Unknown table: app_secrets"],
    ["?action=table-info&table=nothing_here", 404, "TABLE_NOT_FOUND", "Unknown table: nothing_here"],
    ["?action=table-info&table=users%3B%20drop", 400, "VALIDATION_ERROR", "Unknown table"],
    ["?action=table-info&table=pg_authid", 404, "TABLE_NOT_FOUND", "Unknown table: pg_authid"],
    ["?action=table-schema", 400, "VALIDATION_ERROR", "Table is required"],
    ["?action=table-info&table=users&limit=1000", 400, "VALIDATION_ERROR", undefined],
    ["?action=drop", 400, "VALIDATION_ERROR", "Unknown action"],
  ])("%s answers %i %s", async (search, status, code, error) => {
    const answer = await tools.database(search);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code, ...(error ? { error } : {}) });
  });
});
