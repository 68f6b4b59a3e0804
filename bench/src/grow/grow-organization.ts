/**
 * Grows one seeded organization to a fleet's size with set-based SQL (generate_series), so a million work
 * orders take minutes: people, machines, years of assignments, work orders and daily inspections spread
 * over five years, each with its first history line. The statements run on PostgreSQL and on PGlite.
 */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface GrowTargets {
  people: number;
  machines: number;
  workOrders: number;
}

const FIRST_NAMES = `ARRAY['James','Maria','Robert','Linda','Michael','Patricia','David','Jennifer','Carlos','Aisha',
  'Daniel','Mei','Joseph','Fatima','Thomas','Olga','Andre','Priya','Kevin','Sofia','Brian','Hannah','Marcus',
  'Elena','Tyler','Grace','Diego','Nora','Samuel','Leah','Victor','Chloe','Ahmed','Ruth','Connor','Irene',
  'Wesley','Dana','Hector','Tara']`;
const LAST_NAMES = `ARRAY['Anderson','Baker','Castillo','Dawson','Ellis','Fischer','Garcia','Hughes','Ibrahim',
  'Jensen','Kowalczyk','Lopez','Murphy','Nguyen','Okafor','Patel','Quinn','Rossi','Schmidt','Turner','Umar',
  'Vargas','Walsh','Xu','Young','Zimmerman','Brennan','Chavez','Delgado','Foster','Gallagher','Harper',
  'Iverson','Jimenez','Keller','Lindqvist','Moreno','Novak','Ortega','Price']`;

/** Machine types with their category, number prefix, makes and what crews call them. */
const MACHINE_KINDS = `(VALUES
  (0, 'EXCAVATOR', 'EARTHMOVING', 'EX', 'Excavator'), (1, 'BULLDOZER', 'EARTHMOVING', 'DZ', 'Dozer'),
  (2, 'LOADER', 'EARTHMOVING', 'WL', 'Wheel Loader'), (3, 'DUMP_TRUCK', 'HAULING', 'DT', 'Articulated Hauler'),
  (4, 'CRANE', 'LIFTING', 'CR', 'Crawler Crane'), (5, 'GRADER', 'EARTHMOVING', 'GR', 'Motor Grader'),
  (6, 'COMPACTOR', 'COMPACTION', 'CP', 'Soil Compactor'), (7, 'BACKHOE', 'EARTHMOVING', 'BH', 'Backhoe Loader'),
  (8, 'FORKLIFT', 'SUPPORT', 'FL', 'Telehandler'), (9, 'GENERATOR', 'UTILITY', 'GN', 'Generator'),
  (10, 'CONCRETE_MIXER', 'HAULING', 'CM', 'Mixer Truck'), (11, 'PAVER', 'PAVING', 'PV', 'Asphalt Paver'),
  (12, 'ROLLER', 'COMPACTION', 'RL', 'Tandem Roller'), (13, 'SKID_STEER', 'EARTHMOVING', 'SS', 'Skid Steer'),
  (14, 'OTHER', 'SUPPORT', 'OT', 'Light Tower')) AS k(n, type, category, prefix, kind)`;
const MAKES = `ARRAY['Caterpillar','Komatsu','John Deere','Volvo','Hitachi','Liebherr','Case','Bobcat','JCB','Hyundai']`;
const JOB_SITES = `ARRAY['Highway 9 Interchange','Cedar Creek Dam','Riverside Logistics Park','Pine Hollow Subdivision',
  'Airport Runway 2','North Quarry','Harbor Bridge Retrofit','Mesa Solar Farm','Eastgate Rail Yard',
  'Lakeview Hospital Annex','Granite Pass Tunnel','Route 30 Resurfacing','Central Depot','Westfield Mall Site',
  'Copper Ridge Mine','Bayfront Seawall']`;

