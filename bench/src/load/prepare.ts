import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { withSecondaryIndexesRebuilt } from "../grow/bulk-load.js";
import { growDefects, growInspectionSchedules } from "../grow/grow-defects.js";
import { growLabour } from "../grow/grow-labour.js";
import { growOrganization, type Queryable } from "../grow/grow-organization.js";
import { checkOnHand, growParts, type OnHandCheck } from "../grow/grow-parts.js";
import type { Caller, PartsSubjects, Subjects } from "./endpoints.js";

const GROWN_TABLES = ["work_orders", "work_order_history", "equipment", "equipment_assignments", "users"];
const PARTS_TABLES = ["parts", "stock_locations", "stock_ledger", "stock_on_hand"];
/** An organization gets parts, labour and engine hours when it has a grown history (not a seed-sized one). */
const GROWN_HISTORY_WORK_ORDERS = 10_000;

export interface Prepared {
  /** Work orders per organization, as measured ("demo 1000000, northwind 1000000"). */
  sizes: string;
  /** Parts and ledger rows per organization, as measured. */
  partsSizes: string;
  /** On-hand against the ledger after the growth. */
  onHand: OnHandCheck;
  subjects: Subjects;
  emails: Record<Exclude<Caller, "nobody">, string>;
}

/**
 * Grows both seeded organizations (the demo one and Northwind) to `workOrders` work orders each, 5,000
 * machines and 2,000 people, then VACUUM ANALYZE, as autovacuum would leave a settled database.
 */
async function grow(db: Queryable, workOrders: number, log: (line: string) => void) {
  const organizations = await organizationsToGrow(db);
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
  await growAllParts(db, organizations, log);
  await growAllLabour(db, organizations, log);
  await growAllDefects(db, organizations, log);
  await growEach(db, organizations, log, growInspectionSchedules);
  await db.query("VACUUM ANALYZE");
}

/** BENCH_GROW_ONLY=demo grows only the organizations whose slug it names (comma-separated): half the time. */
async function organizationsToGrow(db: Queryable) {
  const growOnly = process.env.BENCH_GROW_ONLY?.split(",").map((slug) => slug.trim());
  const { rows } = await db.query<{ id: string; slug: string }>(
    "SELECT id, slug FROM organizations WHERE $1::text[] IS NULL OR slug = ANY($1) ORDER BY created_at",
    [growOnly ?? null],
  );
  return rows;
}

/** The organizations whose history is grown (not seed-sized), with their work orders counted now. */
async function withGrownHistory(db: Queryable, organizations: { id: string; slug: string }[]) {
  const counted: { id: string; slug: string; workOrders: number }[] = [];
  for (const organization of organizations) {
    const { rows } = await db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1",
      [organization.id],
    );
    counted.push({ ...organization, workOrders: Number(rows[0]?.n) });
  }
  return counted.filter((organization) => organization.workOrders >= GROWN_HISTORY_WORK_ORDERS);
}

/**
 * Parts and stock for each organization with a grown history that has none yet (also in a database grown
 * before parts existed): BENCH_PARTS (20,000) parts and BENCH_LEDGER_ROWS ledger rows, by default five per
 * work order (5,000,000 at 1,000,000 work orders).
 */
