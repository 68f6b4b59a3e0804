-- 028: meters and their readings (docs/decisions/041-meters-and-readings.md).

-- A machine's meters: engine hours always, others (odometer, PTO hours...) when added. current_value is the
-- dial as last read (the latest accepted reading by time taken); current_at when it was read (null: as entered
-- with the machine, before readings were kept). value_offset: what the meters it replaced had counted, so the
-- machine's hours over its life (current_value + value_offset) never go back at a replacement or reset.
CREATE TABLE meters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  equipment_id uuid NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ENGINE_HOURS', 'ODOMETER', 'PTO_HOURS', 'IDLE_HOURS')),
  current_value numeric(12, 1) NOT NULL DEFAULT 0 CHECK (current_value >= 0),
  current_at timestamptz,
  value_offset numeric(13, 1) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (equipment_id, kind)
);

-- Every reading, appended: its value, when it was taken, where it came from and who or what sent it, and what
-- became of it (ACCEPTED, HELD for review, REJECTED by a manager, REFUSED by a rule). lifetime_value: the value
-- plus the meter's offset when it was taken. work_order_id, assignment_id: the flow that asked for it;
-- connection_id: the telematics connection that sent it (a later slice of issue 29).
CREATE TABLE meter_readings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  equipment_id uuid NOT NULL,
  meter_id uuid NOT NULL REFERENCES meters (id) ON DELETE CASCADE,
  value numeric(12, 1) NOT NULL CHECK (value >= 0),
  lifetime_value numeric(13, 1) NOT NULL,
  taken_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL
    CHECK (source IN ('PERSON', 'INSPECTION', 'WORK_ORDER', 'ASSIGNMENT', 'IMPORT', 'API', 'TELEMATICS')),
  sender text CHECK (length(sender) <= 200),
  recorded_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  work_order_id uuid,
  assignment_id uuid,
  connection_id uuid,
  status text NOT NULL CHECK (status IN ('ACCEPTED', 'HELD', 'REJECTED', 'REFUSED')),
  reason_code text,
  reason text CHECK (length(reason) <= 500),
  replacement boolean NOT NULL DEFAULT false,
  replaced_value numeric(12, 1),
  reviewed_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  review_note text CHECK (length(review_note) <= 200)
);
-- A meter's history and its neighbours by time taken; a machine's history across its meters; the held ones.
CREATE INDEX meter_readings_meter_history ON meter_readings (meter_id, taken_at DESC, id DESC);
CREATE INDEX meter_readings_machine_history ON meter_readings (equipment_id, taken_at DESC, id DESC);
CREATE INDEX meter_readings_held ON meter_readings (organization_id, recorded_at DESC) WHERE status = 'HELD';

-- A new machine has its engine hours meter (and its odometer, when it comes with a mileage) at the values
-- entered with it.
CREATE FUNCTION meters_for_new_equipment() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO meters (organization_id, equipment_id, kind, current_value)
  VALUES (NEW.organization_id, NEW.id, 'ENGINE_HOURS', NEW.hour_meter);
  IF NEW.mileage > 0 THEN
    INSERT INTO meters (organization_id, equipment_id, kind, current_value)
    VALUES (NEW.organization_id, NEW.id, 'ODOMETER', NEW.mileage);
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER equipment_gets_meters AFTER INSERT ON equipment
  FOR EACH ROW EXECUTE FUNCTION meters_for_new_equipment();

-- equipment.hour_meter and equipment.mileage stay the machine's engine hours and distance over its life, moved
-- in the same transaction as the meter (so migration 020's engine hours per day, the reports and the
-- meter-based maintenance plans keep reading them).
CREATE FUNCTION equipment_follows_meter() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.kind = 'ENGINE_HOURS' THEN
    UPDATE equipment SET hour_meter = NEW.current_value + NEW.value_offset, updated_at = now()
    WHERE id = NEW.equipment_id AND hour_meter IS DISTINCT FROM NEW.current_value + NEW.value_offset;
  ELSIF NEW.kind = 'ODOMETER' THEN
    UPDATE equipment SET mileage = NEW.current_value + NEW.value_offset, updated_at = now()
    WHERE id = NEW.equipment_id AND mileage IS DISTINCT FROM NEW.current_value + NEW.value_offset;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER meters_move_equipment AFTER UPDATE OF current_value, value_offset ON meters
  FOR EACH ROW WHEN (NEW.kind IN ('ENGINE_HOURS', 'ODOMETER')) EXECUTE FUNCTION equipment_follows_meter();

