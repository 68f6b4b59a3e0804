import { LIST_TOTAL_CAP, METER_CHART_DAYS, type MeterKind, type ReadingStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { SqlParams } from "../../db/sql-helpers.js";

// Reading meters and readings (docs/decisions/041): each list is one query, each count capped.

/** The machine, if it is the organization's: who it is assigned to decides what an operator sees. */
export function findMachine(db: Database, organizationId: string, equipmentId: string) {
  return db.one<{ id: string; assigned_operator_id: string | null }>(
    "SELECT id, assigned_operator_id FROM equipment WHERE organization_id = $1 AND id = $2",
    [organizationId, equipmentId],
  );
}

export interface MachineRef {
  id: string;
  equipment_number: string;
  serial_number: string | null;
}

/** The organization's machines named by id, number or serial number (each list may be empty). */
export function findMachinesByKeys(
  db: Database,
  organizationId: string,
  keys: { ids: string[]; numbers: string[]; serials: string[] },
) {
  return db.query<MachineRef>(
    `SELECT id, equipment_number, serial_number FROM equipment
     WHERE organization_id = $1
       AND (id = ANY($2::uuid[]) OR lower(equipment_number) = ANY($3::text[]) OR lower(serial_number) = ANY($4::text[]))`,
    [
      organizationId,
      keys.ids,
      keys.numbers.map((n) => n.toLowerCase()),
      keys.serials.map((s) => s.toLowerCase()),
    ],
  );
}

export interface MeterListRow {
  id: string;
  kind: MeterKind;
  current_value: number;
  value_offset: number;
  current_at: Date | null;
  held: number;
}

export function findMeters(db: Database, organizationId: string, equipmentId: string) {
  return db.query<MeterListRow>(
    `SELECT m.id, m.kind, m.current_value, m.value_offset, m.current_at,
            (SELECT count(*)::int FROM meter_readings r WHERE r.meter_id = m.id AND r.status = 'HELD') AS held
     FROM meters m WHERE m.organization_id = $1 AND m.equipment_id = $2
     ORDER BY array_position(ARRAY['ENGINE_HOURS', 'ODOMETER', 'PTO_HOURS', 'IDLE_HOURS'], m.kind)`,
    [organizationId, equipmentId],
  );
}

/**
 * Engine hours run per day over the last days, from the accepted readings. What a meter moved between two
 * readings is spread evenly over the days between them (a reading after three weeks without one is three weeks
 * of work, not 500 hours in a day), from the last reading before the window if there is one; the first reading
 * day with none before it counts its own rise (its highest less its lowest). Days before the window are left out.
 */
export function findHoursPerDay(db: Database, organizationId: string, equipmentId: string, now = new Date()) {
  return db.query<{ day: string; hours: number }>(
    `WITH meter AS (
       SELECT id FROM meters WHERE organization_id = $1 AND equipment_id = $2 AND kind = 'ENGINE_HOURS'),
     since AS (SELECT (($3::timestamptz AT TIME ZONE 'UTC')::date - ${METER_CHART_DAYS - 1}) AS day),
     daily AS (
       SELECT (r.taken_at AT TIME ZONE 'UTC')::date AS day, max(r.lifetime_value) AS top, min(r.lifetime_value) AS bottom
       FROM meter_readings r, meter, since
       WHERE r.meter_id = meter.id AND r.status = 'ACCEPTED' AND r.taken_at >= since.day
       GROUP BY 1),
     before AS (
       SELECT (r.taken_at AT TIME ZONE 'UTC')::date AS day, r.lifetime_value AS top FROM meter_readings r, meter, since
       WHERE r.meter_id = meter.id AND r.status = 'ACCEPTED' AND r.taken_at < since.day
       ORDER BY r.taken_at DESC LIMIT 1),
     steps AS (
       SELECT d.day, d.top, d.bottom,
              COALESCE(lag(d.day) OVER w, (SELECT day FROM before)) AS prev_day,
              COALESCE(lag(d.top) OVER w, (SELECT top FROM before)) AS prev_top
       FROM daily d WINDOW w AS (ORDER BY d.day))
     SELECT to_char(g.day, 'YYYY-MM-DD') AS day,
            (CASE WHEN s.prev_day IS NULL THEN GREATEST(0, s.top - s.bottom)
                  ELSE GREATEST(0, s.top - s.prev_top) / (s.day - s.prev_day) END)::float8 AS hours
     FROM steps s, since,
          generate_series(GREATEST(COALESCE(s.prev_day + 1, s.day), since.day)::timestamp, s.day::timestamp,
                          interval '1 day') AS g(day)
     ORDER BY g.day`,
    [organizationId, equipmentId, now],
  );
}

export interface ReadingRow {
  id: string;
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  kind: MeterKind;
  value: number;
  taken_at: Date;
  recorded_at: Date;
  source: string;
  sender: string | null;
  status: ReadingStatus;
  reason_code: string | null;
  reason: string | null;
  replacement: boolean;
  replaced_value: number | null;
  work_order_id: string | null;
  reviewed_at: Date | null;
  review_note: string | null;
  recorded_by: { id: string; firstName: string; lastName: string } | null;
  reviewed_by: { id: string; firstName: string; lastName: string } | null;
}

const READING = `r.id, r.equipment_id, e.equipment_number, e.name AS equipment_name, m.kind, r.value, r.taken_at,
  r.recorded_at, r.source, r.sender, r.status, r.reason_code, r.reason, r.replacement, r.replaced_value,
  r.work_order_id, r.reviewed_at, r.review_note,
  CASE WHEN rb.id IS NULL THEN NULL
       ELSE json_build_object('id', rb.id, 'firstName', rb.first_name, 'lastName', rb.last_name) END AS recorded_by,
  CASE WHEN vb.id IS NULL THEN NULL
       ELSE json_build_object('id', vb.id, 'firstName', vb.first_name, 'lastName', vb.last_name) END AS reviewed_by`;
const READING_FROM = `meter_readings r JOIN meters m ON m.id = r.meter_id JOIN equipment e ON e.id = r.equipment_id
  LEFT JOIN users rb ON rb.id = r.recorded_by_id LEFT JOIN users vb ON vb.id = r.reviewed_by_id`;

export interface ReadingFilter {
  organizationId: string;
  equipmentId?: string;
  kind?: MeterKind;
  status?: ReadingStatus;
}

function readingWhere(f: ReadingFilter, p: SqlParams): string {
  const where = [`r.organization_id = ${p.add(f.organizationId)}`];
  if (f.equipmentId) where.push(`r.equipment_id = ${p.add(f.equipmentId)}`);
  if (f.kind) {
    where.push(
      `r.meter_id = (SELECT id FROM meters WHERE equipment_id = ${p.add(f.equipmentId)} AND kind = ${p.add(f.kind)})`,
    );
  }
  if (f.status) where.push(`r.status = ${p.add(f.status)}`);
  return where.join(" AND ");
}

/**
 * A page of readings, latest taken first (a machine's: walked on its history index), and how many match
 * (counted up to the cap + 1). The held list orders by when they were recorded.
 */
export async function findReadings(
  db: Database,
  filter: ReadingFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: ReadingRow[]; counted: number }> {
  const p = new SqlParams();
  const where = readingWhere(filter, p);
  const order = filter.equipmentId ? "r.taken_at DESC, r.id DESC" : "r.recorded_at DESC, r.id DESC";
  const rows = await db.query<ReadingRow>(
    `SELECT ${READING} FROM ${READING_FROM} WHERE ${where}
     ORDER BY ${order} LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`,
    p.values,
  );
  const c = new SqlParams();
  const count = await db.one<{ counted: number }>(
    `SELECT count(*)::int AS counted FROM (
       SELECT 1 FROM meter_readings r WHERE ${readingWhere(filter, c)} LIMIT ${LIST_TOTAL_CAP + 1}) c`,
    c.values,
  );
  return { rows, counted: Number(count?.counted ?? 0) };
}

export function findReading(db: Database, organizationId: string, id: string) {
  return db.one<ReadingRow>(
    `SELECT ${READING} FROM ${READING_FROM} WHERE r.organization_id = $1 AND r.id = $2`,
    [organizationId, id],
  );
}
