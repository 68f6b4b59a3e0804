import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.js";
import { migrate, readMigrations } from "../../src/db/migrate.js";
import { createScratchDatabase } from "../support/scratch-database.js";
import { onEngine } from "../support/test-app.js";

const UPGRADE = readFileSync(new URL("../../src/db/upgrades/020-first-version.sql", import.meta.url), "utf8");
/** Migration 020 as main first had it (per-month cost figures), as a database that applied it then holds it. */
const FIRST_VERSION = readFileSync(new URL("./fixtures/020-first-version.sql", import.meta.url), "utf8");

/** Every table's columns, every index, function, trigger, policy, grant and row-level security flag. */
async function schemaOf(db: Database): Promise<string[]> {
  const rows = await db.query<{ item: string }>(
    `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' '
            || coalesce(numeric_precision || ',' || numeric_scale, '') || ' ' || is_nullable || ' '
            || coalesce(column_default, '') || ' ' || coalesce(generation_expression, '') AS item
     FROM information_schema.columns WHERE table_schema = current_schema()
     UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
     UNION ALL SELECT 'function ' || p.proname || ' ' || md5(pg_get_functiondef(p.oid))
     FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
     UNION ALL SELECT 'trigger ' || pg_get_triggerdef(t.oid)
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
     UNION ALL SELECT 'policy ' || tablename || ' ' || policyname || ' ' || coalesce(qual, '')
     FROM pg_policies WHERE schemaname = current_schema()
     UNION ALL SELECT 'grant ' || table_name || ' ' || privilege_type
     FROM information_schema.role_table_grants
     WHERE table_schema = current_schema() AND grantee = 'mnx_dev_tools_reader'
     UNION ALL SELECT 'row-level security ' || relname FROM pg_class
     WHERE relnamespace = current_schema()::regnamespace AND relrowsecurity
     ORDER BY 1`,
  );
  return rows.map((row) => row.item);
}

/** An organization with a part used on a job twice (a month apart) and stock on hand. */
async function someCosts(db: Database): Promise<string> {
  const row = await db.one<{ id: string }>(
    `WITH o AS (INSERT INTO organizations (name, slug) VALUES ('Upgrade', 'upgrade') RETURNING id),
     e AS (INSERT INTO equipment (organization_id, equipment_number, name, make)
           SELECT id, 'UP-1', 'Loader', 'Make' FROM o RETURNING id, organization_id),
     w AS (INSERT INTO work_orders (organization_id, title, description, equipment_id)
           SELECT organization_id, 'Job', 'Work', id FROM e RETURNING id, organization_id),
     p AS (INSERT INTO parts (organization_id, part_number, name, unit, unit_cost)
           SELECT id, 'UP-P1', 'Filter', 'EACH', 12.5 FROM o RETURNING id, organization_id),
     l AS (INSERT INTO stock_locations (organization_id, name, kind) SELECT id, 'Store', 'STORE' FROM o
           RETURNING id)
     INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id,
       created_at)
     SELECT p.organization_id, p.id, l.id, kind, quantity, 12.5, job, at
     FROM p, l, w, (VALUES ('RECEIVED', 10, false, now() - interval '40 days'),
                           ('USED', -2, true, now() - interval '35 days'),
                           ('USED', -3, true, now())) AS r(kind, quantity, on_job, at)
       CROSS JOIN LATERAL (SELECT CASE WHEN r.on_job THEN w.id END AS job) j
     RETURNING organization_id AS id`,
  );
  return row?.id ?? "";
}

describe(onEngine("the upgrade of a database that applied migration 020's first version"), () => {
  let fresh: Awaited<ReturnType<typeof createScratchDatabase>>;
  let old: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    [fresh, old] = await Promise.all([createScratchDatabase(), createScratchDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([fresh.drop(), old.drop()]);
  });

  it("makes what today's migrations make, with the figures the first version left, and is safe to run again", async () => {
    await migrate(fresh.db);
    const firstVersion = readMigrations().map((migration) =>
      migration.version === "020" ? { ...migration, sql: FIRST_VERSION } : migration,
    );
    await migrate(old.db, firstVersion);
    expect(await schemaOf(old.db)).not.toEqual(await schemaOf(fresh.db));
    const organizationId = await someCosts(old.db);

    await old.db.transaction((tx) => tx.exec(UPGRADE));
    const expected = await schemaOf(fresh.db);
    expect(await schemaOf(old.db)).toEqual(expected);

    // The windows are built from the per-day figures the first version kept; the stock value is counted.
    const windows = await old.db.query<{ days: number; cost: number; uses: number }>(
      "SELECT days, cost, uses FROM part_use_window WHERE organization_id = $1 ORDER BY days",
      [organizationId],
    );
    expect(windows).toEqual([
      { days: 7, cost: 37.5, uses: 1 },
      { days: 30, cost: 37.5, uses: 1 },
      { days: 90, cost: 62.5, uses: 2 },
      { days: 365, cost: 62.5, uses: 2 },
    ]);
    const value = await old.db.one<{ value: number }>(
      "SELECT value FROM stock_value WHERE organization_id = $1",
      [organizationId],
    );
    expect(value?.value).toBe(62.5);

    // Again, and on a database migrated with today's 020: nothing changes.
    await old.db.transaction((tx) => tx.exec(UPGRADE));
    expect(await schemaOf(old.db)).toEqual(expected);
    await fresh.db.transaction((tx) => tx.exec(UPGRADE));
    expect(await schemaOf(fresh.db)).toEqual(expected);
    expect(
      await old.db.one("SELECT value FROM stock_value WHERE organization_id = $1", [organizationId]),
    ).toEqual({ value: 62.5 });
  }, 180_000);
});
