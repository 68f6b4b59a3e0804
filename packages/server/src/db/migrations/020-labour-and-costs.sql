-- 020: labour on work orders, hourly rates, the organization's currency, and the figures the Reports page adds
-- up for costs and engine hours (docs/decisions/031-labour-and-costs.md). As in migrations 008 and 019, the
-- figures are kept by triggers in the same transaction as every change, so a report never reads the history.

-- Every amount (a part's cost, a rate, a job's cost) is a bare number in this ISO 4217 currency; null until an
-- admin sets it. The API refuses to change it once amounts are recorded (nothing would convert them).
ALTER TABLE organizations ADD COLUMN currency text CONSTRAINT organizations_currency_check
  CHECK (currency ~ '^[A-Z]{3}$');

-- An hourly rate for a role (the organization's default) or for one person (which wins over their role's).
CREATE TABLE labour_rates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  role text CONSTRAINT labour_rates_role_check CHECK (role IN
    ('SUPER_ADMIN', 'FLEET_MANAGER', 'SHOP_FOREMAN', 'FIELD_SUPERVISOR', 'INSPECTOR', 'MECHANIC', 'OPERATOR', 'VIEWER')),
  user_id uuid REFERENCES users (id),
  hourly_rate numeric(12, 2) NOT NULL CHECK (hourly_rate >= 0),
  updated_by_id uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT labour_rates_one_target CHECK ((role IS NULL) <> (user_id IS NULL))
);
CREATE UNIQUE INDEX labour_rates_role_unique ON labour_rates (organization_id, role) WHERE role IS NOT NULL;
CREATE UNIQUE INDEX labour_rates_user_unique ON labour_rates (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX labour_rates_organization_idx ON labour_rates (organization_id);

-- Time on a job: who, how long, on which day, at the rate of the time the line was written (cost = hours x rate,
-- to the cent). A line is never edited or deleted: a mistake is removed (kept, struck out, with who and why).
CREATE TABLE labour_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  work_order_id uuid NOT NULL REFERENCES work_orders (id),
  user_id uuid NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('MANUAL', 'CLOCK')),
  hours numeric(8, 2) NOT NULL CHECK (hours > 0),
  hourly_rate numeric(12, 2) NOT NULL CHECK (hourly_rate >= 0),
  rate_source text NOT NULL CHECK (rate_source IN ('USER', 'ROLE', 'NONE')),
  cost numeric(16, 2) GENERATED ALWAYS AS (round(hours * hourly_rate, 2)) STORED,
  work_date date NOT NULL,
  note varchar(500),
  created_by_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  removed_by_id uuid REFERENCES users (id),
  removed_reason varchar(500),
  CONSTRAINT labour_lines_removed_check CHECK (removed_at IS NOT NULL OR (removed_by_id IS NULL AND removed_reason IS NULL))
);
CREATE INDEX labour_lines_work_order_idx ON labour_lines (work_order_id, created_at, id);
CREATE INDEX labour_lines_organization_idx ON labour_lines (organization_id, work_date);

-- A line's figures never change, and no line is deleted: the only change is its removal, once.
CREATE FUNCTION labour_lines_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.removed_at IS NULL AND NEW.removed_at IS NOT NULL
       AND (NEW.id, NEW.organization_id, NEW.work_order_id, NEW.user_id, NEW.source, NEW.hours, NEW.hourly_rate,
            NEW.rate_source, NEW.work_date, NEW.note, NEW.created_by_id, NEW.created_at)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.organization_id, OLD.work_order_id, OLD.user_id, OLD.source, OLD.hours, OLD.hourly_rate,
            OLD.rate_source, OLD.work_date, OLD.note, OLD.created_by_id, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'labour_lines keep their figures: a line is only removed, once, never edited or deleted'
    USING ERRCODE = 'insufficient_privilege';
END
$fn$;
CREATE TRIGGER labour_lines_keep BEFORE UPDATE OR DELETE ON labour_lines
  FOR EACH ROW EXECUTE FUNCTION labour_lines_keep_figures();
CREATE TRIGGER labour_lines_no_truncate BEFORE TRUNCATE ON labour_lines
  FOR EACH STATEMENT EXECUTE FUNCTION labour_lines_keep_figures();
REVOKE DELETE, TRUNCATE ON labour_lines FROM PUBLIC;

