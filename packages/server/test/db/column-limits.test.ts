import {
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  DECIMAL_COLUMNS,
  ESTIMATED_HOURS_MAX,
  TEXT_COLUMN_LENGTHS,
} from "@mnx/domain";
import { describe, expect, it } from "vitest";
import { onEngine } from "../support/test-app.js";
import { testDatabase } from "../support/test-database.js";

interface ColumnRow {
  name: string;
  data_type: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
  character_maximum_length: number | null;
}

async function columns(dataType: string): Promise<ColumnRow[]> {
  const db = await testDatabase();
  return db.query<ColumnRow>(
    `SELECT table_name || '.' || column_name AS name, data_type, numeric_precision, numeric_scale,
            character_maximum_length
     FROM information_schema.columns
     WHERE table_schema = current_schema() AND data_type = $1
     ORDER BY 1`,
    [dataType],
  );
}

async function checkDefinition(table: string, column: string): Promise<string[]> {
  const db = await testDatabase();
  const rows = await db.query<{ definition: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
     WHERE c.conrelid = $1::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%' || $2 || '%'`,
    [table, column],
  );
  return rows.map((row) => row.definition);
}

/** The migrated schema against packages/domain/src/column-limits.ts, which the zod schemas validate with. */
describe(onEngine("column limits match the domain package"), () => {
  it("every numeric column has the precision and scale the domain declares, and no other exists", async () => {
    const found = Object.fromEntries(
      (await columns("numeric")).map((row) => [
        row.name,
        { precision: Number(row.numeric_precision), scale: Number(row.numeric_scale) },
      ]),
    );
    expect(found).toEqual(DECIMAL_COLUMNS);
  });

  it("every varchar column has the length the domain declares, and no other exists", async () => {
    const found = Object.fromEntries(
      (await columns("character varying")).map((row) => [row.name, Number(row.character_maximum_length)]),
    );
    expect(found).toEqual(TEXT_COLUMN_LENGTHS);
  });

  it("the checks that repeat a domain limit say the same", async () => {
    expect(await checkDefinition("equipment", "year")).toEqual([
      `CHECK (((year >= ${DATE_YEAR_MIN}) AND (year <= ${DATE_YEAR_MAX})))`,
    ]);
    for (const table of ["work_orders", "maintenance_plans"]) {
      const [estimate] = await checkDefinition(table, "estimated_hours");
      expect(estimate, table).toContain(`(estimated_hours <= ${ESTIMATED_HOURS_MAX})`);
    }
  });
});
