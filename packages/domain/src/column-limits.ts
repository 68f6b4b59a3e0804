/**
 * What the database's columns hold, in one place (docs/decisions/024-limits-and-photo-quotas.md). The zod
 * schemas validate against it, so nothing the API accepts makes the database refuse it;
 * packages/server/test/db/column-limits.test.ts reads the migrated schema and fails when the two drift apart.
 */

/** A numeric(precision, scale) column: it rounds to `scale` decimals and holds precision - scale whole digits. */
export interface DecimalColumn {
  readonly precision: number;
  readonly scale: number;
}

/** Hour meters, mileage, and a plan's hour interval and margin. */
export const METER_COLUMN: DecimalColumn = { precision: 12, scale: 1 };
/** A job's estimated hours (work orders and plans). */
export const ESTIMATED_HOURS_COLUMN: DecimalColumn = { precision: 6, scale: 2 };
/** A work order's actual hours. */
export const ACTUAL_HOURS_COLUMN: DecimalColumn = { precision: 8, scale: 2 };

/** A part's quantities: minimum stock, reorder quantity, and each ledger row's signed quantity. */
export const STOCK_QUANTITY_COLUMN: DecimalColumn = { precision: 12, scale: 3 };
/** A part's on-hand quantity at a location: the sum of its ledger rows, room for many of them. */
export const STOCK_ON_HAND_COLUMN: DecimalColumn = { precision: 15, scale: 3 };
/** A part's unit cost, in the organization's currency. */
export const PART_COST_COLUMN: DecimalColumn = { precision: 12, scale: 2 };

/** An hourly labour rate (per role, per person, and each labour line's rate at the time). */
export const LABOUR_RATE_COLUMN: DecimalColumn = { precision: 12, scale: 2 };
/** A labour line's hours (as a work order's actual hours: a clock line may hold a long job's). */
export const LABOUR_HOURS_COLUMN: DecimalColumn = { precision: 8, scale: 2 };

/** A labour line's cost (hours x rate, to the cent), and the cost figures the reports add up. */
export const COST_SUM_COLUMN: DecimalColumn = { precision: 16, scale: 2 };
/** What an organization's stock on hand is worth: on-hand quantities times unit costs, unrounded. */
export const STOCK_VALUE_COLUMN: DecimalColumn = { precision: 20, scale: 5 };
/** How far hour meters moved in a day, per machine and per organization. */
export const METER_SUM_COLUMN: DecimalColumn = { precision: 14, scale: 1 };

/** A machine's hours over its life across replaced meters, and the offset of its meter (docs/decisions/041). */
export const METER_LIFETIME_COLUMN: DecimalColumn = { precision: 13, scale: 1 };

/** Every numeric column of the schema, by `table.column`: those the API writes and those triggers keep. */
export const DECIMAL_COLUMNS: Readonly<Record<string, DecimalColumn>> = {
  "equipment.hour_meter": METER_COLUMN,
  "equipment.mileage": METER_COLUMN,
  "equipment_assignments.hour_meter_reading": METER_COLUMN,
  "equipment_assignments.mileage_reading": METER_COLUMN,
  "work_orders.estimated_hours": ESTIMATED_HOURS_COLUMN,
  "work_orders.actual_hours": ACTUAL_HOURS_COLUMN,
  "work_orders.hour_meter_start": METER_COLUMN,
  "work_orders.hour_meter_end": METER_COLUMN,
  "work_orders.mileage_start": METER_COLUMN,
  "work_orders.mileage_end": METER_COLUMN,
  "maintenance_plans.interval_hours": METER_COLUMN,
  "maintenance_plans.estimated_hours": ESTIMATED_HOURS_COLUMN,
  "maintenance_plans.margin_hours": METER_COLUMN,
  "maintenance_plans.last_service_hours": METER_COLUMN,
  "meters.current_value": METER_COLUMN,
  "meters.value_offset": METER_LIFETIME_COLUMN,
  "meter_readings.value": METER_COLUMN,
  "meter_readings.lifetime_value": METER_LIFETIME_COLUMN,
  "meter_readings.replaced_value": METER_COLUMN,
  "parts.unit_cost": PART_COST_COLUMN,
  "parts.min_stock": STOCK_QUANTITY_COLUMN,
  "parts.reorder_qty": STOCK_QUANTITY_COLUMN,
  "stock_ledger.quantity": STOCK_QUANTITY_COLUMN,
  "stock_ledger.unit_cost": PART_COST_COLUMN,
  "stock_on_hand.quantity": STOCK_ON_HAND_COLUMN,
  "stock_on_hand.min_stock": STOCK_QUANTITY_COLUMN,
  "labour_rates.hourly_rate": LABOUR_RATE_COLUMN,
  "labour_lines.hours": LABOUR_HOURS_COLUMN,
  "labour_lines.hourly_rate": LABOUR_RATE_COLUMN,
  "labour_lines.cost": COST_SUM_COLUMN,
  // Kept by migration 020's triggers (docs/decisions/031-labour-and-costs.md).
  "cost_daily.parts_cost": COST_SUM_COLUMN,
  "cost_daily.labour_cost": COST_SUM_COLUMN,
  "machine_cost_daily.parts_cost": COST_SUM_COLUMN,
  "machine_cost_daily.labour_cost": COST_SUM_COLUMN,
  "machine_cost_window.parts_cost": COST_SUM_COLUMN,
  "machine_cost_window.labour_cost": COST_SUM_COLUMN,
  "machine_cost_window.total_cost": COST_SUM_COLUMN,
  "part_use_daily.quantity": STOCK_ON_HAND_COLUMN,
  "part_use_daily.cost": COST_SUM_COLUMN,
  "part_use_window.quantity": STOCK_ON_HAND_COLUMN,
  "part_use_window.cost": COST_SUM_COLUMN,
  "stock_value.value": STOCK_VALUE_COLUMN,
  "meter_daily.hours": METER_SUM_COLUMN,
  "machine_meter_daily.hours": METER_SUM_COLUMN,
};

