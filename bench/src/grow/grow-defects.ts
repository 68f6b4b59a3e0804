/**
 * Inspections and defects at ten years (docs/benchmarks.md 'Inspections and defects at ten years'), in set-based
 * SQL on both engines, after the work orders are grown:
 *
 * - the organization's first VETERANS machines (by number, each with an operator) get a daily inspection for
 *   every one of the last ten years' days they have none for, as the daily check leaves them (one in twenty
 *   with items needing attention): a machine's inspection history at its longest;
 * - DEFECTS defects spread over the same ten years across the organization's machines, each on one of the
 *   checklist's 16 items (critical as the default template says), linked to the machine's inspection of that
 *   day when it had one; older than 30 days they are closed (acknowledged, or no correction needed with a
 *   reason), the last 30 days' are at every step, so a few machines are unsafe to operate, as in a real fleet.
 *
 * - every machine an annual inspection schedule (decision 046), assigned in turn to the organization's inspectors
 *   and mechanics, due over the next 13 months or up to a month overdue: the inspector's dashboard at a fleet's
 *   size.
 *
 * Defects have no trigger or counter to keep (their lists count from their indexes).
 */
import type { Queryable } from "./grow-organization.js";

/** An organization with fewer defects than this has a seed-sized history: it gets its ten years. */
const GROWN_DEFECTS = 10_000;
const DEFECTS = 500_000;
const VETERANS = 20;
const DAYS = 3_650;

const VETERAN_INSPECTIONS = `
  WITH veterans AS (
    SELECT id, assigned_operator_id, equipment_number, name, COALESCE(current_job_site, 'Central Depot') AS site
    FROM equipment
    WHERE organization_id = $1::uuid AND assigned_operator_id IS NOT NULL
    ORDER BY equipment_number LIMIT $2
  ),
  created AS (
    INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type, equipment_id,
                             equipment_operator_id, assigned_to_id, reported_by_id, job_site, estimated_hours,
                             actual_hours, actual_start, actual_end, inspection_date, due_date, completion_notes,
                             created_at, updated_at)
    SELECT $1::uuid, 'Daily Inspection - ' || v.equipment_number,
           'Daily pre-shift inspection of ' || v.name || ' for ' || to_char(d.day, 'YYYY-MM-DD') || '.',
           CASE WHEN hashtext(v.id::text || d.day::text) % 20 = 0 THEN 'WAITING_APPROVAL' ELSE 'COMPLETED' END,
           'MEDIUM', 'INSPECTION', v.id, v.assigned_operator_id, v.assigned_operator_id, v.assigned_operator_id,
           v.site, 0.5, 0.5, d.day + time '06:30', d.day + time '07:00', d.day, d.day + time '23:59',
           '{"result":"PASS"}', d.day + time '05:00', d.day + time '07:00'
    FROM veterans v
    CROSS JOIN LATERAL (
      SELECT (current_date - g)::date AS day FROM generate_series(1, $3::int) g
    ) d
    ON CONFLICT (equipment_id, inspection_date) WHERE work_order_type = 'INSPECTION' DO NOTHING
    RETURNING id, organization_id, assigned_to_id, created_at
  )
  INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id, note, created_at)
  SELECT organization_id, id, NULL, 'ASSIGNED', assigned_to_id, 'Daily inspection assigned', created_at FROM created`;

/** The default template's 16 items, the critical ones as decision 040 names them. */
const ITEMS = `(VALUES
  (1, 'Engine & Fluids', 'Engine Oil', false), (2, 'Engine & Fluids', 'Coolant', false),
  (3, 'Engine & Fluids', 'Hydraulic Fluid', false), (4, 'Engine & Fluids', 'Fuel & Water Separator', false),
  (5, 'Safety Systems', 'Seat Belt & ROPS/FOPS', true), (6, 'Safety Systems', 'Warning Lights & Alarms', false),
  (7, 'Safety Systems', 'Backup Alarm & Strobe', true), (8, 'Safety Systems', 'Fire Extinguisher', false),
  (9, 'Operational Systems', 'Service & Parking Brakes', true), (10, 'Operational Systems', 'Steering', true),
  (11, 'Operational Systems', 'Hydraulics', true), (12, 'Operational Systems', 'Attachments & Quick-Connect', true),
  (13, 'Visual Inspection', 'Tires/Tracks', true), (14, 'Visual Inspection', 'Fluid Leaks', false),
  (15, 'Visual Inspection', 'Structural Damage/Cracks', true), (16, 'Visual Inspection', 'Guards & Covers', false)
) AS item(n, category, item, critical)`;

