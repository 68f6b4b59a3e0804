-- 034: what else a machine's telematics tells (docs/decisions/047-machine-alerts-and-feed-values.md; issue 29's
-- third slice): its fault codes as machine alerts, its fuel burnt as a meter, its fuel and DEF levels and engine
-- status as its latest levels, and a critical fault's event for the shop foremen.

-- A fault code (AEMP 2.0 FaultCode: CodeIdentifier, CodeDescription, CodeSeverity, CodeSource, its time) on a
-- machine. One row per machine and code (with its source) while it is not cleared: the same code reported again
-- by a later poll counts an occurrence on it (a re-poll of the same time counts nothing). Once cleared, a later
-- occurrence opens a new row; an occurrence no later than the cleared one's is an old report and is ignored.
CREATE TABLE machine_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  equipment_id uuid NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
  connection_id uuid REFERENCES telematics_connections(id) ON DELETE SET NULL,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 200),
  code_source text NOT NULL DEFAULT '' CHECK (length(code_source) <= 200),
  description text CHECK (length(description) <= 1000),
  severity text NOT NULL CHECK (severity IN ('CRITICAL', 'HIGH', 'MEDIUM', 'LOW')),
  feed_severity text CHECK (length(feed_severity) <= 100),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ACKNOWLEDGED', 'CLEARED')),
  first_occurred_at timestamptz NOT NULL,
  last_occurred_at timestamptz NOT NULL,
  occurrences integer NOT NULL DEFAULT 1 CHECK (occurrences >= 1),
  acknowledged_at timestamptz,
  acknowledged_by_id uuid REFERENCES users(id),
  acknowledged_note text CHECK (length(acknowledged_note) <= 1000),
  cleared_at timestamptz,
  cleared_by_id uuid REFERENCES users(id),
  cleared_note text CHECK (length(cleared_note) <= 1000),
  work_order_id uuid REFERENCES work_orders(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX machine_alerts_open_code ON machine_alerts (equipment_id, code, code_source)
  WHERE status <> 'CLEARED';
CREATE INDEX machine_alerts_machine ON machine_alerts (equipment_id, code, code_source, last_occurred_at DESC);
CREATE INDEX machine_alerts_organization ON machine_alerts (organization_id, last_occurred_at DESC, id);
CREATE INDEX machine_alerts_organization_open ON machine_alerts (organization_id, last_occurred_at DESC, id)
  WHERE status <> 'CLEARED';

-- A machine's latest levels from its telematics (FuelRemaining, DEFRemaining: percent; EngineStatus: running),
-- each with the time the feed gave it, each moved only by a later one.
CREATE TABLE equipment_levels (
  equipment_id uuid PRIMARY KEY REFERENCES equipment(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  fuel_remaining_percent double precision CHECK (fuel_remaining_percent BETWEEN 0 AND 100),
  fuel_remaining_at timestamptz,
  def_remaining_percent double precision CHECK (def_remaining_percent BETWEEN 0 AND 100),
  def_remaining_at timestamptz,
  engine_running boolean,
  engine_status_at timestamptz,
  connection_id uuid REFERENCES telematics_connections(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The fuel burnt since new, in litres (AEMP 2.0 FuelUsed), as a meter's readings.
ALTER TABLE meters DROP CONSTRAINT meters_kind_check;
ALTER TABLE meters ADD CONSTRAINT meters_kind_check
  CHECK (kind IN ('ENGINE_HOURS', 'ODOMETER', 'PTO_HOURS', 'IDLE_HOURS', 'FUEL_USED'));

ALTER TABLE events DROP CONSTRAINT events_kind_check;
ALTER TABLE events ADD CONSTRAINT events_kind_check CHECK (kind IN (
  'WORK_ORDER_CREATED', 'WORK_ORDER_UPDATED', 'WORK_ORDER_ASSIGNED', 'WORK_ORDER_STATUS_CHANGED',
  'WORK_ORDER_COMPLETED', 'ESCALATION_REPORTED', 'CRITICAL_BREAKDOWN', 'INSPECTION_ASSIGNED',
  'INSPECTION_FAILED_ITEM', 'INSPECTION_MISSED', 'MAINTENANCE_DUE', 'PART_BELOW_MINIMUM', 'MACHINE_UNSAFE',
  'MACHINE_BACK_IN_SERVICE', 'MACHINE_FAULT_CRITICAL', 'USER_ADDED', 'USER_DEACTIVATED'));

GRANT SELECT ON machine_alerts, equipment_levels TO mnx_dev_tools_reader;
ALTER TABLE machine_alerts ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON machine_alerts FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE equipment_levels ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON equipment_levels FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
