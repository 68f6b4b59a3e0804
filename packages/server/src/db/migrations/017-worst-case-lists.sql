-- Every list bounded in its worst case (docs/decisions/029-worst-case-lists.md).

-- One GIN index over the work-order filters (btree_gin: a trusted extension on PostgreSQL 13+, shipped with
-- PGlite): any combination of organization, statuses, priorities, types and emergency gives exactly the rows
-- that match all of them, each column's list of rows read once, so a rare combination of common filters reads
-- only its own rows (a b-tree per column would read each filter's rows; one multi-column b-tree only its
-- leading columns).
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX work_orders_filters_gin_idx
  ON work_orders USING gin (organization_id, status, priority, work_order_type, is_emergency);

-- The filters are correlated (daily inspections are all MEDIUM and INSPECTION, the open statuses all recent):
-- with the combinations' frequencies the planner estimates a combination as it is, not as the product of each
-- filter's share.
CREATE STATISTICS work_orders_filters_stats (mcv, dependencies)
  ON organization_id, status, priority, work_order_type, is_emergency FROM work_orders;
ALTER STATISTICS work_orders_filters_stats SET STATISTICS 1000;

ANALYZE work_orders;