/**
 * $2 defects: the machines in turn, each defect on a day drawn over the last ten years and an item drawn from
 * the 16; the step it reached follows its age (see the file's comment). The inspection of that machine and day,
 * where there is one, is its inspection (one defect per inspection and item: a repeat is skipped).
 */
const DEFECTS_SQL = `
  WITH machines AS (
    SELECT row_number() OVER (ORDER BY id) AS n, id, assigned_operator_id
    FROM equipment WHERE organization_id = $1::uuid
  ),
  mechanics AS (
    SELECT row_number() OVER (ORDER BY id) AS n, id FROM users
    WHERE organization_id = $1::uuid AND role = 'MECHANIC' AND status = 'ACTIVE'
  ),
  drawn AS (
    SELECT 1 + (g - 1) % (SELECT count(*) FROM machines) AS machine_at,
           1 + floor(random() * 16)::int AS item_at,
           1 + floor(random() * greatest((SELECT count(*) FROM mechanics), 1))::int AS mechanic_at,
           now() - random() * interval '${DAYS} days' AS reported_at,
           random() AS r
    FROM generate_series(1, $2::int) g
  ),
  shaped AS (
    SELECT d.*, m.id AS equipment_id, m.assigned_operator_id, item.category, item.item, item.critical, k.id AS mechanic_id,
           CASE
             WHEN d.reported_at < now() - interval '30 days' THEN
               CASE WHEN d.r < 0.86 THEN 'ACKNOWLEDGED' ELSE 'NO_CORRECTION_NEEDED' END
             WHEN d.r < 0.10 THEN 'OPEN' WHEN d.r < 0.15 THEN 'REPAIR_IN_PROGRESS' WHEN d.r < 0.20 THEN 'REPAIRED'
             WHEN d.r < 0.30 THEN 'CERTIFIED' WHEN d.r < 0.90 THEN 'ACKNOWLEDGED' ELSE 'NO_CORRECTION_NEEDED'
           END AS status
    FROM drawn d
    JOIN machines m ON m.n = d.machine_at
    JOIN ${ITEMS} ON item.n = d.item_at
    LEFT JOIN mechanics k ON k.n = d.mechanic_at
  )
  INSERT INTO defects (organization_id, equipment_id, inspection_work_order_id, category, item, critical, notes,
                       status, reported_by_id, reported_at, repair_started_at, repaired_at, repaired_by_id,
                       certified_at, certified_by_id, certification_note, acknowledged_at, acknowledged_by_id,
                       created_at, updated_at)
  SELECT $1::uuid, s.equipment_id,
         (SELECT w.id FROM work_orders w
          WHERE w.equipment_id = s.equipment_id AND w.work_order_type = 'INSPECTION'
            AND w.inspection_date = s.reported_at::date),
         s.category, s.item, s.critical, 'Found at the daily check', s.status, s.assigned_operator_id, s.reported_at,
         CASE WHEN s.status IN ('REPAIR_IN_PROGRESS', 'REPAIRED', 'CERTIFIED', 'ACKNOWLEDGED')
              THEN s.reported_at + interval '4 hours' END,
         CASE WHEN s.status IN ('REPAIRED', 'CERTIFIED', 'ACKNOWLEDGED') THEN s.reported_at + interval '1 day' END,
         CASE WHEN s.status IN ('REPAIRED', 'CERTIFIED', 'ACKNOWLEDGED') THEN s.mechanic_id END,
         CASE WHEN s.status IN ('CERTIFIED', 'ACKNOWLEDGED', 'NO_CORRECTION_NEEDED')
              THEN s.reported_at + interval '1 day 2 hours' END,
         CASE WHEN s.status IN ('CERTIFIED', 'ACKNOWLEDGED', 'NO_CORRECTION_NEEDED') THEN s.mechanic_id END,
         CASE WHEN s.status = 'NO_CORRECTION_NEEDED' THEN 'Checked: within limits, no repair needed'
              WHEN s.status IN ('CERTIFIED', 'ACKNOWLEDGED') THEN 'Repaired and tested' END,
         CASE WHEN s.status = 'ACKNOWLEDGED' THEN s.reported_at + interval '2 days' END,
         CASE WHEN s.status = 'ACKNOWLEDGED' THEN s.assigned_operator_id END,
         s.reported_at, s.reported_at
  FROM shaped s
  ON CONFLICT DO NOTHING`;

