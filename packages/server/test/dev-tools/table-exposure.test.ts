import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asReader, ORGANIZATION_SETTING, READER_ROLE } from "../../src/modules/dev-tools/database-reader.js";
import {
  GRANTED_TABLES,
  NOT_GRANTED_SCHEMAS,
  NOT_GRANTED_TABLES,
} from "../../src/modules/dev-tools/exposed-tables.js";
import { readerProblems } from "../../src/modules/dev-tools/reader-safety.js";
import { organizationOf } from "../equipment/fixtures.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";
import { devTools, OTHER_SUPER_ADMIN } from "./fixtures.js";

const GRANTED = GRANTED_TABLES.map((table) => table.name);
const NOT_GRANTED = Object.keys(NOT_GRANTED_TABLES);

/** Functions migration 005 takes from PUBLIC: a sample of each family. */
const REVOKED_FUNCTIONS = [
  "set_config(text,text,boolean)",
  "pg_sleep(double precision)",
  "pg_sleep_for(interval)",
  "query_to_xml(text,boolean,boolean,text)",
  "table_to_xml(regclass,boolean,boolean,text)",
  "ts_stat(text)",
  "pg_advisory_lock(bigint)",
  "pg_try_advisory_xact_lock(bigint)",
  "pg_read_file(text)",
  "pg_ls_dir(text)",
  "lo_import(text)",
  "lo_create(oid)",
  "pg_terminate_backend(integer,bigint)",
  "pg_notify(text,text)",
  "repeat(text,integer)",
  "lpad(text,integer)",
  "array_fill(anyelement,integer[])",
];