/** People up to the target: half operators, a fifth mechanics, the rest in the other roles; 5% inactive. */
const GROW_PEOPLE = `
  INSERT INTO users (organization_id, email, first_name, last_name, phone, role, status, last_login, created_at)
  SELECT $1::uuid, 'bench.' || $2 || '.' || g || '@bench.example',
         (${FIRST_NAMES})[1 + (g * 7) % 40], (${LAST_NAMES})[1 + (g * 13 + g / 40) % 40],
         '555-' || lpad((g % 10000)::text, 4, '0'),
         CASE WHEN r < 0.50 THEN 'OPERATOR' WHEN r < 0.70 THEN 'MECHANIC' WHEN r < 0.76 THEN 'SHOP_FOREMAN'
              WHEN r < 0.84 THEN 'FIELD_SUPERVISOR' WHEN r < 0.90 THEN 'INSPECTOR' WHEN r < 0.96 THEN 'VIEWER'
              WHEN r < 0.99 THEN 'FLEET_MANAGER' ELSE 'SUPER_ADMIN' END,
         CASE WHEN g % 20 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
         now() - random() * interval '30 days', now() - interval '5 years' + random() * interval '4 years'
  FROM (SELECT g, random() AS r
        FROM generate_series(1, $3::int - (SELECT count(*)::int FROM users WHERE organization_id = $1::uuid)) g) s`;

/** Machines up to the target: every type, mostly operational, maintenance due dates spread over a year. */
const GROW_MACHINES = `
  INSERT INTO equipment (organization_id, equipment_number, name, equipment_type, category, make, model, year,
                         serial_number, hour_meter, mileage, current_job_site, status, purchase_date,
                         next_maintenance_due, next_inspection_due, last_inspection_date, created_at, updated_at)
  SELECT $1::uuid, k.prefix || '-' || lpad(s.g::text, 5, '0'), k.kind || ' ' || k.prefix || lpad(s.g::text, 5, '0'),
         k.type, k.category, (${MAKES})[1 + s.g % 10], 'M' || (100 + s.g % 400), 2005 + s.g % 20,
         'SN' || upper(substr(md5(s.g::text || $2), 1, 10)), round((random() * 20000)::numeric, 1),
         CASE WHEN k.type IN ('DUMP_TRUCK', 'CONCRETE_MIXER') THEN round((random() * 200000)::numeric, 1) ELSE 0 END,
         (${JOB_SITES})[1 + s.g % 16],
         CASE WHEN s.r < 0.78 THEN 'OPERATIONAL' WHEN s.r < 0.86 THEN 'IN_SERVICE' WHEN s.r < 0.90 THEN 'DOWN_FOR_REPAIR'
              WHEN s.r < 0.93 THEN 'SCHEDULED_MAINTENANCE' WHEN s.r < 0.95 THEN 'OUT_OF_SERVICE'
              WHEN s.r < 0.98 THEN 'RETIRED' WHEN s.r < 0.99 THEN 'MAINTENANCE' WHEN s.r < 0.995 THEN 'WARNING'
              ELSE 'CRITICAL' END,
         current_date - (365 + s.g % 3000), current_date + (random() * 400 - 10)::int,
         current_date + (random() * 30)::int, current_date - 1 - (random() * 3)::int,
         now() - interval '5 years', now() - random() * interval '30 days'
  FROM (SELECT g, random() AS r
        FROM generate_series(1, $3::int - (SELECT count(*)::int FROM equipment WHERE organization_id = $1::uuid)) g) s
  JOIN ${MACHINE_KINDS} ON k.n = s.g % 15`;

/**
 * Five years of assignments for the machines that have none: ten finished ones each, and an ACTIVE one for
 * most machines in service (which then name their operator and job site, as the assignment service does).
 */