-- The readings already recorded, as far as the history tells: Start/Complete Work, inspections and assignments
-- (each one counted when it did not go below an earlier reading of its meter, as the machine's meter moved
-- forward only; a lower one is kept as REFUSED). A meter's value was read when its latest reading of that value
-- was taken. The demo seed calls it for the organizations it makes.
CREATE FUNCTION fill_meter_readings_from_history(organization uuid) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO meters (organization_id, equipment_id, kind, current_value)
  SELECT organization_id, id, 'ENGINE_HOURS', hour_meter FROM equipment
  WHERE organization IS NULL OR organization_id = organization
  ON CONFLICT (equipment_id, kind) DO NOTHING;
  INSERT INTO meters (organization_id, equipment_id, kind, current_value)
  SELECT e.organization_id, e.id, 'ODOMETER', e.mileage FROM equipment e
  WHERE (organization IS NULL OR e.organization_id = organization)
    AND (e.mileage > 0
         OR EXISTS (SELECT 1 FROM work_orders wo WHERE wo.equipment_id = e.id
                    AND (wo.mileage_start IS NOT NULL OR wo.mileage_end IS NOT NULL))
         OR EXISTS (SELECT 1 FROM equipment_assignments a WHERE a.equipment_id = e.id
                    AND a.mileage_reading IS NOT NULL))
  ON CONFLICT (equipment_id, kind) DO NOTHING;

  WITH history AS (
    SELECT wo.organization_id, wo.equipment_id, r.kind, r.value, r.taken_at,
           CASE WHEN wo.work_order_type = 'INSPECTION' THEN 'INSPECTION' ELSE 'WORK_ORDER' END AS source,
           COALESCE(wo.mechanic_id, wo.assigned_to_id) AS recorded_by_id, wo.id AS work_order_id,
           NULL::uuid AS assignment_id
    FROM work_orders wo
    CROSS JOIN LATERAL (VALUES
      ('ENGINE_HOURS', wo.hour_meter_start, COALESCE(wo.actual_start, wo.created_at)),
      ('ENGINE_HOURS', wo.hour_meter_end, COALESCE(wo.actual_end, wo.updated_at)),
      ('ODOMETER', wo.mileage_start, COALESCE(wo.actual_start, wo.created_at)),
      ('ODOMETER', wo.mileage_end, COALESCE(wo.actual_end, wo.updated_at))) AS r (kind, value, taken_at)
    WHERE r.value IS NOT NULL AND (organization IS NULL OR wo.organization_id = organization)
    UNION ALL
    SELECT a.organization_id, a.equipment_id, r.kind, r.value, a.start_date, 'ASSIGNMENT', a.created_by_id,
           NULL, a.id
    FROM equipment_assignments a
    CROSS JOIN LATERAL (VALUES ('ENGINE_HOURS', a.hour_meter_reading), ('ODOMETER', a.mileage_reading))
      AS r (kind, value)
    WHERE r.value IS NOT NULL AND (organization IS NULL OR a.organization_id = organization)
  ),
  judged AS (
    SELECT h.*, m.id AS meter_id,
           max(h.value) OVER (PARTITION BY m.id ORDER BY h.taken_at, h.value
                              ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS highest_before
    FROM history h JOIN meters m ON m.equipment_id = h.equipment_id AND m.kind = h.kind
    WHERE NOT EXISTS (SELECT 1 FROM meter_readings done WHERE done.meter_id = m.id)
  )
  INSERT INTO meter_readings (organization_id, equipment_id, meter_id, value, lifetime_value, taken_at,
                              recorded_at, source, recorded_by_id, work_order_id, assignment_id, status,
                              reason_code, reason)
  SELECT organization_id, equipment_id, meter_id, value, value, taken_at, taken_at, source, recorded_by_id,
         work_order_id, assignment_id,
         CASE WHEN highest_before IS NULL OR value >= highest_before THEN 'ACCEPTED' ELSE 'REFUSED' END,
         CASE WHEN highest_before IS NULL OR value >= highest_before THEN NULL ELSE 'METER_READING_BACKWARDS' END,
         CASE WHEN highest_before IS NULL OR value >= highest_before THEN NULL
              ELSE 'Lower than an earlier reading (recorded before meters kept readings)' END
  FROM judged;

  UPDATE meters m SET current_at = latest.taken_at
  FROM (SELECT DISTINCT ON (meter_id) meter_id, value, taken_at FROM meter_readings
        WHERE status = 'ACCEPTED' AND (organization IS NULL OR organization_id = organization)
        ORDER BY meter_id, taken_at DESC, value DESC) latest
  WHERE latest.meter_id = m.id AND latest.value = m.current_value AND m.current_at IS NULL;
$fn$;
SELECT fill_meter_readings_from_history(NULL);

-- The database tools' reader sees the organization's meters and readings like its other data.
GRANT SELECT ON meters, meter_readings TO mnx_dev_tools_reader;
ALTER TABLE meters ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON meters FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE meter_readings ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON meter_readings FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
