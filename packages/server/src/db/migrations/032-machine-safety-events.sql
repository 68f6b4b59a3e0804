-- 032: a machine made unsafe to operate by a critical defect, and back in service when its last one is
-- certified (the defects module records them; docs/decisions/040, amendment "Being told").
ALTER TABLE events DROP CONSTRAINT events_kind_check;
ALTER TABLE events ADD CONSTRAINT events_kind_check CHECK (kind IN (
  'WORK_ORDER_CREATED', 'WORK_ORDER_UPDATED', 'WORK_ORDER_ASSIGNED', 'WORK_ORDER_STATUS_CHANGED',
  'WORK_ORDER_COMPLETED', 'ESCALATION_REPORTED', 'CRITICAL_BREAKDOWN', 'INSPECTION_ASSIGNED',
  'INSPECTION_FAILED_ITEM', 'INSPECTION_MISSED', 'MAINTENANCE_DUE', 'PART_BELOW_MINIMUM', 'MACHINE_UNSAFE',
  'MACHINE_BACK_IN_SERVICE', 'USER_ADDED', 'USER_DEACTIVATED'));
