-- 007: the field supervisor dashboard (docs/decisions/016-field-supervisor.md). Its lists and figures read
-- small, bounded sets in index order, never the history of work orders or assignments.

-- Operators with their ACTIVE assignments (the Operator Management cards, Active Operators): the current
-- assignments only, however many ended ones an operator has collected over the years.
CREATE INDEX equipment_assignments_active_operator_idx ON equipment_assignments (organization_id, operator_id)
  WHERE status = 'ACTIVE';

-- Open daily inspections of earlier days ('missed', the last 7 days): the count, and the list a page at a
-- time newest day first (ties by id) from the index itself. Replaces 003's index on the same rows.
DROP INDEX work_orders_open_inspections_idx;
CREATE INDEX work_orders_open_inspections_idx ON work_orders (organization_id, inspection_date, id)
  INCLUDE (assigned_to_id)
  WHERE work_order_type = 'INSPECTION' AND status NOT IN ('COMPLETED', 'WAITING_APPROVAL', 'CANCELLED');

-- A submitted inspection's follow-up work orders (created with its inspectionId), newest first.
CREATE INDEX work_orders_follow_up_idx ON work_orders (inspection_id, created_at)
  WHERE inspection_id IS NOT NULL;
