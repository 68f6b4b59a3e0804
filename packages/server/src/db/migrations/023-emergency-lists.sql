-- Emergencies, whatever else a list asks for (docs/decisions/029-worst-case-lists.md, round 3): a few percent
-- of a fleet's history (55,000 of 1,000,000), read from this index alone with every filter and sort key in it.
-- As the filters' GIN bitmaps, 'cancelled or completed, medium or low, emergencies' read the posting lists of
-- the common values (about 1,900,000 entries) for 11,430 matches (130 to 260 ms); from here, 55,000 entries
-- (20 to 30 ms).
CREATE INDEX work_orders_emergency_created_idx ON work_orders (organization_id, created_at, id)
  INCLUDE (status, priority, work_order_type, due_date)
  WHERE is_emergency;
