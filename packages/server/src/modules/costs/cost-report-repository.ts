import type { PartUnit } from "@mnx/domain";
import type { Database } from "../../db/database.js";

/**
 * The Reports page's cost figures (docs/decisions/031-labour-and-costs.md), from the per-day figures, the
 * per-period windows and the stock's value that migration 020's triggers keep: never the ledger or the labour
 * lines themselves.
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
 * Moves the organization's windows (every machine's and part's cost over each report period) on to end on
 * `upto`, if they do not yet: once a day, the days that enter and leave (migration 020's advance_cost_windows).
 * Usually a one-row read that finds them current. A long gap (a server off for weeks) reads as many days as it
 * spans, so the step runs without the statement timeout, as a migration does: slow once, never half-done.
 */
export async function advanceCostWindows(db: Database, organizationId: string, upto: string): Promise<void> {
  const current = await db.one<{ current: boolean }>(
    "SELECT as_of >= $2::date AS current FROM cost_windows WHERE organization_id = $1",
    [organizationId, upto],
  );
  if (current?.current) return;
  await db.transaction(async (tx) => {
    await tx.exec("SET LOCAL statement_timeout = 0");
    await tx.query("SELECT advance_cost_windows($1, $2::date)", [organizationId, upto]);
  });
}

/** The organizations whose windows end before `upto`: the daily schedule advances them. */
export function lateCostWindows(db: Database, upto: string) {
  return db.query<{ organization_id: string }>(
    "SELECT organization_id FROM cost_windows WHERE as_of IS NULL OR as_of < $1::date ORDER BY organization_id",
    [upto],
  );
}

export interface CostMachineRow {
  equipment_id: string;
  equipment_number: string;
  name: string;
  parts_cost: number;
  labour_cost: number;
  total_cost: number;
}

/**
 * The machines that cost the most over the last `days` days (ties by machine number), read in cost order from the
 * windows' index: the ten, and any tied with the tenth; machines deleted since are left out.
 */
export function topCostMachines(db: Database, organizationId: string, days: number, limit: number) {
  return db.query<CostMachineRow>(
    `SELECT e.id AS equipment_id, e.equipment_number, e.name, w.parts_cost, w.labour_cost, w.total_cost
     FROM machine_cost_window w JOIN equipment e ON e.id = w.equipment_id AND e.organization_id = $1
     WHERE w.organization_id = $1 AND w.days = $2 AND w.total_cost > 0
     ORDER BY w.total_cost DESC, e.equipment_number
     LIMIT $3`,
    [organizationId, days, limit],
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

/** The parts that cost the most over the last `days` days, then the most often taken (ties by part number). */
export function topUsedParts(db: Database, organizationId: string, days: number, limit: number) {
  return db.query<TopPartRow>(
    `SELECT p.id AS part_id, p.part_number, p.name, p.unit, w.uses, w.quantity, w.cost
     FROM part_use_window w JOIN parts p ON p.id = w.part_id AND p.organization_id = $1
     WHERE w.organization_id = $1 AND w.days = $2 AND (w.uses > 0 OR w.cost <> 0)
     ORDER BY w.cost DESC, w.uses DESC, p.part_number
     LIMIT $3`,
    [organizationId, days, limit],
  );
}

/**
 * What the stock on hand is worth now at each part's unit cost, stock below zero counting as none: the counter
 * migration 020's triggers keep from every change of on-hand and of a part's cost (one row).
 */
export async function stockValue(db: Database, organizationId: string): Promise<number> {
  const row = await db.one<{ value: number }>(
    "SELECT round(value, 2) AS value FROM stock_value WHERE organization_id = $1",
    [organizationId],
  );
  return row?.value ?? 0;
}