const SCHEDULES = `
  WITH inspectors AS (
    -- The seeded inspectors (the demo's) first, then grown ones: 40 people, about 125 machines each.
    SELECT row_number() OVER (ORDER BY (email LIKE 'bench.%'), (role = 'INSPECTOR') DESC, email) AS n, id
    FROM users
    WHERE organization_id = $1::uuid AND role IN ('INSPECTOR', 'MECHANIC') AND status = 'ACTIVE'
    ORDER BY (email LIKE 'bench.%'), (role = 'INSPECTOR') DESC, email LIMIT 40
  ),
  machines AS (
    SELECT row_number() OVER (ORDER BY id) AS n, id FROM equipment
    WHERE organization_id = $1::uuid AND status <> 'RETIRED'
  )
  INSERT INTO periodic_inspection_schedules (organization_id, equipment_id, kind, title, interval_count,
                                             interval_unit, assignee_id, next_due_date)
  SELECT $1::uuid, m.id, 'ANNUAL', 'Annual inspection', 12, 'MONTHS', i.id,
         current_date + (floor(random() * 425) - 30)::int
  FROM machines m JOIN inspectors i ON i.n = 1 + (m.n - 1) % (SELECT count(*) FROM inspectors)
  ON CONFLICT DO NOTHING`;

const CHUNK = 100_000;

/** Ten years of inspections and defects for the organization, unless it has them; false when it had. */
export async function growDefects(
  db: Queryable,
  organizationId: string,
  tag: string,
  log: (line: string) => void,
): Promise<boolean> {
  const [existing] = (
    await db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM (SELECT 1 FROM defects WHERE organization_id = $1 LIMIT $2) d",
      [organizationId, GROWN_DEFECTS],
    )
  ).rows;
  if (Number(existing?.n ?? 0) >= GROWN_DEFECTS) return false;
  const started = performance.now();
  await db.query(VETERAN_INSPECTIONS, [organizationId, VETERANS, DAYS]);
  log(`  ${tag}: ${VETERANS} machines' ten years of daily inspections`);
  for (let done = 0; done < DEFECTS; done += CHUNK) {
    await db.query(DEFECTS_SQL, [organizationId, Math.min(CHUNK, DEFECTS - done)]);
    log(`  ${tag}: ${Math.min(done + CHUNK, DEFECTS)} of ${DEFECTS} defects added`);
  }
  log(`  ${tag}: inspections and defects grown in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

/** An annual inspection schedule for each of the organization's machines, unless it has schedules; false then. */
export async function growInspectionSchedules(
  db: Queryable,
  organizationId: string,
  tag: string,
  log: (line: string) => void,
): Promise<boolean> {
  const [existing] = (
    await db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM (SELECT 1 FROM periodic_inspection_schedules WHERE organization_id = $1 LIMIT 100) s",
      [organizationId],
    )
  ).rows;
  if (Number(existing?.n ?? 0) >= 100) return false;
  await db.query(SCHEDULES, [organizationId]);
  log(`  ${tag}: an annual inspection schedule for every machine`);
  return true;
}
