-- 037: a machine's inspection history, daily and periodic together (GET /equipment/{id}/inspections; decision 043,
-- amendment 2026-11-28). One entry a machine's inspection with its day and its id: the history's count and pages
-- read this index alone (ten years of daily checks are 3,650 entries; the last page skips them without reading
-- a row), daily checks and monthly or annual inspections in one day order.
CREATE INDEX work_orders_inspection_history ON work_orders (equipment_id, inspection_date DESC, id DESC)
  WHERE work_order_type IN ('INSPECTION', 'PERIODIC_INSPECTION');