-- A ledger row's cost to its job, to the cent: a use costs -quantity x unit cost, a return gives it back.
CREATE FUNCTION stock_ledger_row_cost(quantity numeric, unit_cost numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN round(-quantity * unit_cost, 2);

-- The costs, on the day they were incurred (a part on the day it was used or returned, labour on its work
-- date; UTC days): per day for the organization, per machine per day and per part per day. The figures belong
-- to their organization and go with it; no foreign key to machines or parts (as migration 008).
CREATE TABLE cost_daily (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  parts_cost numeric(16, 2) NOT NULL DEFAULT 0,
  labour_cost numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day) INCLUDE (parts_cost, labour_cost)
);
CREATE TABLE machine_cost_daily (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  equipment_id uuid NOT NULL,
  parts_cost numeric(16, 2) NOT NULL DEFAULT 0,
  labour_cost numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day, equipment_id) INCLUDE (parts_cost, labour_cost)
);
CREATE TABLE part_use_daily (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  part_id uuid NOT NULL,
  uses bigint NOT NULL DEFAULT 0,
  quantity numeric(15, 3) NOT NULL DEFAULT 0,
  cost numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day, part_id) INCLUDE (uses, quantity, cost)
);

-- The machines and parts that cost the most: every machine's (part's) cost over each report period ending on
-- `cost_windows.as_of` (the periods' lengths are the domain's REPORT_PERIOD_DAYS; test/db/migrations.test.ts
-- checks), so a report reads the top ten from an index instead of adding up a year of a fleet. The triggers
-- below add each cost whose day lies in a window; once a day (on a schedule, and before any report of a later
-- day) advance_cost_windows() moves the windows on: it adds the days that enter and takes away those that
-- leave, from the per-day figures. Triggers hold the organization's cost_windows row FOR SHARE and the advance
-- FOR UPDATE, so a cost is in a window exactly when its day is.
CREATE FUNCTION cost_window_days() RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN '{7,30,90,365}'::int[];

CREATE TABLE cost_windows (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  -- The last day the windows include; null until they are first built.
  as_of date
);
CREATE TABLE machine_cost_window (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  days integer NOT NULL,
  equipment_id uuid NOT NULL,
  parts_cost numeric(16, 2) NOT NULL DEFAULT 0,
  labour_cost numeric(16, 2) NOT NULL DEFAULT 0,
  total_cost numeric(16, 2) GENERATED ALWAYS AS (parts_cost + labour_cost) STORED,
  PRIMARY KEY (organization_id, days, equipment_id)
);
CREATE INDEX machine_cost_window_rank_idx ON machine_cost_window (organization_id, days, total_cost DESC);
CREATE TABLE part_use_window (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  days integer NOT NULL,
  part_id uuid NOT NULL,
  uses bigint NOT NULL DEFAULT 0,
  quantity numeric(15, 3) NOT NULL DEFAULT 0,
  cost numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, days, part_id)
);
CREATE INDEX part_use_window_rank_idx ON part_use_window (organization_id, days, cost DESC, uses DESC);

-- Parts used on and returned from jobs (ledger rows with a work order), added to the figures above. Cells in
-- key order, so two statements never deadlock.
CREATE FUNCTION cost_rollups_after_ledger_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  used text := $sql$
    SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, wo.equipment_id, r.part_id,
           (r.kind = 'USED')::int AS uses, -r.quantity AS quantity,
           stock_ledger_row_cost(r.quantity, r.unit_cost) AS cost
    FROM new_rows r JOIN work_orders wo ON wo.id = r.work_order_id
    WHERE r.work_order_id IS NOT NULL$sql$;
