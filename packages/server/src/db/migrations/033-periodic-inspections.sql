-- 033: periodic inspections (docs/decisions/046-periodic-inspections.md). Checklist templates gain a kind (the
-- daily pre-use check, or a monthly / quarterly / annual inspection); a machine has at most one schedule per
-- periodic kind, assigned to an inspector or a competent mechanic; a periodic inspection is a work order of type
-- PERIODIC_INSPECTION that names its schedule, and its submission moves the schedule's next due day.

ALTER TABLE checklist_templates ADD COLUMN kind text NOT NULL DEFAULT 'DAILY'
  CHECK (kind IN ('DAILY', 'MONTHLY', 'QUARTERLY', 'ANNUAL'));
-- The default template is the daily check's only; a type or a machine has one template per kind.
DROP INDEX checklist_templates_default;
DROP INDEX checklist_templates_type;
DROP INDEX checklist_templates_machine;
CREATE UNIQUE INDEX checklist_templates_default ON checklist_templates (organization_id)
  WHERE equipment_type IS NULL AND equipment_id IS NULL;
CREATE UNIQUE INDEX checklist_templates_type ON checklist_templates (organization_id, equipment_type, kind)
  WHERE equipment_type IS NOT NULL;
CREATE UNIQUE INDEX checklist_templates_machine ON checklist_templates (organization_id, equipment_id, kind)
  WHERE equipment_id IS NOT NULL;
ALTER TABLE checklist_templates ADD CONSTRAINT checklist_templates_default_daily
  CHECK (kind = 'DAILY' OR equipment_type IS NOT NULL OR equipment_id IS NOT NULL);

ALTER TABLE work_orders DROP CONSTRAINT work_orders_type_check;
ALTER TABLE work_orders ADD CONSTRAINT work_orders_type_check CHECK (work_order_type IN
  ('REPAIR', 'PREVENTIVE_MAINTENANCE', 'INSPECTION_FOLLOWUP', 'BREAKDOWN', 'SAFETY_ISSUE', 'MODIFICATION',
   'CALIBRATION', 'CLEANING', 'LUBRICATION', 'SEASONAL_PREP', 'INSPECTION', 'PERIODIC_INSPECTION'));

CREATE TABLE periodic_inspection_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  -- A schedule is not history: it goes with its machine (a machine with work orders is retired, never deleted).
  equipment_id uuid NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('MONTHLY', 'QUARTERLY', 'ANNUAL')),
  title varchar(100) NOT NULL,
  interval_count integer NOT NULL CHECK (interval_count > 0),
  interval_unit text NOT NULL CHECK (interval_unit IN ('DAYS', 'MONTHS')),
  due_soon_days integer NOT NULL DEFAULT 14 CHECK (due_soon_days BETWEEN 0 AND 90),
  assignee_id uuid NOT NULL REFERENCES users (id),
  next_due_date date NOT NULL,
  -- The first day it shows as due: the column the dashboard's index walks (today >= it: due or overdue).
  due_window_start date GENERATED ALWAYS AS (next_due_date - due_soon_days) STORED,
  last_done_date date,
  last_inspection_id uuid REFERENCES work_orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (equipment_id, kind)
);
-- The dashboard: an assignee's schedules in their window, and everyone's (a manager's view), by due day.
CREATE INDEX periodic_schedules_assignee_due ON periodic_inspection_schedules
  (organization_id, assignee_id, due_window_start, next_due_date);
CREATE INDEX periodic_schedules_org_due ON periodic_inspection_schedules
  (organization_id, due_window_start, next_due_date);

-- The schedule a periodic inspection was done for (kept when the schedule goes with its machine: history).
ALTER TABLE work_orders ADD COLUMN periodic_schedule_id uuid
  REFERENCES periodic_inspection_schedules (id) ON DELETE SET NULL;
-- Recently done periodic inspections, newest first (the dashboard's 'done' list).
CREATE INDEX work_orders_periodic_done ON work_orders (organization_id, actual_end DESC)
  INCLUDE (assigned_to_id) WHERE work_order_type = 'PERIODIC_INSPECTION';

GRANT SELECT ON periodic_inspection_schedules TO mnx_dev_tools_reader;
ALTER TABLE periodic_inspection_schedules ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON periodic_inspection_schedules FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
