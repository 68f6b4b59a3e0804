import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// "Every table has one owner" (docs/decisions/027): only the owner module's files name a table in writing SQL
// (INSERT INTO, UPDATE, DELETE FROM). dependency-cruiser sees imports, not SQL, so this test reads the SQL.
// Another module that must write a table calls the owner's service, or its *-writes.ts function inside its
// own transaction.

/** Each table of the schema and the one place that writes it: a module (src/modules/<name>) or src/plugins. */
const TABLE_OWNERS: Record<string, string> = {
  organizations: "organization",
  users: "users",
  user_history: "users",
  sessions: "sessions",
  refresh_tokens: "sessions",
  auth_codes: "sessions",
  login_states: "sessions",
  app_secrets: "auth",
  oidc_provider_records: "auth",
  equipment: "equipment",
  equipment_assignments: "equipment",
  maintenance_plans: "maintenance-plans",
  work_orders: "work-orders",
  work_order_history: "work-orders",
  // Kept by triggers on work_orders in the same transaction (migrations 003, 008 and 040); no code writes them.
  work_order_counts: "work-orders",
  machine_work_order_counts: "work-orders",
  work_order_daily_opened: "work-orders",
  work_order_daily_completed: "work-orders",
  work_order_daily_repairs: "work-orders",
  photos: "photos",
  defects: "defects",
  checklist_templates: "checklists",
  checklist_template_versions: "checklists",
  periodic_inspection_schedules: "periodic-inspections",
  signatures: "signatures",
  parts: "parts",
  stock_locations: "parts",
  stock_ledger: "parts",
  // Kept by a trigger on stock_ledger in the same transaction (migration 019); no code writes it.
  stock_on_hand: "parts",
  labour_rates: "labour",
  labour_lines: "labour",
  // Kept by triggers on stock_ledger and labour_lines in the same transaction (migration 020); read by the
  // costs module, which owns them; no code writes them.
  cost_daily: "costs",
  machine_cost_daily: "costs",
  part_use_daily: "costs",
  cost_windows: "costs",
  machine_cost_window: "costs",
  part_use_window: "costs",
  // Kept by triggers on stock_on_hand and parts (migration 020); no code writes it.
  stock_value: "parts",
  // Kept by a trigger on equipment.hour_meter (migration 020); no code writes them.
  meter_daily: "equipment",
  machine_meter_daily: "equipment",
  meters: "meters",
  meter_readings: "meters",
  events: "events",
  notifications: "notifications",
  notification_preferences: "notifications",
  notification_settings: "notifications",
  email_messages: "notifications",
  webhooks: "webhooks",
  webhook_deliveries: "webhooks",
  telematics_connections: "telematics",
  telematics_machines: "telematics",
  equipment_positions: "telematics",
  equipment_levels: "telematics",
  machine_alerts: "machine-alerts",
  push_subscriptions: "notifications",
  idempotency_keys: "plugins",
  rate_limit_counters: "plugins",
};

/**
 * src/db is the schema's own code: the migrations runner records migrations, and the demo seed (and its bulk
 * insert helper) fills a fresh database with the tables the migrations define. Nothing else is exempt.
 */
const EXEMPT = /^db\//;

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const MIGRATIONS = join(SRC, "db", "migrations");

/** The tables the migrations create. */
function schemaTables(): string[] {
  const names = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql"))
    .flatMap((name) => [...readFileSync(join(MIGRATIONS, name), "utf8").matchAll(/CREATE TABLE (\w+)/g)]);
  return [...new Set(names.map((match) => match[1] as string))].sort();
}

const WRITE = /\b(?:INSERT\s+INTO|(?<!FOR\s+|DO\s+)UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)\b/g;

/** The schema's tables that `source` names in writing SQL (a word that is no table, as in a comment, is not). */
function writtenTables(source: string, tables: readonly string[]): string[] {
  const known = new Set(tables);
  return [...source.matchAll(WRITE)].map((match) => match[1] as string).filter((name) => known.has(name));
}

/** Who a file under src/ is: its module's name, or its top folder (plugins, db, access), or the file itself. */
function ownerOf(file: string): string {
  const [top, name] = file.split("/");
  return top === "modules" && name ? name : (top ?? file);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [relative(SRC, path).split("\\").join("/")] : [];
  });
}

describe("every table has one owner (docs/decisions/027)", () => {
  const tables = schemaTables();

  it("names an owner for every table of the schema", () => {
    expect(tables.filter((table) => !TABLE_OWNERS[table])).toEqual([]);
  });

  it("finds writing SQL, and only writing SQL, on the schema's tables", () => {
    const sql = `INSERT INTO work_orders (title) SELECT 1; UPDATE equipment SET status = $2;
      DELETE FROM photos WHERE id = $1; SELECT id FROM equipment FOR UPDATE;
      INSERT INTO rate_limit_counters AS c (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET hits = c.hits + 1`;
    expect(writtenTables(sql, tables)).toEqual(["work_orders", "equipment", "photos", "rate_limit_counters"]);
    expect(writtenTables("/** the UPDATE succeeds for one caller */", tables)).toEqual([]);
  });

  it("only the owner module's files write a table", () => {
    const violations = sourceFiles(SRC)
      .filter((file) => !EXEMPT.test(file))
      .flatMap((file) =>
        writtenTables(readFileSync(join(SRC, file), "utf8"), tables)
          .filter((table) => TABLE_OWNERS[table] !== ownerOf(file))
          .map(
            (table) =>
              `src/${file} writes ${table}, whose owner is ${TABLE_OWNERS[table]}: call its service or its *-writes.ts function (rule: one owner per table)`,
          ),
      );
    expect([...new Set(violations)]).toEqual([]);
  });
});
