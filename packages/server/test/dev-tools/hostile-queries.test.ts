import { DB_QUERY_MAX_ROWS } from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationOf } from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { type Answer, databaseFingerprint, devTools, OTHER_SUPER_ADMIN, type QueryData } from "./fixtures.js";
import { HOSTILE_QUERIES } from "./hostile-queries.js";

describe(
  onEngine(
    "hostile queries: each is refused or answers nothing of another organization, and nothing changes",
  ),
  () => {
    let t: TestApp;
    let tools: ReturnType<typeof devTools>;
    let ids: Record<string, string>;
    let before: Record<string, unknown>;
    const answers = new Map<string, Answer<QueryData>>();

    beforeAll(async () => {
      t = await createTestApp();
      tools = devTools(t.app);
      const own = await organizationOf(t.app);
      const other = await organizationOf(t.app, OTHER_SUPER_ADMIN);
      const first = async (table: string) =>
        (
          await t.db.one<{ id: string }>(`SELECT id FROM ${table} WHERE organization_id = $1 LIMIT 1`, [
            other,
          ])
        )?.id ?? "";
      ids = {
        OWN_ORG: own,
        OTHER_ORG: other,
        OTHER_WORK_ORDER: await first("work_orders"),
        OTHER_EQUIPMENT: await first("equipment"),
        OTHER_USER: await first("users"),
      };
      // Sign-in rows (sessions) for the callers exist before the fingerprint is taken.
      await tools.query("SELECT 1");
      await tools.query("SELECT 1", OTHER_SUPER_ADMIN);
      before = await databaseFingerprint(t.db);
      for (const hostile of HOSTILE_QUERIES) {
        const sql = hostile.sql.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);
        answers.set(hostile.what, await tools.query(sql));
      }
    });
    afterAll(async () => {
      await t.close();
    });

    it("has at least 100 of them", () => {
      expect(HOSTILE_QUERIES.length).toBeGreaterThanOrEqual(100);
      expect(new Set(HOSTILE_QUERIES.map((hostile) => hostile.what)).size).toBe(HOSTILE_QUERIES.length);
    });

    it.each(HOSTILE_QUERIES.map((hostile) => [hostile.what, hostile] as const))("%s", (_what, hostile) => {
      const { status, body } = answers.get(hostile.what) as Answer<QueryData>;
      const otherIds = [ids.OTHER_ORG, ids.OTHER_WORK_ORDER, ids.OTHER_EQUIPMENT, ids.OTHER_USER] as string[];
      // Everything answered but the echo of the query itself.
      const text = JSON.stringify({
        ...body,
        data: body.data ? { ...body.data, query: undefined } : undefined,
      });
      for (const id of otherIds) expect(text.includes(id), `answer mentions ${id}`).toBe(false);
      expect(text).not.toMatch(/Northwind/i);
      if (hostile.outcome === "filtered") {
        expect(status, text.slice(0, 300)).toBe(200);
        for (const row of body.data.rows) {
          if ("organization_id" in row) expect(row.organization_id).toBe(ids.OWN_ORG);
        }
      } else if (hostile.outcome === "capped") {
        expect(status, text.slice(0, 300)).toBe(200);
        expect(body.data).toMatchObject({ rowCount: DB_QUERY_MAX_ROWS, truncated: true });
      } else {
        expect(status, text.slice(0, 300)).toBe(400);
        expect(body.success).toBe(false);
        expect(body.code, text.slice(0, 300)).toBe(hostile.outcome);
        // A clear error: a sentence for people, and the database's own words in details.
        expect(body.error?.length).toBeGreaterThan(10);
        expect(body.details?.[0]?.path ?? "query").toBe("query");
      }
    });

    it("changed nothing: every table's rows, the schema, the roles, the rights and the settings read back the same", async () => {
      expect(await databaseFingerprint(t.db)).toEqual(before);
    });

    it("left no connection of the server as the reader, read-only or in a transaction", async () => {
      const states = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.db.one<{ who: string; readOnly: string; org: string | null }>(
            `SELECT current_user AS who, current_setting('transaction_read_only') AS "readOnly",
                  current_setting('mnx.dev_tools_organization_id', true) AS org`,
          ),
        ),
      );
      for (const state of states) {
        expect(state?.who).not.toBe("mnx_dev_tools_reader");
        expect(state?.readOnly).toBe("off");
        expect(state?.org ?? "").toBe("");
      }
      const written = await t.db.transaction((tx) =>
        tx.one<{ n: number }>("SELECT count(*) AS n FROM work_orders WHERE title = 'pwned'"),
      );
      expect(written?.n).toBe(0);
    });

    it("the tool still answers afterwards", async () => {
      const { status, body } = await tools.query("SELECT count(*) AS n FROM work_orders");
      expect(status).toBe(200);
      expect(Number(body.data.rows[0]?.n)).toBeGreaterThan(0);
    });
  },
);