const GROW_ASSIGNMENTS = `
  WITH operators AS (
    SELECT array_agg(id ORDER BY id) AS ids FROM users
    WHERE organization_id = $1::uuid AND role = 'OPERATOR' AND status = 'ACTIVE'
  ),
  machines AS (
    SELECT e.id, e.status, e.current_job_site FROM equipment e
    WHERE e.organization_id = $1::uuid
      AND NOT EXISTS (SELECT 1 FROM equipment_assignments a WHERE a.equipment_id = e.id)
  ),
  planned AS (
    SELECT m.id AS equipment_id, m.current_job_site, n,
           o.ids[1 + floor(random() * cardinality(o.ids))::int] AS operator_id,
           CASE WHEN n = 11 THEN 'ACTIVE' WHEN n % 4 = 0 THEN 'TRANSFERRED' ELSE 'COMPLETED' END AS status,
           now() - interval '5 years' + (n - 1) * interval '165 days' + random() * interval '20 days' AS start_date
    FROM machines m CROSS JOIN operators o CROSS JOIN generate_series(1, 11) n
    WHERE n <= 10 OR (m.status NOT IN ('RETIRED', 'OUT_OF_SERVICE') AND random() < 0.75)
  )
  INSERT INTO equipment_assignments (organization_id, equipment_id, operator_id, job_site, start_date, end_date,
                                     status, created_at, updated_at)
  SELECT $1::uuid, equipment_id, operator_id, COALESCE(current_job_site, 'Central Depot'), start_date,
         CASE WHEN status = 'ACTIVE' THEN NULL ELSE start_date + interval '150 days' END, status, start_date,
         start_date
  FROM planned`;

const NAME_ACTIVE_OPERATORS = `
  UPDATE equipment e SET assigned_operator_id = a.operator_id, current_job_site = a.job_site
  FROM equipment_assignments a
  WHERE a.equipment_id = e.id AND a.status = 'ACTIVE' AND e.organization_id = $1::uuid
    AND e.assigned_operator_id IS DISTINCT FROM a.operator_id`;

/**
 * $3 regular work orders: created over five years; older than 30 days almost all finished, recent ones in
 * every status. Texts are the organization's own seeded ones (title and description kept together), with the
 * job site; machines, mechanics and reporters drawn from the organization. Each gets its creation history.
 */
