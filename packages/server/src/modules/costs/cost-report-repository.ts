import type { MonthSplit, PartUnit } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/**
 * The Reports page's cost figures (docs/decisions/031-labour-and-costs.md), from the per-day and per-month
 * figures migration 020's triggers keep: never the ledger or the labour lines themselves.
 */

export interface ReportDays {
  from: string;
  to: string;
}

export interface CostDayRow {
  day: string;
  parts_cost: number;
  labour_cost: number;
}

/** The organization's parts and labour cost per day of the period (days without any left out). */
export function costsPerDay(db: Database, organizationId: string, days: ReportDays) {
  return db.query<CostDayRow>(
    `SELECT day::text AS day, parts_cost, labour_cost FROM cost_daily
     WHERE organization_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [organizationId, days.from, days.to],
  );
}

/**
 * A period as three index ranges of a daily and a monthly figure table (its whole months, and the days before
 * and after them): at most about 12 + 31 rows per machine or part, whatever the period.
 */
function splitRanges(table: "machine_cost" | "part_use", key: string, columns: string) {
  return `SELECT ${key}, ${columns} FROM ${table}_monthly
          WHERE organization_id = $1 AND month BETWEEN $2::date AND $3::date
          UNION ALL
          SELECT ${key}, ${columns} FROM ${table}_daily
          WHERE organization_id = $1 AND day BETWEEN $4::date AND $5::date
          UNION ALL
          SELECT ${key}, ${columns} FROM ${table}_daily
          WHERE organization_id = $1 AND day BETWEEN $6::date AND $7::date`;
}

const splitParams = (organizationId: string, split: MonthSplit) => [
  organizationId,
  split.months?.from ?? null,
  split.months?.to ?? null,
  split.days[0]?.from ?? null,
  split.days[0]?.to ?? null,
  split.days[1]?.from ?? null,
  split.days[1]?.to ?? null,
];

export interface CostMachineRow {
  equipment_id: string;
  equipment_number: string;
  name: string;
  parts_cost: number;
  labour_cost: number;
  total_cost: number;
}

/**
 * The machines that cost the most in the period (ties by machine number); machines deleted since are left out.
 * Only the machines with at least the `limit`-th highest total are looked up, not the whole fleet.
 */
export function topCostMachines(db: Database, organizationId: string, split: MonthSplit, limit: number) {
  return db.query<CostMachineRow>(
    `WITH per_machine AS MATERIALIZED (
       SELECT equipment_id, sum(parts_cost) AS parts_cost, sum(labour_cost) AS labour_cost,
              sum(parts_cost) + sum(labour_cost) AS total_cost
       FROM (${splitRanges("machine_cost", "equipment_id", "parts_cost, labour_cost")}) c
       GROUP BY equipment_id HAVING sum(parts_cost) + sum(labour_cost) > 0)
     SELECT e.id AS equipment_id, e.equipment_number, e.name, m.parts_cost, m.labour_cost, m.total_cost
     FROM per_machine m JOIN equipment e ON e.id = m.equipment_id AND e.organization_id = $1
     WHERE m.total_cost >= COALESCE(
       (SELECT total_cost FROM per_machine ORDER BY total_cost DESC LIMIT 1 OFFSET $8::int - 1), 0)
     ORDER BY m.total_cost DESC, e.equipment_number
     LIMIT $8`,
    [...splitParams(organizationId, split), limit],
  );
}

export interface TopPartRow {
  part_id: string;
  part_number: string;
  name: string;
  unit: PartUnit;
  uses: number;
  quantity: number;
  cost: number;
}

/** The parts that cost the most in the period, then the most often taken (ties by part number). */
export function topUsedParts(db: Database, organizationId: string, split: MonthSplit, limit: number) {
  return db.query<TopPartRow>(
    `WITH per_part AS MATERIALIZED (
       SELECT part_id, sum(uses) AS uses, sum(quantity) AS quantity, sum(cost) AS cost
       FROM (${splitRanges("part_use", "part_id", "uses, quantity, cost")}) u
       GROUP BY part_id HAVING sum(uses) > 0 OR sum(cost) <> 0),
     threshold AS (SELECT cost, uses FROM per_part ORDER BY cost DESC, uses DESC LIMIT 1 OFFSET $8::int - 1)
     SELECT p.id AS part_id, p.part_number, p.name, p.unit, u.uses, u.quantity, u.cost
     FROM per_part u JOIN parts p ON p.id = u.part_id AND p.organization_id = $1
     WHERE NOT EXISTS (SELECT 1 FROM threshold)
        OR (u.cost, u.uses) >= (SELECT cost, uses FROM threshold)
     ORDER BY u.cost DESC, u.uses DESC, p.part_number
     LIMIT $8`,
    [...splitParams(organizationId, split), limit],
  );
}

/** What the stock on hand is worth now at each part's unit cost; stock below zero counts as none. */
export async function stockValue(db: Database, organizationId: string): Promise<number> {
  const row = await db.one<{ value: number }>(
    `SELECT round(COALESCE(sum(GREATEST(h.quantity, 0) * p.unit_cost), 0), 2) AS value
     FROM stock_on_hand h JOIN parts p ON p.id = h.part_id
     WHERE h.organization_id = $1 AND h.quantity > 0`,
    [organizationId],
  );
  return row?.value ?? 0;
}
