-- 011: preventive maintenance by meter and calendar (docs/decisions/022-maintenance-plans.md). A machine's
-- plans (every N engine hours and/or every N days), the work orders made from them, and at most one open
-- order per plan, however many servers or concurrent 'Create N Maintenance Orders' calls there are.

CREATE TABLE maintenance_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  -- A plan is not history: it goes with its machine (a machine with work orders is retired, never deleted).
  equipment_id uuid NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  title varchar(120) NOT NULL,
  interval_hours numeric(12, 1) CHECK (interval_hours > 0),
  interval_days integer CHECK (interval_days > 0),
  estimated_hours numeric(6, 2) CHECK (estimated_hours > 0 AND estimated_hours <= 999.99),
  checklist text[] NOT NULL DEFAULT '{}',
  -- Listed as due this much before an interval runs out.
  margin_hours numeric(12, 1) NOT NULL DEFAULT 0 CHECK (margin_hours >= 0),
  margin_days integer NOT NULL DEFAULT 7 CHECK (margin_days >= 0),
  -- The service the intervals count from: set when the plan is added, moved when an order made from it is
  -- completed (the machine's meter and the day then).
  last_service_hours numeric(12, 1) NOT NULL CHECK (last_service_hours >= 0),
  last_service_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT maintenance_plans_interval_check CHECK (interval_hours IS NOT NULL OR interval_days IS NOT NULL)
);
CREATE INDEX maintenance_plans_equipment_idx ON maintenance_plans (equipment_id, created_at, id);
CREATE INDEX maintenance_plans_organization_idx ON maintenance_plans (organization_id);

-- The plan a preventive work order was made from. Deleting the plan keeps its orders (they are history).
ALTER TABLE work_orders ADD COLUMN maintenance_plan_id uuid REFERENCES maintenance_plans (id) ON DELETE SET NULL;
-- At most one open work order per plan: the guarantee behind 'exactly one open order per due plan'.
CREATE UNIQUE INDEX work_orders_one_open_per_plan ON work_orders (maintenance_plan_id)
  WHERE maintenance_plan_id IS NOT NULL AND status NOT IN ('COMPLETED', 'CANCELLED');

-- The database tools' reader sees the organization's plans like its other data (migration 005).
GRANT SELECT ON maintenance_plans TO mnx_dev_tools_reader;
ALTER TABLE maintenance_plans ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON maintenance_plans FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
