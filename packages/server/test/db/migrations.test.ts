import {
  ASSIGNMENT_STATUSES,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPES,
  EVENT_KINDS,
  EVENT_SUBJECTS,
  LOCALES,
  NOTIFICATION_CHANNELS,
  REPORT_PERIOD_DAYS,
  ROLES,
  USER_HISTORY_EVENTS,
  USER_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from "@mnx/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/db/migrate.js";
import { createScratchDatabase } from "../support/scratch-database.js";
import { onEngine } from "../support/test-app.js";
import { testDatabase } from "../support/test-database.js";

describe(onEngine("migrations"), () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it("apply to an empty database, then a second run applies nothing and fails nothing", async () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe("001-init");
    expect(await migrate(scratch.db)).toEqual(names);
    expect(await migrate(scratch.db)).toEqual([]);
    const recorded = await scratch.db.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY version",
    );
    expect(recorded.map((r) => r.name)).toEqual(names);
  });

  it("are applied once when two servers start together", async () => {
    const other = await createScratchDatabase();
    try {
      // Each migration is applied by one of the two, whichever takes its lock first.
      const results = await Promise.all([migrate(other.open()), migrate(other.open())]);
      expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.name));
    } finally {
      await other.drop();
    }
    // A new embedded database plus every migration twice over: slow on PGlite on a busy machine.
  }, 120_000);
});

/** CHECK (column IN (...)) values, read back from the catalog. */
async function checkValues(table: string, constraint: string): Promise<string[]> {
  const db = await testDatabase();
  const row = await db.one<{ definition: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
     WHERE c.conrelid = $1::regclass AND c.conname = $2`,
    [table, constraint],
  );
  return [...(row?.definition ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1] as string).sort();
}

describe(onEngine("schema enumerations match the domain package"), () => {
  it.each([
    ["users", "users_role_check", ROLES],
    ["users", "users_status_check", USER_STATUSES],
    ["equipment", "equipment_type_check", EQUIPMENT_TYPES],
    ["equipment", "equipment_category_check", EQUIPMENT_CATEGORIES],
    ["equipment", "equipment_status_check", EQUIPMENT_STATUSES],
    ["equipment_assignments", "equipment_assignments_status_check", ASSIGNMENT_STATUSES],
    ["work_orders", "work_orders_status_check", WORK_ORDER_STATUSES],
    ["work_orders", "work_orders_priority_check", WORK_ORDER_PRIORITIES],
    ["work_orders", "work_orders_type_check", WORK_ORDER_TYPES],
    ["work_order_history", "work_order_history_to_status_check", WORK_ORDER_STATUSES],
    ["user_history", "user_history_event_check", USER_HISTORY_EVENTS],
    ["user_history", "user_history_from_role_check", ROLES],
    ["user_history", "user_history_to_role_check", ROLES],
    ["user_history", "user_history_from_status_check", USER_STATUSES],
    ["user_history", "user_history_to_status_check", USER_STATUSES],
    ["labour_rates", "labour_rates_role_check", ROLES],
    ["events", "events_kind_check", EVENT_KINDS],
    ["events", "events_subject_type_check", EVENT_SUBJECTS],
    ["notification_preferences", "notification_preferences_channel_check", NOTIFICATION_CHANNELS],
    ["users", "users_language_check", LOCALES],
    ["organizations", "organizations_default_language_check", LOCALES],
  ] as const)("%s.%s", async (table, constraint, values) => {
    expect(await checkValues(table, constraint)).toEqual([...values].sort());
  });
});

describe(onEngine("migration 020's cost windows match the domain's report periods"), () => {
  it("cost_window_days() lists REPORT_PERIOD_DAYS", async () => {
    const db = await testDatabase();
    const row = await db.one<{ days: number[] }>("SELECT cost_window_days() AS days");
    expect(row?.days).toEqual(Object.values(REPORT_PERIOD_DAYS));
  });
});
