-- NOT a migration: the server never runs this file. It brings a database that applied the FIRST version of
-- migration 020 (merged into main at 0de187c, 2026-11-26, replaced at 30b9c7b: per-month cost figures
-- machine_cost_monthly and part_use_monthly, the stock value summed per request) to what migration 020 makes
-- now (per-period windows, the stock value counter; docs/decisions/031-labour-and-costs.md, 'Amendment'). Such a
-- database has 020 recorded as applied, so the new 020 never runs there. Run it once, with the servers stopped:
--   psql "$DATABASE_URL" -1 -v ON_ERROR_STOP=1 -f packages/server/src/db/upgrades/020-first-version.sql
-- On a database migrated with today's 020 it changes nothing (every statement is IF NOT EXISTS, OR REPLACE,
-- or keeps what exists); test/db/upgrade-020.test.ts checks both. To run it as a numbered migration, copy it
-- into migrations/ under the next number.

DROP TABLE IF EXISTS machine_cost_monthly, part_use_monthly;

CREATE OR REPLACE FUNCTION cost_window_days() RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN '{7,30,90,365}'::int[];

CREATE TABLE IF NOT EXISTS cost_windows (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  -- The last day the windows include; null until they are first built.
  as_of date
);
CREATE TABLE IF NOT EXISTS machine_cost_window (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  days integer NOT NULL,
  equipment_id uuid NOT NULL,
  parts_cost numeric(16, 2) NOT NULL DEFAULT 0,
  labour_cost numeric(16, 2) NOT NULL DEFAULT 0,
  total_cost numeric(16, 2) GENERATED ALWAYS AS (parts_cost + labour_cost) STORED,
  PRIMARY KEY (organization_id, days, equipment_id)
);
CREATE INDEX IF NOT EXISTS machine_cost_window_rank_idx ON machine_cost_window (organization_id, days, total_cost DESC);
CREATE TABLE IF NOT EXISTS part_use_window (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  days integer NOT NULL,
  part_id uuid NOT NULL,
  uses bigint NOT NULL DEFAULT 0,
  quantity numeric(15, 3) NOT NULL DEFAULT 0,
  cost numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, days, part_id)
);
CREATE INDEX IF NOT EXISTS part_use_window_rank_idx ON part_use_window (organization_id, days, cost DESC, uses DESC);

-- Parts used on and returned from jobs (ledger rows with a work order), added to the figures above. Cells in
-- key order, so two statements never deadlock.
CREATE OR REPLACE FUNCTION cost_rollups_after_ledger_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
CREATE OR REPLACE TRIGGER stock_ledger_keeps_costs AFTER INSERT ON stock_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_rollups_after_ledger_insert();

-- Labour lines as signed changes (+ a line that counts, - one that counted before the change: a removal), added
-- to the figures above. A change that moves nothing writes nothing.
CREATE OR REPLACE FUNCTION cost_rollups_after_labour_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
CREATE OR REPLACE TRIGGER labour_lines_cost_insert AFTER INSERT ON labour_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_rollups_after_labour_change();
CREATE OR REPLACE TRIGGER labour_lines_cost_update AFTER UPDATE ON labour_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cost_rollups_after_labour_change();

-- Moves an organization's windows on to end on `upto`: for each period, the days that enter
-- (after max(as_of, upto - days), up to upto) are added and those that leave (after as_of - days, up to
-- min(as_of, upto - days)) taken away, from the per-day figures; first built whole. Nothing when they end on
-- `upto` already (or later: a server whose clock is behind).
CREATE OR REPLACE FUNCTION advance_cost_windows(organization uuid, upto date) RETURNS void LANGUAGE plpgsql AS $fn$
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

-- Every organization's windows, built from the per-day figures the first version kept too.
SELECT advance_cost_windows(id, (now() AT TIME ZONE 'UTC')::date) FROM organizations;

-- What the stock on hand is worth at each part's unit cost (stock below zero counting as none), for the report:
-- kept from every change of on-hand (at the part's cost) and of a part's cost (for its stock on hand), in the
-- same transaction. Stock changes lock their part (FOR SHARE) and a cost change updates it, so the two never
-- interleave.
CREATE TABLE IF NOT EXISTS stock_value (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  value numeric(20, 5) NOT NULL
);
CREATE OR REPLACE FUNCTION stock_value_after_on_hand_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
CREATE OR REPLACE TRIGGER stock_on_hand_keeps_value AFTER INSERT OR UPDATE OF quantity ON stock_on_hand
  FOR EACH ROW EXECUTE FUNCTION stock_value_after_on_hand_change();
CREATE OR REPLACE FUNCTION stock_value_after_part_cost_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO stock_value AS v (organization_id, value)
  SELECT NEW.organization_id, (NEW.unit_cost - OLD.unit_cost) * COALESCE(sum(GREATEST(h.quantity, 0)), 0)
  FROM stock_on_hand h WHERE h.part_id = NEW.id
  ON CONFLICT (organization_id) DO UPDATE SET value = v.value + EXCLUDED.value;
  RETURN NULL;
END
$fn$;
CREATE OR REPLACE TRIGGER parts_keep_stock_value AFTER UPDATE OF unit_cost ON parts
  FOR EACH ROW WHEN (NEW.unit_cost <> OLD.unit_cost) EXECUTE FUNCTION stock_value_after_part_cost_change();
INSERT INTO stock_value (organization_id, value)
SELECT h.organization_id, sum(GREATEST(h.quantity, 0) * p.unit_cost)
FROM stock_on_hand h JOIN parts p ON p.id = h.part_id GROUP BY 1
ON CONFLICT (organization_id) DO NOTHING;


GRANT SELECT ON cost_windows, machine_cost_window, part_use_window, stock_value TO mnx_dev_tools_reader;
ALTER TABLE cost_windows ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS dev_tools_organization ON cost_windows;
CREATE POLICY dev_tools_organization ON cost_windows FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE machine_cost_window ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS dev_tools_organization ON machine_cost_window;
CREATE POLICY dev_tools_organization ON machine_cost_window FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE part_use_window ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS dev_tools_organization ON part_use_window;
CREATE POLICY dev_tools_organization ON part_use_window FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE stock_value ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS dev_tools_organization ON stock_value;
CREATE POLICY dev_tools_organization ON stock_value FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