BEGIN
  EXECUTE format($sql$
    INSERT INTO cost_daily AS d (organization_id, day, parts_cost)
    SELECT organization_id, day, sum(cost) FROM (%s) r
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, day) DO UPDATE SET parts_cost = d.parts_cost + EXCLUDED.parts_cost
  $sql$, used);
  EXECUTE format($sql$
    INSERT INTO machine_cost_daily AS d (organization_id, day, equipment_id, parts_cost)
    SELECT organization_id, day, equipment_id, sum(cost) FROM (%s) r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, equipment_id) DO UPDATE SET parts_cost = d.parts_cost + EXCLUDED.parts_cost
  $sql$, used);
  EXECUTE format($sql$
    INSERT INTO part_use_daily AS d (organization_id, day, part_id, uses, quantity, cost)
    SELECT organization_id, day, part_id, sum(uses), sum(quantity), sum(cost) FROM (%s) r
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, part_id) DO UPDATE SET
      uses = d.uses + EXCLUDED.uses, quantity = d.quantity + EXCLUDED.quantity, cost = d.cost + EXCLUDED.cost
  $sql$, used);
  -- The windows' row of each organization these costs belong to, made if new, held FOR SHARE.
  EXECUTE format('INSERT INTO cost_windows (organization_id) SELECT DISTINCT organization_id FROM (%s) c
                  ORDER BY 1 ON CONFLICT DO NOTHING', used);
  EXECUTE format('SELECT 1 FROM cost_windows WHERE organization_id IN (SELECT organization_id FROM (%s) c)
                  ORDER BY organization_id FOR SHARE', used);
  EXECUTE format($sql$
    INSERT INTO machine_cost_window AS w (organization_id, days, equipment_id, parts_cost)
    SELECT r.organization_id, p.days, r.equipment_id, sum(r.cost)
    FROM (%s) r JOIN cost_windows cw ON cw.organization_id = r.organization_id
    CROSS JOIN unnest(cost_window_days()) p(days)
    WHERE r.day > cw.as_of - p.days AND r.day <= cw.as_of
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, days, equipment_id) DO UPDATE SET parts_cost = w.parts_cost + EXCLUDED.parts_cost
  $sql$, used);
  EXECUTE format($sql$
    INSERT INTO part_use_window AS w (organization_id, days, part_id, uses, quantity, cost)
    SELECT r.organization_id, p.days, r.part_id, sum(r.uses), sum(r.quantity), sum(r.cost)
    FROM (%s) r JOIN cost_windows cw ON cw.organization_id = r.organization_id
    CROSS JOIN unnest(cost_window_days()) p(days)
    WHERE r.day > cw.as_of - p.days AND r.day <= cw.as_of
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, days, part_id) DO UPDATE SET
      uses = w.uses + EXCLUDED.uses, quantity = w.quantity + EXCLUDED.quantity, cost = w.cost + EXCLUDED.cost
  $sql$, used);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER stock_ledger_keeps_costs AFTER INSERT ON stock_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_rollups_after_ledger_insert();

-- Labour lines as signed changes (+ a line that counts, - one that counted before the change: a removal), added
-- to the figures above. A change that moves nothing writes nothing.
CREATE FUNCTION cost_rollups_after_labour_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := format($sql$
    SELECT r.sign, r.organization_id, r.work_date AS day, wo.equipment_id, r.cost
    FROM (%s) r JOIN work_orders wo ON wo.id = r.work_order_id
    WHERE r.removed_at IS NULL$sql$, CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
      ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END);
