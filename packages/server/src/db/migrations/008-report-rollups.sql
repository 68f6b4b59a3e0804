-- 008: the Reports page's figures at a fleet's whole history (DECISIONS.md 'Reports' and 'Scale',
-- docs/decisions/017-reports.md). A year of a large fleet is hundreds of thousands of work orders, too many to
-- count per request; these per-day figures are kept in the same transaction as every change by statement
-- triggers (as work_order_counts of migration 003), so a report adds up at most a few thousand rows.
-- Days are UTC calendar days. The figures belong to their organization and go with it.

-- Work orders that repair a fault: the domain's REPAIR_WORK_ORDER_TYPES (test/db/migrations.test.ts checks).
CREATE FUNCTION work_order_is_repair(work_order_type text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN work_order_type IN ('REPAIR', 'BREAKDOWN', 'SAFETY_ISSUE', 'INSPECTION_FOLLOWUP');

-- Work orders by the day they were created and their status and priority now. A status change moves one from
-- one cell of its creation day to another.
CREATE TABLE work_order_daily_opened (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  status text NOT NULL,
  priority text NOT NULL,
  work_orders bigint NOT NULL,
  -- The figure rides in the key's index, so a period is read from the index alone.
  PRIMARY KEY (organization_id, day, status, priority) INCLUDE (work_orders)
);

-- COMPLETED work orders by the day of their actual end (none without one), daily inspections apart; with a
-- work clock (actual_end >= actual_start) their hours are summed for the average completion time.
CREATE TABLE work_order_daily_completed (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  inspection boolean NOT NULL,
  completed bigint NOT NULL,
  timed_completed bigint NOT NULL,
  completed_hours double precision NOT NULL,
  PRIMARY KEY (organization_id, day, inspection)
);

-- Repair work orders by the day they were created and their machine, cancelled ones aside (a duplicate or a
-- mistaken request is no repair). No foreign key to equipment: a machine with work orders cannot be deleted
-- (migration 002), and once its work orders are gone its rows here are 0, never shown, and must not hold it.
CREATE TABLE work_order_daily_repairs (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  equipment_id uuid NOT NULL,
  repairs bigint NOT NULL,
  PRIMARY KEY (organization_id, day, equipment_id) INCLUDE (repairs)
);

-- The statement's rows as signed changes (+1 added, -1 removed; an UPDATE is both), summed per cell and added
-- to it. A change that moves no figure sums to 0 and writes nothing. Cells in key order, so two statements
-- never deadlock.
CREATE FUNCTION work_order_daily_after_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO work_order_daily_opened AS d (organization_id, day, status, priority, work_orders)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, status, priority, sum(sign)
    FROM (%s) r
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, day, status, priority)
      DO UPDATE SET work_orders = d.work_orders + EXCLUDED.work_orders
  $sql$, changed);

  EXECUTE format($sql$
    INSERT INTO work_order_daily_completed AS d
      (organization_id, day, inspection, completed, timed_completed, completed_hours)
    SELECT organization_id, (actual_end AT TIME ZONE 'UTC')::date, work_order_type = 'INSPECTION', sum(sign),
           COALESCE(sum(sign) FILTER (WHERE actual_end >= actual_start), 0),
           COALESCE(sum(sign * EXTRACT(EPOCH FROM (actual_end - actual_start))::double precision / 3600)
             FILTER (WHERE actual_end >= actual_start), 0)
    FROM (%s) r
    WHERE status = 'COMPLETED' AND actual_end IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign) FILTER (WHERE actual_end >= actual_start) <> 0
        OR sum(sign * EXTRACT(EPOCH FROM (actual_end - actual_start))) FILTER (WHERE actual_end >= actual_start) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, inspection) DO UPDATE SET
      completed = d.completed + EXCLUDED.completed,
      timed_completed = d.timed_completed + EXCLUDED.timed_completed,
      completed_hours = d.completed_hours + EXCLUDED.completed_hours
  $sql$, changed);

  EXECUTE format($sql$
    INSERT INTO work_order_daily_repairs AS d (organization_id, day, equipment_id, repairs)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, equipment_id, sum(sign)
    FROM (%s) r
    WHERE work_order_is_repair(work_order_type) AND status <> 'CANCELLED'
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, equipment_id) DO UPDATE SET repairs = d.repairs + EXCLUDED.repairs
  $sql$, changed);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER work_order_daily_insert AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_daily_after_change();
CREATE TRIGGER work_order_daily_update AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_daily_after_change();
CREATE TRIGGER work_order_daily_delete AFTER DELETE ON work_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_daily_after_change();

-- The history there is already.
INSERT INTO work_order_daily_opened (organization_id, day, status, priority, work_orders)
SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, status, priority, count(*)
FROM work_orders GROUP BY 1, 2, 3, 4;

INSERT INTO work_order_daily_completed (organization_id, day, inspection, completed, timed_completed, completed_hours)
SELECT organization_id, (actual_end AT TIME ZONE 'UTC')::date, work_order_type = 'INSPECTION', count(*),
       count(*) FILTER (WHERE actual_end >= actual_start),
       COALESCE(sum(EXTRACT(EPOCH FROM (actual_end - actual_start))::double precision / 3600)
         FILTER (WHERE actual_end >= actual_start), 0)
FROM work_orders WHERE status = 'COMPLETED' AND actual_end IS NOT NULL
GROUP BY 1, 2, 3;

INSERT INTO work_order_daily_repairs (organization_id, day, equipment_id, repairs)
SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, equipment_id, count(*)
FROM work_orders WHERE work_order_is_repair(work_order_type) AND status <> 'CANCELLED'
GROUP BY 1, 2, 3;

-- Overdue among a period's work orders: the open ones (a few thousand among a million) by creation time, with
-- their due dates, read from the index alone.
CREATE INDEX work_orders_open_created_due_idx ON work_orders (organization_id, created_at)
  INCLUDE (due_date, scheduled_end) WHERE status NOT IN ('COMPLETED', 'CANCELLED');

-- The database tools' reader (migration 005): figures of the organization's own, granted like work_order_counts.
GRANT SELECT ON work_order_daily_opened, work_order_daily_completed, work_order_daily_repairs
  TO mnx_dev_tools_reader;
ALTER TABLE work_order_daily_opened ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON work_order_daily_opened FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE work_order_daily_completed ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON work_order_daily_completed FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE work_order_daily_repairs ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON work_order_daily_repairs FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