/** Every varchar(n) column, by `table.column`: the schemas' maximum lengths are at most these. */
export const TEXT_COLUMN_LENGTHS: Readonly<Record<string, number>> = {
  "equipment.equipment_number": 100,
  "equipment.name": 255,
  "equipment.make": 255,
  "equipment.manufacturer": 255,
  "equipment.model": 255,
  "equipment.serial_number": 255,
  "equipment.current_job_site": 255,
  "equipment.location_yard": 255,
  "equipment.location_building": 255,
  "equipment.location_floor": 100,
  "equipment.location_room": 100,
  "equipment.qr_code": 255,
  "equipment_assignments.job_site": 255,
  "equipment_assignments.notes": 500,
  "work_orders.title": 255,
  "work_orders.job_site": 255,
  "idempotency_keys.key": 200,
  "maintenance_plans.title": 120,
  "periodic_inspection_schedules.title": 100,
  "photos.content_type": 20,
  "photos.inspection_item": 210,
  "parts.part_number": 100,
  "parts.name": 255,
  "parts.description": 2000,
  "parts.category": 100,
  "parts.manufacturer_part_number": 100,
  "parts.supplier_part_number": 100,
  "parts.barcode": 100,
  "stock_locations.name": 120,
  "stock_ledger.reason": 500,
  "labour_lines.note": 500,
  "labour_lines.removed_reason": 500,
};

/**
 * Every date and date-time the API accepts lies in these years (UTC): far enough back for an old machine's
 * purchase or service, far enough ahead for a long warranty or a plan's next due date, and well inside what
 * PostgreSQL, JavaScript's Date and ISO 8601's four-digit years all hold (PostgreSQL has no year 0000).
 * equipment.year's CHECK (BETWEEN 1900 AND 2200) uses the same range.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;
export const DATE_OUT_OF_RANGE_MESSAGE = `Dates must be in the years ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`;

/** The largest magnitude a numeric(precision, scale) column holds, exclusive: 10^(precision - scale). */
export const decimalColumnLimit = (column: DecimalColumn) => 10 ** (column.precision - column.scale);

/**
 * `value` as a numeric(p, scale) column stores it: rounded half away from zero at `scale` decimals, working on
 * the decimal text the database receives (String(value)), so 1.005 at scale 2 is 1.01 as in PostgreSQL, not
 * 1.00 as Math.round(1.005 * 100) / 100 gives.
 */
export function roundAtScale(value: number, scale: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa = "0", exponent = "0"] = Math.abs(value).toString().split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const digits = whole + fraction;
  const kept = whole.length + Number(exponent) + scale;
  if (kept >= digits.length) return value;
  if (kept < 0) return 0;
  const roundUp = (digits[kept] ?? "0") >= "5" ? 1n : 0n;
  const units = BigInt(digits.slice(0, kept) || "0") + roundUp;
  const rounded = Number(`${units}e-${scale}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
