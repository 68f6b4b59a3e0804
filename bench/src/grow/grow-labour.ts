/**
 * Labour and engine hours at a fleet's size (docs/benchmarks.md 'Labour and costs at a fleet's whole history'),
 * in set-based SQL on both engines, after the work orders and parts are grown:
 *
 * - hourly rates: the seed's per role, and one of their own for about one mechanic in ten;
 * - each completed job's clock as its mechanic's labour line at the rate of the day (as completing it through
 *   the API does), and a second, manual line on about one job in seven (a helper's hours, 0.5 to 4);
 * - the machines' hour meters moving on about five days in seven for two years (2 to 10 hours a day).
 *
 * The labour lines go through migration 020's statement trigger (the per-day and per-machine cost figures and
 * the report windows), as the API's writes do. The meter history has no trigger to go through (the trigger
 * counts a reading on the day it is taken), so its per-day figures are written as the trigger would have left
 * them, and the organization's day totals recomputed from the machines'.
 */
import type { Queryable } from "./grow-organization.js";

/** An organization with fewer labour lines than this has a seed-sized history: its grown jobs get theirs. */
const GROWN_LABOUR_LINES = 10_000;
const METER_DAYS = 730;

const USER_RATES = `
  INSERT INTO labour_rates (organization_id, user_id, hourly_rate)
  SELECT u.organization_id, u.id, round((70 + random() * 40)::numeric, 2)
  FROM users u
  WHERE u.organization_id = $1 AND u.role = 'MECHANIC' AND u.status = 'ACTIVE' AND random() < 0.1
  ON CONFLICT DO NOTHING`;

/** The person's own rate wins over their role's; no rate at all is recorded as 0 ('NONE'), as the API does. */
const LINES = `
  INSERT INTO labour_lines (organization_id, work_order_id, user_id, source, hours, hourly_rate, rate_source,
                            work_date, note, created_by_id, created_at)
  SELECT wo.organization_id, wo.id, person.id, line.source, line.hours,
         COALESCE(own.hourly_rate, by_role.hourly_rate, 0),
         CASE WHEN own.id IS NOT NULL THEN 'USER' WHEN by_role.id IS NOT NULL THEN 'ROLE' ELSE 'NONE' END,
         (wo.actual_end AT TIME ZONE 'UTC')::date, line.note, person.id, wo.actual_end
  FROM work_orders wo
  CROSS JOIN LATERAL (
    SELECT 'CLOCK' AS source, least(wo.actual_hours, 24) AS hours, NULL AS note, wo.mechanic_id AS user_id
    UNION ALL
    SELECT 'MANUAL', round((0.5 + random() * 3.5)::numeric, 2), 'Helper on the job', helper.id
    FROM (SELECT id FROM users
          WHERE organization_id = wo.organization_id AND role = 'MECHANIC' AND status = 'ACTIVE'
            AND id <> wo.mechanic_id
          OFFSET floor(random() * 50) LIMIT 1) helper
    WHERE hashtext(wo.id::text) % 7 = 0
  ) line
  JOIN users person ON person.id = line.user_id
  LEFT JOIN labour_rates own ON own.user_id = person.id
  LEFT JOIN labour_rates by_role ON by_role.organization_id = wo.organization_id AND by_role.role = person.role
  WHERE wo.organization_id = $1 AND wo.status = 'COMPLETED' AND wo.work_order_type <> 'INSPECTION'
    AND wo.mechanic_id IS NOT NULL AND wo.actual_hours > 0 AND wo.actual_end IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM labour_lines l WHERE l.work_order_id = wo.id)`;

const MACHINE_METERS = `
  INSERT INTO machine_meter_daily (organization_id, equipment_id, day, hours)
  SELECT e.organization_id, e.id, day, round((2 + random() * 8)::numeric, 1)
  FROM equipment e
  CROSS JOIN generate_series(current_date - $2::int, current_date - 1, interval '1 day') AS g(at)
  CROSS JOIN LATERAL (SELECT g.at::date AS day) d
  WHERE e.organization_id = $1 AND random() < 5.0 / 7
  ON CONFLICT (organization_id, equipment_id, day) DO NOTHING`;

const DAY_METERS = `
  INSERT INTO meter_daily AS d (organization_id, day, hours)
  SELECT organization_id, day, sum(hours) FROM machine_meter_daily WHERE organization_id = $1 GROUP BY 1, 2
  ON CONFLICT (organization_id, day) DO UPDATE SET hours = EXCLUDED.hours`;

export interface LabourGrown {
  lines: number;
  machineDays: number;
}

/** Grows the organization's labour and engine hours unless it has a grown history of them already. */
export async function growLabour(
  db: Queryable,
  organizationId: string,
  tag: string,
  log: (line: string) => void,
): Promise<LabourGrown | undefined> {
  const count = async (sql: string) =>
    Number((await db.query<{ n: string | number }>(sql, [organizationId])).rows[0]?.n ?? 0);
  if (
    (await count("SELECT count(*) AS n FROM labour_lines WHERE organization_id = $1")) >= GROWN_LABOUR_LINES
  ) {
    return undefined;
  }
  let started = performance.now();
  await db.query(USER_RATES, [organizationId]);
  await db.query(LINES, [organizationId]);
  const lines = await count("SELECT count(*) AS n FROM labour_lines WHERE organization_id = $1");
  log(`  ${tag}: ${lines} labour lines in ${seconds(started)} s (through the cost trigger)`);
  started = performance.now();
  await db.query(MACHINE_METERS, [organizationId, METER_DAYS]);
  await db.query(DAY_METERS, [organizationId]);
  const machineDays = await count("SELECT count(*) AS n FROM machine_meter_daily WHERE organization_id = $1");
  log(`  ${tag}: ${machineDays} machine-days of engine hours in ${seconds(started)} s`);
  return { lines, machineDays };
}

function seconds(since: number) {
  return ((performance.now() - since) / 1000).toFixed(0);
}
