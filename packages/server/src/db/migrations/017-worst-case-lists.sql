-- Every list bounded in its worst case (docs/decisions/029-worst-case-lists.md).

-- The work-order filters are correlated (daily inspections are all MEDIUM and INSPECTION, the open statuses
-- are all recent): with the combinations' frequencies the planner estimates a combination of filters as it
-- is, not as the product of each filter's share, and picks the indexes that read the fewest rows.
CREATE STATISTICS work_orders_filters_stats (mcv, dependencies)
  ON organization_id, status, priority, work_order_type, is_emergency FROM work_orders;
ALTER STATISTICS work_orders_filters_stats SET STATISTICS 1000;

-- Emergencies are a few percent: a list of them reads this instead of every row of its other filters.
CREATE INDEX work_orders_emergency_idx ON work_orders (organization_id, created_at) WHERE is_emergency;

ANALYZE work_orders;