describe(onEngine("what the database tools' reader may read (every table decided)"), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("every table of the database is either granted with a policy or listed as not granted", async () => {
    const relations = await t.db.query<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind::text AS kind FROM pg_class c
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
         AND c.relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
         AND c.relnamespace::regnamespace::text NOT LIKE 'pg_toast%'
         AND c.relnamespace::regnamespace::text <> ALL ($1::text[]) ORDER BY 1`,
      [Object.keys(NOT_GRANTED_SCHEMAS)],
    );
    const undecided = relations
      .map((r) => r.name)
      .filter((name) => !GRANTED.includes(name) && !NOT_GRANTED.includes(name));
    expect(
      undecided,
      "add these tables to src/modules/dev-tools/exposed-tables.ts (and grant them in a migration, or not)",
    ).toEqual([]);
    expect(GRANTED.filter((name) => NOT_GRANTED.includes(name))).toEqual([]);
    const existing = relations.map((r) => r.name);
    expect([...GRANTED, ...NOT_GRANTED].filter((name) => !existing.includes(name))).toEqual([]);
  });

  it.each(GRANTED)("%s: SELECT only, row-level security on, a policy for the reader", async (table) => {
    const row = await t.db.one<Record<string, boolean | string[] | null>>(
      `SELECT has_table_privilege($1, c.oid, 'SELECT') AS can_select,
              has_table_privilege($1, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') AS can_write,
              c.relrowsecurity AS rls,
              ARRAY(SELECT p.qual FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname
                    AND p.cmd = 'SELECT' AND $1 = ANY (p.roles)) AS policies
       FROM pg_class c WHERE c.relname = $2 AND c.relnamespace = 'public'::regnamespace`,
      [READER_ROLE, table],
    );
    expect(row).toMatchObject({ can_select: true, can_write: false, rls: true });
    const policies = (row?.policies ?? []) as string[];
    expect(policies.length).toBe(1);
    expect(policies[0]).toContain(ORGANIZATION_SETTING);
  });

  it.each(Object.keys(NOT_GRANTED_SCHEMAS))(
    "schema %s: the reader cannot even look into it",
    async (schema) => {
      const row = await t.db.one<{ usage: boolean }>(
        "SELECT has_schema_privilege($1, $2, 'USAGE') AS usage",
        [READER_ROLE, schema],
      );
      expect(row?.usage).toBe(false);
    },
  );

  it.each(NOT_GRANTED)("%s: the reader has no right on it at all", async (table) => {
    const row = await t.db.one<{ any_right: boolean }>(
      `SELECT has_any_column_privilege($1, c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
              OR has_table_privilege($1, c.oid, 'DELETE, TRUNCATE, TRIGGER') AS any_right
       FROM pg_class c WHERE c.relname = $2 AND c.relnamespace = 'public'::regnamespace`,
      [READER_ROLE, table],
    );
    expect(row?.any_right).toBe(false);
  });

  it("as the reader, every granted table shows one organization's rows only", async () => {
    const organizationId = await organizationOf(t.app);
    // The demo data has no photos: one of the organization's, so that table is read too.
    await t.db.query(
      `INSERT INTO photos (organization_id, uploaded_by_id, content_type, byte_size)
       SELECT organization_id, id, 'image/jpeg', 1 FROM users WHERE organization_id = $1 LIMIT 1`,
      [organizationId],
    );
    // Nor parts or stock: a part received into a store (its ledger row moves stock_on_hand too).
    await t.db.query(
      `WITH part AS (
         INSERT INTO parts (organization_id, part_number, name, unit) VALUES ($1, 'EXPOSURE-1', 'Filter', 'EACH')
         RETURNING id),
       store AS (INSERT INTO stock_locations (organization_id, name, kind) VALUES ($1, 'Exposure store', 'STORE')
         RETURNING id)
       INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost)
       SELECT $1, part.id, store.id, 'RECEIVED', 1, 0 FROM part, store`,
      [organizationId],
    );
    // The seed gives the organization its rates, labour and engine hours (migration 020); a part used on a job
    // fills the parts figures, and a machine's hour meter moved today the engine-hour ones.
    await t.db.query(
      `INSERT INTO stock_ledger (organization_id, part_id, location_id, kind, quantity, unit_cost, work_order_id)
       SELECT $1, p.id, l.id, 'USED', -1, 5, (SELECT id FROM work_orders WHERE organization_id = $1 LIMIT 1)
       FROM parts p, stock_locations l
       WHERE p.organization_id = $1 AND p.part_number = 'EXPOSURE-1' AND l.organization_id = $1 AND l.name = 'Exposure store'`,
      [organizationId],
    );
    await t.db.query(
      "UPDATE equipment SET hour_meter = hour_meter + 1 WHERE id = (SELECT id FROM equipment WHERE organization_id = $1 LIMIT 1)",
      [organizationId],
    );
    await t.db.query("SELECT advance_cost_windows($1, current_date)", [organizationId]);
    // Nor signatures (docs/decisions/043): a typed acknowledgement of one of its defects (never an inspection's,
    // which would make that record unchangeable for the other suites sharing the database).
    await t.db.query(
      `INSERT INTO signatures (organization_id, step, defect_id, signer_id, signer_name, typed_name, pad_width,
         pad_height, signed_at, content_hash)
       SELECT $1, 'DEFECT_ACKNOWLEDGEMENT', d.id, d.reported_by_id, 'Exposure', 'Exposure', 300, 100, now(),
              repeat('a', 64)
       FROM defects d
       WHERE d.organization_id = $1 AND d.reported_by_id IS NOT NULL
       ORDER BY d.reported_at
       LIMIT 1
       ON CONFLICT DO NOTHING`,
      [organizationId],
    );
    // Nor events or notifications: one of each, and a person's settings (an earlier suite may have saved them).
    await t.db.query(
      `WITH person AS (SELECT id FROM users WHERE organization_id = $1 ORDER BY id LIMIT 1),
       event AS (
         INSERT INTO events (organization_id, kind, subject_type, subject_id)
         SELECT $1, 'USER_ADDED', 'USER', id FROM person RETURNING id, subject_id),
       told AS (
         INSERT INTO notifications (organization_id, user_id, event_id, kind, title, body, subject_type, subject_id, link)
         SELECT $1, subject_id, id, 'USER_ADDED', 'Added', '', 'USER', subject_id, '/users' FROM event RETURNING 1),
       hook AS (
         INSERT INTO webhooks (organization_id, url, kinds, secret, enabled)
         VALUES ($1, 'https://203.0.113.10/exposure', ARRAY['USER_ADDED'], 'whsec_exposure', false) RETURNING id),
       delivered AS (
         INSERT INTO webhook_deliveries (organization_id, webhook_id, event_id, kind, payload)
         SELECT $1, hook.id, event.id, 'USER_ADDED', '{}' FROM hook, event RETURNING 1),
       mailed AS (
         INSERT INTO email_messages (organization_id, user_id, event_id, kind, title, body, link, digest)
         SELECT $1, subject_id, id, 'USER_ADDED', 'Added', '', '/users', false FROM event RETURNING 1),
       switch AS (
         INSERT INTO notification_preferences (user_id, organization_id, kind, channel, enabled)
         SELECT id, $1, 'USER_ADDED', 'IN_APP', false FROM person ON CONFLICT DO NOTHING RETURNING 1)
       INSERT INTO notification_settings (user_id, organization_id) SELECT id, $1 FROM person
       ON CONFLICT DO NOTHING`,
      [organizationId],
    );
    // Nor a telematics feed's machines and a machine's position (docs/decisions/044).
    await t.db.query(
      `WITH connection AS (
         INSERT INTO telematics_connections (organization_id, name, base_url, auth_kind, credentials, enabled)
         VALUES ($1, 'Exposure feed', 'https://203.0.113.10/fleet', 'BASIC', 'v1.x.y.z', false) RETURNING id),
       machine AS (SELECT id FROM equipment WHERE organization_id = $1 ORDER BY id LIMIT 1),
       fed AS (
         INSERT INTO telematics_machines (organization_id, connection_id, feed_key, status)
         SELECT $1, id, 'exposure-serial', 'UNMATCHED' FROM connection RETURNING 1)
       INSERT INTO equipment_positions (equipment_id, organization_id, latitude, longitude, taken_at)
       SELECT id, $1, 51.5, -0.1, now() FROM machine ON CONFLICT DO NOTHING`,
      [organizationId],
    );
    // Nor a machine's alerts and levels (docs/decisions/047).
    await t.db.query(
      `WITH machine AS (SELECT id FROM equipment WHERE organization_id = $1 ORDER BY id LIMIT 1),
       levels AS (
         INSERT INTO equipment_levels (equipment_id, organization_id, fuel_remaining_percent, fuel_remaining_at)
         SELECT id, $1, 50, now() FROM machine ON CONFLICT DO NOTHING RETURNING 1)
       INSERT INTO machine_alerts (organization_id, equipment_id, code, severity, first_occurred_at, last_occurred_at)
       SELECT $1, id, 'E-1', 'LOW', now(), now() FROM machine`,
      [organizationId],
    );
    const leaks = await asReader(t.db, organizationId, 5_000, async (tx) => {
      const found: Record<string, number> = {};
      for (const table of GRANTED) {
        const column = table === "organizations" ? "id" : "organization_id";
        const row = await tx.one<{ own: number; other: number }>(
          `SELECT count(*) FILTER (WHERE ${column} = $1) AS own, count(*) FILTER (WHERE ${column} <> $1) AS other
           FROM "${table}"`,
          [organizationId],
        );
        found[table] = row?.other ?? -1;
        expect(row?.own, table).toBeGreaterThan(0);
      }
      return found;
    });
    expect(
      Object.values(leaks).every((other) => other === 0),
      JSON.stringify(leaks),
    ).toBe(true);
  });

  it("the reader cannot log in, bypass row-level security, or borrow another role", async () => {
    const role = await t.db.one<Record<string, unknown>>(
      `SELECT rolsuper, rolbypassrls, rolcanlogin, rolcreaterole, rolcreatedb, rolreplication, rolinherit,
              (SELECT count(*) FROM pg_auth_members m WHERE m.member = r.oid) AS memberships
       FROM pg_roles r WHERE rolname = $1`,
      [READER_ROLE],
    );
    expect(role).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolcanlogin: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolinherit: false,
      memberships: 0,
    });
  });

  it.each(REVOKED_FUNCTIONS)("the reader may not execute %s", async (signature) => {
    const row = await t.db.one<{ allowed: boolean }>(
      "SELECT has_function_privilege($1, $2, 'EXECUTE') AS allowed",
      [READER_ROLE, signature],
    );
    expect(row?.allowed).toBe(false);
  });

  it("the server's own check agrees, and notices when a right is granted by mistake", async () => {
    expect(await readerProblems(t.db, true)).toEqual([]);
    const problems = await t.db
      .transaction(async (tx) => {
        await tx.query(`GRANT SELECT ON sessions TO ${READER_ROLE}`);
        await tx.query(`GRANT EXECUTE ON FUNCTION set_config(text, text, boolean) TO ${READER_ROLE}`);
        throw Object.assign(new Error("roll back"), { problems: await readerProblems(tx, true) });
      })
      .catch((error: { problems?: string[] }) => error.problems);
    expect(problems).toEqual([
      `${READER_ROLE} can read sessions without row-level security`,
      `${READER_ROLE} may execute set_config (a superuser must REVOKE EXECUTE ... FROM PUBLIC)`,
    ]);
    expect(await readerProblems(t.db, true)).toEqual([]);
  });

  it("the tools turn themselves off (503 DEV_TOOLS_UNSAFE) while the isolation does not hold", async () => {
    const tools = devTools(t.app);
    await t.db.query(`GRANT SELECT ON sessions TO ${READER_ROLE}`);
    try {
      for (const answer of [
        await tools.query("SELECT count(*) FROM sessions"),
        await tools.database("?action=table-info&table=users"),
        await tools.database("", OTHER_SUPER_ADMIN),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ success: false, code: "DEV_TOOLS_UNSAFE" });
        expect(answer.body.error).toContain("can read sessions");
      }
    } finally {
      await t.db.query(`REVOKE SELECT ON sessions FROM ${READER_ROLE}`);
    }
    expect((await tools.query("SELECT 1 AS ok")).status).toBe(200);
  });
});