async function growAllParts(
  db: Queryable,
  organizations: { id: string; slug: string }[],
  log: (line: string) => void,
): Promise<boolean> {
  const parts = Number(process.env.BENCH_PARTS ?? 20_000);
  const toGrow: { id: string; slug: string; workOrders: number }[] = [];
  for (const organization of await withGrownHistory(db, organizations)) {
    const { rows } = await db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM parts WHERE organization_id = $1",
      [organization.id],
    );
    if (Number(rows[0]?.n) < parts) toGrow.push(organization);
  }
  if (toGrow.length === 0) return false;
  await withSecondaryIndexesRebuilt(
    db,
    PARTS_TABLES,
    async () => {
      for (const organization of toGrow) {
        const started = performance.now();
        const ledgerRows = Number(process.env.BENCH_LEDGER_ROWS ?? 5 * organization.workOrders);
        await growParts(db, organization.id, organization.slug, { parts, ledgerRows }, log);
        log(`  ${organization.slug}: parts grown in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    },
    log,
  );
  return true;
}

type GrowOne = (db: Queryable, id: string, slug: string, log: (line: string) => void) => Promise<unknown>;

/** `growOne` for each organization with a grown history (each grower skips one that has its rows); true if any grew. */
async function growEach(
  db: Queryable,
  organizations: { id: string; slug: string }[],
  log: (line: string) => void,
  growOne: GrowOne,
): Promise<boolean> {
  let grew = false;
  for (const organization of await withGrownHistory(db, organizations)) {
    grew = Boolean(await growOne(db, organization.id, organization.slug, log)) || grew;
  }
  return grew;
}

/** Labour lines and engine hours for each organization with a grown history that has none yet. */
const growAllLabour = (
  db: Queryable,
  organizations: { id: string; slug: string }[],
  log: (line: string) => void,
) => growEach(db, organizations, log, growLabour);

/** Ten years of inspections and defects for each organization with a grown history that has none yet. */
const growAllDefects = (
  db: Queryable,
  organizations: { id: string; slug: string }[],
  log: (line: string) => void,
) => growEach(db, organizations, log, growDefects);

/** Typical people of the grown demo organization and things to ask for, read from the database. */
async function subjectsOf(db: Queryable): Promise<Prepared> {
  const one = async (sql: string) => (await db.query<{ v: string }>(sql)).rows[0]?.v;
  const demo = "(SELECT id FROM organizations WHERE slug = 'demo')";
  // The first grown mechanic who has an open job (the parts calls record parts on it).
  const mechanic = await one(
    `SELECT email AS v FROM users u WHERE organization_id = ${demo} AND role = 'MECHANIC' AND status = 'ACTIVE'
     AND email LIKE 'bench.%'
     ORDER BY EXISTS (SELECT 1 FROM work_orders wo WHERE wo.mechanic_id = u.id
                        AND wo.status IN ('ASSIGNED', 'IN_PROGRESS', 'WAITING_PARTS', 'ON_HOLD')) DESC, email
     LIMIT 1`,
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
  // The machine with the longest inspection history (grow-defects.ts: ten years of daily checks).
  const veteranMachineId = await one(
    `SELECT equipment_id::text AS v FROM work_orders
     WHERE organization_id = ${demo} AND work_order_type = 'INSPECTION'
     GROUP BY equipment_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const workOrderId = await one(
    `SELECT id::text AS v FROM work_orders WHERE organization_id = ${demo} ORDER BY created_at DESC LIMIT 1`,
  );
  if (!operator || !workOrderId) throw new Error("the demo organization has no operator or work order");
  const sizes = await one(
    `SELECT string_agg(o.slug || ' ' || c.total, ', ' ORDER BY o.created_at) AS v
     FROM work_order_counts c JOIN organizations o ON o.id = c.organization_id`,
  );
  const partsSizes = await one(
    `SELECT string_agg(o.slug || ' ' || p.n || ' parts, ' || l.n || ' ledger rows', '; ' ORDER BY o.created_at) AS v
     FROM organizations o
     CROSS JOIN LATERAL (SELECT count(*) AS n FROM parts WHERE organization_id = o.id) p
     CROSS JOIN LATERAL (SELECT count(*) AS n FROM stock_ledger WHERE organization_id = o.id) l`,
  );
  return {
    sizes: sizes ?? "",
    partsSizes: partsSizes ?? "",
    onHand: await checkOnHand(db),
    subjects: {
      equipmentNumber,
      workOrderId,
      veteranMachineId: veteranMachineId ?? workOrderId,
      operatorId: operator.id,
      parts: await partsSubjectsOf(db, demo, mechanic),
    },
    emails: {
      manager: "fleet.manager@summitridge.example",
      foreman: "shop.foreman@summitridge.example",
      supervisor: "field.supervisor@summitridge.example",
      inspector: "inspector@summitridge.example",
      mechanic: mechanic ?? "mechanic@summitridge.example",
      operator: operator.email,
    },
  };
}

/**
 * What the parts calls ask for in the demo organization: its most moved part (the longest ledger), a barcode,
 * its busiest store, the mechanic's truck and an open job of theirs, a part that truck holds, a job with parts.
 * Undefined when the organization has no parts (they were not grown).
 */
async function partsSubjectsOf(
  db: Queryable,
  demo: string,
  mechanicEmail: string | undefined,
): Promise<PartsSubjects | undefined> {
  const row = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0];
  const busiest = await row<{ id: string; part_number: string; unit_cost: string; ledger_rows: string }>(
    `SELECT p.id, p.part_number, p.unit_cost, l.n AS ledger_rows
     FROM (SELECT part_id, count(*) AS n FROM stock_ledger WHERE organization_id = ${demo}
           GROUP BY part_id ORDER BY count(*) DESC LIMIT 1) l JOIN parts p ON p.id = l.part_id`,
  );
  if (!busiest) return undefined;
  const barcode = await row<{ barcode: string }>(
    `SELECT barcode FROM parts WHERE organization_id = ${demo} AND barcode IS NOT NULL AND archived_at IS NULL
     ORDER BY barcode OFFSET 4321 LIMIT 1`,
  );
  const store = await row<{ id: string }>(
    `SELECT h.location_id AS id FROM stock_on_hand h JOIN stock_locations l ON l.id = h.location_id
     WHERE h.organization_id = ${demo} AND l.kind = 'STORE' GROUP BY h.location_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const truck = await row<{ id: string; keeper_id: string }>(
    `SELECT l.id, l.keeper_id FROM stock_locations l JOIN users u ON u.id = l.keeper_id
     WHERE l.organization_id = ${demo} AND u.email = $1`,
    [mechanicEmail ?? ""],
  );
  const openJob = await row<{ id: string }>(
    `SELECT id FROM work_orders WHERE organization_id = ${demo} AND mechanic_id = $1
       AND status IN ('ASSIGNED', 'IN_PROGRESS', 'WAITING_PARTS', 'ON_HOLD')
     ORDER BY created_at DESC LIMIT 1`,
    [truck?.keeper_id ?? null],
  );
  const truckPart = await row<{ id: string }>(
    `SELECT p.id FROM stock_on_hand h JOIN parts p ON p.id = h.part_id
     WHERE h.location_id = $1 AND p.unit = 'EACH' AND p.archived_at IS NULL ORDER BY h.quantity DESC, p.id LIMIT 1`,
    [truck?.id ?? null],
  );
  const jobWithParts = await row<{ id: string }>(
    `SELECT work_order_id AS id FROM stock_ledger
     WHERE organization_id = ${demo} AND kind = 'USED' AND work_order_id IS NOT NULL
     GROUP BY work_order_id HAVING count(*) >= 4 LIMIT 1`,
  );
  if (!barcode || !store || !truck || !openJob || !truckPart || !jobWithParts) {
    const missing = Object.entries({ barcode, store, truck, openJob, truckPart, jobWithParts })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new Error(`the demo organization's parts lack: ${missing.join(", ")}`);
  }
  return {
    partId: busiest.id,
    partNumber: busiest.part_number,
    partUnitCost: Number(busiest.unit_cost),
    partLedgerRows: Number(busiest.ledger_rows),
    barcode: barcode.barcode,
    storeId: store.id,
    truckId: truck.id,
    openWorkOrderId: openJob.id,
    truckPartId: truckPart.id,
    workOrderWithPartsId: jobWithParts.id,
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
    await client.query("SET work_mem = '256MB'");
    if (!grown) await grow(client, workOrders, log);
    else {
      // A database grown before parts, labour or engine hours existed gets them now.
      const organizations = await organizationsToGrow(client);
      const parts = await growAllParts(client, organizations, log);
      const labour = await growAllLabour(client, organizations, log);
      const defects = await growAllDefects(client, organizations, log);
      const schedules = await growEach(client, organizations, log, growInspectionSchedules);
      if (parts || labour || defects || schedules) await client.query("VACUUM ANALYZE");
    }
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

/** The on-hand check (grow-parts.ts) on a PostgreSQL database. */
export async function onHandOf(databaseUrl: string): Promise<OnHandCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SET work_mem = '256MB'");
    return await checkOnHand(client);
  } finally {
    await client.end();
  }
}
