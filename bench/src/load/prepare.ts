import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { withSecondaryIndexesRebuilt } from "../grow/bulk-load.js";
import { growOrganization, type Queryable } from "../grow/grow-organization.js";
import type { Caller, Subjects } from "./endpoints.js";

const GROWN_TABLES = ["work_orders", "work_order_history", "equipment", "equipment_assignments", "users"];

export interface Prepared {
  /** Work orders per organization, as measured ("demo 1000000, northwind 1000000"). */
  sizes: string;
  subjects: Subjects;
  emails: Record<Exclude<Caller, "nobody">, string>;
}

/**
 * Grows both seeded organizations (the demo one and Northwind) to `workOrders` work orders each, 5,000
 * machines and 2,000 people, then VACUUM ANALYZE, as autovacuum would leave a settled database.
 */
async function grow(db: Queryable, workOrders: number, log: (line: string) => void) {
  // BENCH_GROW_ONLY=demo grows only the organizations whose slug it names (comma-separated): half the time.
  const growOnly = process.env.BENCH_GROW_ONLY?.split(",").map((slug) => slug.trim());
  const { rows: organizations } = await db.query<{ id: string; slug: string }>(
    "SELECT id, slug FROM organizations WHERE $1::text[] IS NULL OR slug = ANY($1) ORDER BY created_at",
    [growOnly ?? null],
  );
  await withSecondaryIndexesRebuilt(
    db,
    GROWN_TABLES,
    async () => {
      for (const organization of organizations) {
        const started = performance.now();
        await growOrganization(
          db,
          organization.id,
          organization.slug,
          { people: 2_000, machines: 5_000, workOrders },
          log,
        );
        log(`  ${organization.slug} grown in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    },
    log,
  );
  await db.query("VACUUM ANALYZE");
}

/** Typical people of the grown demo organization and things to ask for, read from the database. */
async function subjectsOf(db: Queryable): Promise<Prepared> {
  const one = async (sql: string) => (await db.query<{ v: string }>(sql)).rows[0]?.v;
  const demo = "(SELECT id FROM organizations WHERE slug = 'demo')";
  const mechanic = await one(
    `SELECT email AS v FROM users WHERE organization_id = ${demo} AND role = 'MECHANIC' AND status = 'ACTIVE'
     AND email LIKE 'bench.%' ORDER BY email LIMIT 1`,
  );
  const operator = (
    await db.query<{ email: string; id: string }>(
      `SELECT u.email, u.id FROM users u
       WHERE u.organization_id = ${demo} AND u.role = 'OPERATOR' AND u.status = 'ACTIVE'
         AND EXISTS (SELECT 1 FROM equipment_assignments a WHERE a.operator_id = u.id AND a.status = 'ACTIVE')
       ORDER BY (u.email LIKE 'bench.%') DESC, u.email LIMIT 1`,
    )
  ).rows[0];
  const equipmentNumber =
    (await one(
      `SELECT equipment_number AS v FROM equipment WHERE organization_id = ${demo}
       ORDER BY (equipment_number LIKE 'EX-0%') DESC, equipment_number LIMIT 1 OFFSET 7`,
    )) ?? "EX-101";
  const workOrderId = await one(
    `SELECT id::text AS v FROM work_orders WHERE organization_id = ${demo} ORDER BY created_at DESC LIMIT 1`,
  );
  if (!operator || !workOrderId) throw new Error("the demo organization has no operator or work order");
  const sizes = await one(
    `SELECT string_agg(o.slug || ' ' || c.total, ', ' ORDER BY o.created_at) AS v
     FROM work_order_counts c JOIN organizations o ON o.id = c.organization_id`,
  );
  return {
    sizes: sizes ?? "",
    subjects: { equipmentNumber, workOrderId, operatorId: operator.id },
    emails: {
      manager: "fleet.manager@summitridge.example",
      foreman: "shop.foreman@summitridge.example",
      supervisor: "field.supervisor@summitridge.example",
      mechanic: mechanic ?? "mechanic@summitridge.example",
      operator: operator.email,
    },
  };
}

/** PostgreSQL: grows the migrated, seeded database (unless `grown`) and reads the subjects. */
export async function preparePostgres(
  databaseUrl: string,
  workOrders: number,
  grown: boolean,
  log: (line: string) => void,
): Promise<Prepared> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SET statement_timeout = 0");
    await client.query("SET maintenance_work_mem = '512MB'");
    if (!grown) await grow(client, workOrders, log);
    return await subjectsOf(client);
  } finally {
    await client.end();
  }
}

/** PGlite: opens the server's data folder in this process (the server is stopped), grows it, closes it. */
export async function preparePglite(dataDir: string, workOrders: number, log: (line: string) => void) {
  const db = await PGlite.create(join(dataDir, "pglite"), { extensions: { pg_trgm, btree_gin } });
  try {
    await grow(db, workOrders, log);
    return await subjectsOf(db);
  } finally {
    await db.close();
  }
}
