-- 040: each machine's work orders counted as they are written (docs/decisions/029, amendment 2026-12-07).
-- The fleet list shows, on every card, the machine's work orders and maintenance records; they were counted from
-- the machine's index for each machine of the page: a page of 20 machines with ten years of daily inspections
-- read 54,400 index entries (23 ms), and a page of 100 such machines would read 270,000. Counted here per machine,
-- status and type (at most a few dozen rows a machine), the page reads those rows only. Which types make a
-- maintenance record stays the domain's (MAINTENANCE_RECORD_TYPES), asked for when reading.
CREATE TABLE machine_work_order_counts (
  organization_id uuid NOT NULL REFERENCES organizations (id),
  equipment_id uuid NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  status text NOT NULL,
  work_order_type text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (equipment_id, status, work_order_type)
);

-- As work_order_counts (migration 003): the statement's rows as signed changes, summed per machine, status and
-- type; an update that moves none of them writes nothing. Keys in order, so two statements never deadlock.
CREATE FUNCTION machine_work_order_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, organization_id, equipment_id, status, work_order_type FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, organization_id, equipment_id, status, work_order_type FROM old_rows'
    ELSE 'SELECT 1 AS sign, organization_id, equipment_id, status, work_order_type FROM new_rows
          UNION ALL SELECT -1, organization_id, equipment_id, status, work_order_type FROM old_rows' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO machine_work_order_counts AS c (organization_id, equipment_id, status, work_order_type, total)
    SELECT organization_id, equipment_id, status, work_order_type, sum(sign)
    FROM (%s) changes
    -- A machine being deleted takes its work orders and counts with it: nothing to count for it.
    WHERE EXISTS (SELECT 1 FROM equipment e WHERE e.id = changes.equipment_id)
    GROUP BY organization_id, equipment_id, status, work_order_type
    HAVING sum(sign) <> 0
    ORDER BY equipment_id, status, work_order_type
    ON CONFLICT (equipment_id, status, work_order_type) DO UPDATE SET total = c.total + EXCLUDED.total
  $sql$, changed);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER machine_work_order_counts_insert AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_work_order_counts_after_change();
CREATE TRIGGER machine_work_order_counts_update AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_work_order_counts_after_change();
CREATE TRIGGER machine_work_order_counts_delete AFTER DELETE ON work_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION machine_work_order_counts_after_change();

INSERT INTO machine_work_order_counts (organization_id, equipment_id, status, work_order_type, total)
SELECT organization_id, equipment_id, status, work_order_type, count(*)
FROM work_orders
GROUP BY organization_id, equipment_id, status, work_order_type;

-- The database tools' reader (migration 005), granted like work_order_counts.
GRANT SELECT ON machine_work_order_counts TO mnx_dev_tools_reader;
ALTER TABLE machine_work_order_counts ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON machine_work_order_counts FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