const GROW_WORK_ORDERS = `
  WITH texts AS (
    SELECT row_number() OVER (ORDER BY title, description) AS n, title, description, work_order_type
    FROM bench_texts
  ),
  machines AS (
    SELECT row_number() OVER (ORDER BY id) AS n, id, assigned_operator_id,
           COALESCE(current_job_site, 'Central Depot') AS site
    FROM equipment WHERE organization_id = $1::uuid
  ),
  sizes AS (SELECT (SELECT count(*) FROM texts) AS texts, (SELECT count(*) FROM machines) AS machines),
  people AS (
    SELECT array_agg(id ORDER BY id) FILTER (WHERE role IN ('MECHANIC', 'SHOP_FOREMAN')) AS mechanics,
           array_agg(id ORDER BY id) AS everyone
    FROM users WHERE organization_id = $1::uuid
  ),
  drawn AS (
    SELECT g, random() AS r_age, random() AS r_status, random() AS r_priority, random() AS r_emergency,
           random() AS r_due, random() AS r_text, random() AS r_machine, random() AS r_mechanic,
           random() AS r_reporter, random() AS r_hours, random() AS r_schedule
    FROM generate_series(1, $2::int) g
  ),
  shaped AS (
    SELECT d.*, now() - (CASE WHEN d.r_age < 0.02 THEN d.r_age * 50 * 30 ELSE 30 + d.r_age * 1795 END)
                        * interval '1 day' AS created,
           d.r_age < 0.02 AS recent,
           1 + floor(d.r_text * z.texts)::int AS text_at,
           1 + floor(d.r_machine * z.machines)::int AS machine_at
    FROM drawn d CROSS JOIN sizes z
  ),
  planned AS (
    SELECT s.*, CASE
             WHEN s.recent THEN CASE
               WHEN s.r_status < 0.15 THEN 'PENDING' WHEN s.r_status < 0.30 THEN 'ASSIGNED'
               WHEN s.r_status < 0.45 THEN 'IN_PROGRESS' WHEN s.r_status < 0.53 THEN 'WAITING_PARTS'
               WHEN s.r_status < 0.58 THEN 'WAITING_APPROVAL' WHEN s.r_status < 0.62 THEN 'ON_HOLD'
               WHEN s.r_status < 0.95 THEN 'COMPLETED' ELSE 'CANCELLED' END
             WHEN s.r_status < 0.001 THEN 'ON_HOLD' WHEN s.r_status < 0.002 THEN 'WAITING_PARTS'
             WHEN s.r_status < 0.89 THEN 'COMPLETED' ELSE 'CANCELLED' END AS status,
           CASE WHEN s.r_priority < 0.25 THEN 'LOW' WHEN s.r_priority < 0.70 THEN 'MEDIUM'
                WHEN s.r_priority < 0.92 THEN 'HIGH' ELSE 'CRITICAL' END AS priority
    FROM shaped s
  ),
  created AS (
    INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type, is_emergency,
                             equipment_id, equipment_operator_id, mechanic_id, assigned_to_id, reported_by_id,
                             job_site, estimated_hours, actual_hours, scheduled_start, scheduled_end, actual_start,
                             actual_end, due_date, completion_notes, created_at, updated_at)
    SELECT $1::uuid, t.title, t.description || ' Site: ' || m.site || '.', w.status, w.priority, t.work_order_type,
           (w.priority = 'CRITICAL' AND w.r_emergency < 0.6) OR w.r_emergency < 0.02,
           m.id, m.assigned_operator_id,
           CASE WHEN w.status <> 'PENDING' THEN p.mechanics[1 + floor(w.r_mechanic * cardinality(p.mechanics))::int] END,
           CASE WHEN w.status <> 'PENDING' THEN p.mechanics[1 + floor(w.r_mechanic * cardinality(p.mechanics))::int] END,
           p.everyone[1 + floor(w.r_reporter * cardinality(p.everyone))::int],
           m.site, 1 + round((w.r_hours * 15)::numeric, 1),
           CASE WHEN w.status = 'COMPLETED' THEN 1 + round((w.r_hours * 14)::numeric, 2) END,
           CASE WHEN w.r_schedule < 0.5 THEN w.created + interval '1 day' END,
           CASE WHEN w.r_schedule < 0.5 THEN w.created + interval '1 day' + (1 + w.r_hours * 15) * interval '1 hour' END,
           CASE WHEN w.status IN ('IN_PROGRESS', 'COMPLETED', 'WAITING_PARTS', 'WAITING_APPROVAL', 'ON_HOLD')
                THEN w.created + interval '2 hours' END,
           CASE WHEN w.status = 'COMPLETED' THEN w.created + interval '2 hours' + (1 + w.r_hours * 14) * interval '1 hour' END,
           CASE WHEN w.r_due < 0.8 THEN w.created + (2 + floor(w.r_due * 24)) * interval '1 day' END,
           CASE WHEN w.status = 'COMPLETED' THEN 'Work completed and tested.' END,
           w.created, w.created
    FROM planned w JOIN texts t ON t.n = w.text_at JOIN machines m ON m.n = w.machine_at CROSS JOIN people p
    RETURNING id, organization_id, reported_by_id, created_at
  )
  INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id, note, created_at)
  SELECT organization_id, id, NULL, 'PENDING', reported_by_id, 'Work order created', created_at FROM created`;

/**
 * $2 daily inspections on earlier days, at most one per machine and day (the unique index): the machines in
 * turn, day after day backwards from yesterday. 97% were submitted; the rest were missed.
 */