BEGIN
  EXECUTE format($sql$
    INSERT INTO cost_daily AS d (organization_id, day, labour_cost)
    SELECT organization_id, day, sum(sign * cost) FROM (%s) r
    GROUP BY 1, 2 HAVING sum(sign * cost) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, day) DO UPDATE SET labour_cost = d.labour_cost + EXCLUDED.labour_cost
  $sql$, changed);
  EXECUTE format($sql$
    INSERT INTO machine_cost_daily AS d (organization_id, day, equipment_id, labour_cost)
    SELECT organization_id, day, equipment_id, sum(sign * cost) FROM (%s) r
    GROUP BY 1, 2, 3 HAVING sum(sign * cost) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, equipment_id) DO UPDATE SET labour_cost = d.labour_cost + EXCLUDED.labour_cost
  $sql$, changed);
  -- The windows' row of each organization these costs belong to, made if new, held FOR SHARE.
  EXECUTE format('INSERT INTO cost_windows (organization_id) SELECT DISTINCT organization_id FROM (%s) c
                  ORDER BY 1 ON CONFLICT DO NOTHING', changed);
  EXECUTE format('SELECT 1 FROM cost_windows WHERE organization_id IN (SELECT organization_id FROM (%s) c)
                  ORDER BY organization_id FOR SHARE', changed);
  EXECUTE format($sql$
    INSERT INTO machine_cost_window AS w (organization_id, days, equipment_id, labour_cost)
    SELECT r.organization_id, p.days, r.equipment_id, sum(r.sign * r.cost)
    FROM (%s) r JOIN cost_windows cw ON cw.organization_id = r.organization_id
    CROSS JOIN unnest(cost_window_days()) p(days)
    WHERE r.day > cw.as_of - p.days AND r.day <= cw.as_of
    GROUP BY 1, 2, 3 HAVING sum(r.sign * r.cost) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, days, equipment_id) DO UPDATE SET labour_cost = w.labour_cost + EXCLUDED.labour_cost
  $sql$, changed);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER labour_lines_cost_insert AFTER INSERT ON labour_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_rollups_after_labour_change();
CREATE TRIGGER labour_lines_cost_update AFTER UPDATE ON labour_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cost_rollups_after_labour_change();

-- Moves an organization's windows on to end on `upto`: for each period, the days that enter
-- (after max(as_of, upto - days), up to upto) are added and those that leave (after as_of - days, up to
-- min(as_of, upto - days)) taken away, from the per-day figures; first built whole. Nothing when they end on
-- `upto` already (or later: a server whose clock is behind).
CREATE FUNCTION advance_cost_windows(organization uuid, upto date) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  prev date;
BEGIN
  SELECT as_of INTO prev FROM cost_windows WHERE organization_id = organization;
  IF prev >= upto THEN RETURN; END IF;
  INSERT INTO cost_windows (organization_id) VALUES (organization) ON CONFLICT DO NOTHING;
  SELECT as_of INTO prev FROM cost_windows WHERE organization_id = organization FOR UPDATE;
  IF prev >= upto THEN RETURN; END IF;
  IF prev IS NULL THEN
    DELETE FROM machine_cost_window WHERE organization_id = organization;
    DELETE FROM part_use_window WHERE organization_id = organization;
  END IF;
  INSERT INTO machine_cost_window AS w (organization_id, days, equipment_id, parts_cost, labour_cost)
  SELECT organization, c.days, c.equipment_id, sum(c.sign * c.parts_cost), sum(c.sign * c.labour_cost)
  FROM (SELECT 1 AS sign, p.days, d.equipment_id, d.parts_cost, d.labour_cost
        FROM unnest(cost_window_days()) p(days)
        JOIN machine_cost_daily d ON d.organization_id = organization
          AND d.day > GREATEST(prev, upto - p.days) AND d.day <= upto
        UNION ALL
        SELECT -1, p.days, d.equipment_id, d.parts_cost, d.labour_cost
        FROM unnest(cost_window_days()) p(days)
        JOIN machine_cost_daily d ON d.organization_id = organization
          AND d.day > prev - p.days AND d.day <= LEAST(prev, upto - p.days)) c
  GROUP BY 2, 3 ORDER BY 2, 3
  ON CONFLICT (organization_id, days, equipment_id) DO UPDATE SET
    parts_cost = w.parts_cost + EXCLUDED.parts_cost, labour_cost = w.labour_cost + EXCLUDED.labour_cost;
  INSERT INTO part_use_window AS w (organization_id, days, part_id, uses, quantity, cost)
  SELECT organization, c.days, c.part_id, sum(c.sign * c.uses), sum(c.sign * c.quantity), sum(c.sign * c.cost)
  FROM (SELECT 1 AS sign, p.days, d.part_id, d.uses, d.quantity, d.cost
        FROM unnest(cost_window_days()) p(days)
        JOIN part_use_daily d ON d.organization_id = organization
          AND d.day > GREATEST(prev, upto - p.days) AND d.day <= upto
        UNION ALL
        SELECT -1, p.days, d.part_id, d.uses, d.quantity, d.cost
        FROM unnest(cost_window_days()) p(days)
        JOIN part_use_daily d ON d.organization_id = organization
          AND d.day > prev - p.days AND d.day <= LEAST(prev, upto - p.days)) c
  GROUP BY 2, 3 ORDER BY 2, 3
  ON CONFLICT (organization_id, days, part_id) DO UPDATE SET
    uses = w.uses + EXCLUDED.uses, quantity = w.quantity + EXCLUDED.quantity, cost = w.cost + EXCLUDED.cost;
  UPDATE cost_windows SET as_of = upto WHERE organization_id = organization;
END
$fn$;

-- The parts already used on jobs (migration 019's ledger), and every organization's windows, built.
INSERT INTO cost_daily (organization_id, day, parts_cost)
SELECT l.organization_id, (l.created_at AT TIME ZONE 'UTC')::date, sum(stock_ledger_row_cost(l.quantity, l.unit_cost))
FROM stock_ledger l WHERE l.work_order_id IS NOT NULL GROUP BY 1, 2;
INSERT INTO machine_cost_daily (organization_id, day, equipment_id, parts_cost)
SELECT l.organization_id, (l.created_at AT TIME ZONE 'UTC')::date, wo.equipment_id,
       sum(stock_ledger_row_cost(l.quantity, l.unit_cost))
FROM stock_ledger l JOIN work_orders wo ON wo.id = l.work_order_id GROUP BY 1, 2, 3;
INSERT INTO part_use_daily (organization_id, day, part_id, uses, quantity, cost)
SELECT l.organization_id, (l.created_at AT TIME ZONE 'UTC')::date, l.part_id, count(*) FILTER (WHERE l.kind = 'USED'),
       -sum(l.quantity), sum(stock_ledger_row_cost(l.quantity, l.unit_cost))
FROM stock_ledger l WHERE l.work_order_id IS NOT NULL GROUP BY 1, 2, 3;
SELECT advance_cost_windows(id, (now() AT TIME ZONE 'UTC')::date) FROM organizations;

-- What the stock on hand is worth at each part's unit cost (stock below zero counting as none), for the report:
-- kept from every change of on-hand (at the part's cost) and of a part's cost (for its stock on hand), in the
-- same transaction. Stock changes lock their part (FOR SHARE) and a cost change updates it, so the two never
-- interleave.
CREATE TABLE stock_value (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  value numeric(20, 5) NOT NULL
);
CREATE FUNCTION stock_value_after_on_hand_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  moved numeric := GREATEST(NEW.quantity, 0)
    - CASE WHEN TG_OP = 'UPDATE' THEN GREATEST(OLD.quantity, 0) ELSE 0 END;
BEGIN
  IF moved <> 0 THEN
    INSERT INTO stock_value AS v (organization_id, value)
    SELECT NEW.organization_id, moved * p.unit_cost FROM parts p WHERE p.id = NEW.part_id
    ON CONFLICT (organization_id) DO UPDATE SET value = v.value + EXCLUDED.value;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER stock_on_hand_keeps_value AFTER INSERT OR UPDATE OF quantity ON stock_on_hand
  FOR EACH ROW EXECUTE FUNCTION stock_value_after_on_hand_change();
CREATE FUNCTION stock_value_after_part_cost_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO stock_value AS v (organization_id, value)
  SELECT NEW.organization_id, (NEW.unit_cost - OLD.unit_cost) * COALESCE(sum(GREATEST(h.quantity, 0)), 0)
  FROM stock_on_hand h WHERE h.part_id = NEW.id
  ON CONFLICT (organization_id) DO UPDATE SET value = v.value + EXCLUDED.value;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER parts_keep_stock_value AFTER UPDATE OF unit_cost ON parts
  FOR EACH ROW WHEN (NEW.unit_cost <> OLD.unit_cost) EXECUTE FUNCTION stock_value_after_part_cost_change();
INSERT INTO stock_value (organization_id, value)
SELECT h.organization_id, sum(GREATEST(h.quantity, 0) * p.unit_cost)
FROM stock_on_hand h JOIN parts p ON p.id = h.part_id GROUP BY 1;

-- Engine hours: how far the machines' hour meters moved, per day for the organization and per machine per day
-- (the cost per engine hour of a period). Kept from every change of equipment.hour_meter (a reading moves it
-- forward; an admin's correction may move it back, which counts against the day it was made).
CREATE TABLE meter_daily (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  hours numeric(14, 1) NOT NULL,
  PRIMARY KEY (organization_id, day) INCLUDE (hours)
);
CREATE TABLE machine_meter_daily (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  equipment_id uuid NOT NULL,
  day date NOT NULL,
  hours numeric(14, 1) NOT NULL,
  PRIMARY KEY (organization_id, equipment_id, day) INCLUDE (hours)
);

CREATE FUNCTION meter_rollups_after_equipment_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A machine deleted (one without history: a mistaken entry) takes its hours with it.
    UPDATE meter_daily m SET hours = m.hours - d.hours
    FROM machine_meter_daily d
    WHERE d.organization_id = OLD.organization_id AND d.equipment_id = OLD.id
      AND m.organization_id = d.organization_id AND m.day = d.day;
    DELETE FROM machine_meter_daily WHERE organization_id = OLD.organization_id AND equipment_id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO machine_meter_daily AS d (organization_id, equipment_id, day, hours)
  VALUES (NEW.organization_id, NEW.id, today, NEW.hour_meter - OLD.hour_meter)
  ON CONFLICT (organization_id, equipment_id, day) DO UPDATE SET hours = d.hours + EXCLUDED.hours;
  INSERT INTO meter_daily AS d (organization_id, day, hours)
  VALUES (NEW.organization_id, today, NEW.hour_meter - OLD.hour_meter)
  ON CONFLICT (organization_id, day) DO UPDATE SET hours = d.hours + EXCLUDED.hours;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER equipment_meter_moves AFTER UPDATE OF hour_meter ON equipment
  FOR EACH ROW WHEN (NEW.hour_meter IS DISTINCT FROM OLD.hour_meter)
  EXECUTE FUNCTION meter_rollups_after_equipment_change();
CREATE TRIGGER equipment_meter_deleted AFTER DELETE ON equipment
  FOR EACH ROW EXECUTE FUNCTION meter_rollups_after_equipment_change();

-- The hours already moved, as far as the history tells: the readings work orders and assignments hold, each
-- counted when it passed every earlier reading of its machine (a meter moves forward only), on its day. The
-- demo seed calls it for the organizations it makes.
CREATE FUNCTION fill_meter_rollups_from_history(organization uuid) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO machine_meter_daily AS d (organization_id, equipment_id, day, hours)
  SELECT organization_id, equipment_id, day, sum(moved)
  FROM (SELECT organization_id, equipment_id, (at AT TIME ZONE 'UTC')::date AS day,
               reading - max(reading) OVER (PARTITION BY equipment_id ORDER BY at, reading
                                            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS moved
        FROM (SELECT organization_id, equipment_id, hour_meter_start AS reading, COALESCE(actual_start, created_at) AS at
              FROM work_orders WHERE hour_meter_start IS NOT NULL AND (organization IS NULL OR organization_id = organization)
              UNION ALL
              SELECT organization_id, equipment_id, hour_meter_end, COALESCE(actual_end, updated_at)
              FROM work_orders WHERE hour_meter_end IS NOT NULL AND (organization IS NULL OR organization_id = organization)
              UNION ALL
              SELECT organization_id, equipment_id, hour_meter_reading, start_date
              FROM equipment_assignments
              WHERE hour_meter_reading IS NOT NULL AND (organization IS NULL OR organization_id = organization)) readings
       ) moves
  WHERE moved > 0
  GROUP BY 1, 2, 3
  ON CONFLICT (organization_id, equipment_id, day) DO UPDATE SET hours = d.hours + EXCLUDED.hours;
  INSERT INTO meter_daily AS d (organization_id, day, hours)
  SELECT organization_id, day, sum(hours) FROM machine_meter_daily
  WHERE organization IS NULL OR organization_id = organization
  GROUP BY 1, 2
  ON CONFLICT (organization_id, day) DO UPDATE SET hours = EXCLUDED.hours;
$fn$;
SELECT fill_meter_rollups_from_history(NULL);

-- The database tools' reader sees the organization's labour, rates and figures like its other data.
GRANT SELECT ON labour_rates, labour_lines, cost_daily, machine_cost_daily, part_use_daily, cost_windows,
  machine_cost_window, part_use_window, stock_value, meter_daily, machine_meter_daily TO mnx_dev_tools_reader;
ALTER TABLE labour_rates ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON labour_rates FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE labour_lines ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON labour_lines FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE cost_daily ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON cost_daily FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE machine_cost_daily ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON machine_cost_daily FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE part_use_daily ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON part_use_daily FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE meter_daily ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON meter_daily FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE machine_meter_daily ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON machine_meter_daily FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE cost_windows ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON cost_windows FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE machine_cost_window ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON machine_cost_window FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE part_use_window ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON part_use_window FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE stock_value ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON stock_value FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