const GROW_INSPECTIONS = `
  WITH machines AS (
    SELECT row_number() OVER (ORDER BY id) AS n, id, assigned_operator_id, equipment_number, name,
           COALESCE(current_job_site, 'Central Depot') AS site
    FROM equipment WHERE organization_id = $1::uuid AND assigned_operator_id IS NOT NULL
  ),
  start AS (
    SELECT COALESCE(min(inspection_date), current_date) - 1 AS last_day, (SELECT count(*) FROM machines) AS machines
    FROM work_orders
    WHERE organization_id = $1::uuid AND work_order_type = 'INSPECTION' AND inspection_date < current_date
  ),
  slots AS (
    SELECT 1 + (g - 1) % s.machines AS at, s.last_day - ((g - 1) / s.machines)::int AS day, random() AS r
    FROM generate_series(1, $2::int) g CROSS JOIN start s
  ),
  created AS (
    INSERT INTO work_orders (organization_id, title, description, status, priority, work_order_type, equipment_id,
                             equipment_operator_id, assigned_to_id, reported_by_id, job_site, estimated_hours,
                             actual_hours, actual_start, actual_end, inspection_date, due_date, completion_notes,
                             created_at, updated_at)
    SELECT $1::uuid, 'Daily Inspection - ' || m.equipment_number,
           'Daily pre-shift inspection of ' || m.name || ' for ' || to_char(s.day, 'YYYY-MM-DD') || '.',
           CASE WHEN s.r < 0.97 THEN 'COMPLETED' ELSE 'ASSIGNED' END, 'MEDIUM', 'INSPECTION', m.id,
           m.assigned_operator_id, m.assigned_operator_id, m.assigned_operator_id, m.site, 0.5,
           CASE WHEN s.r < 0.97 THEN 0.5 END,
           CASE WHEN s.r < 0.97 THEN s.day + time '06:30' END, CASE WHEN s.r < 0.97 THEN s.day + time '07:00' END,
           s.day, s.day + time '23:59', CASE WHEN s.r < 0.97 THEN '{"result":"PASS"}' END,
           s.day + time '05:00', s.day + time '07:00'
    FROM slots s JOIN machines m ON m.n = s.at
    RETURNING id, organization_id, assigned_to_id, created_at
  )
  INSERT INTO work_order_history (organization_id, work_order_id, from_status, to_status, changed_by_id, note, created_at)
  SELECT organization_id, id, NULL, 'ASSIGNED', assigned_to_id, 'Daily inspection assigned', created_at FROM created`;

const CHUNK = 100_000;

/** Grows the organization `organizationId` (`tag` keeps its generated emails apart) to the targets. */
export async function growOrganization(
  db: Queryable,
  organizationId: string,
  tag: string,
  targets: GrowTargets,
  log: (line: string) => void,
): Promise<void> {
  await db.query(GROW_PEOPLE, [organizationId, tag, targets.people]);
  await db.query(GROW_MACHINES, [organizationId, tag, targets.machines]);
  await db.query(GROW_ASSIGNMENTS, [organizationId]);
  await db.query(NAME_ACTIVE_OPERATORS, [organizationId]);
  const [existing] = (
    await db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM work_orders WHERE organization_id = $1",
      [organizationId],
    )
  ).rows;
  const missing = Math.max(0, targets.workOrders - Number(existing?.n ?? 0));
  // Daily inspections are about a sixth of a fleet's work orders.
  const inspections = Math.floor(missing / 6);
  for (let done = 0; done < inspections; done += CHUNK) {
    await db.query(GROW_INSPECTIONS, [organizationId, Math.min(CHUNK, inspections - done)]);
  }
  // The seeded texts, read once: reading them from the growing table would grow every chunk's arrays.
  await db.query("CREATE TEMP TABLE bench_texts (title text, description text, work_order_type text)");
  await db.query(
    `INSERT INTO bench_texts SELECT DISTINCT title, description, work_order_type FROM work_orders
     WHERE organization_id = $1::uuid AND work_order_type <> 'INSPECTION'`,
    [organizationId],
  );
  try {
    for (let done = 0; done < missing - inspections; done += CHUNK) {
      const count = Math.min(CHUNK, missing - inspections - done);
      await db.query(GROW_WORK_ORDERS, [organizationId, count]);
      log(`  ${tag}: ${inspections + done + count} of ${missing} work orders added`);
    }
  } finally {
    await db.query("DROP TABLE bench_texts");
  }
}
