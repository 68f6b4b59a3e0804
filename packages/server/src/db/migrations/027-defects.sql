-- 027: defects and unsafe machines (docs/decisions/040-defects-and-unsafe-machines.md).
-- Every failed item of a daily inspection is a defect on its machine, written in the inspection's transaction:
-- OPEN -> REPAIR_IN_PROGRESS -> REPAIRED -> CERTIFIED -> ACKNOWLEDGED, or NO_CORRECTION_NEEDED with a reason
-- (the DVIR rule, 49 CFR 396.11 and 396.13). A critical one not yet certified makes its machine unsafe to
-- operate. The inspection's (work order id, category, item) is unique, so an inspection replayed from an
-- offline queue never opens a defect twice. Later slices add the template item and the signatures.
CREATE TABLE defects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  equipment_id uuid NOT NULL REFERENCES equipment(id),
  -- The daily inspection (an INSPECTION work order) whose failed item this is.
  inspection_work_order_id uuid REFERENCES work_orders(id),
  -- The work order that repairs it (made from the defect, or an open one of the machine linked to it).
  work_order_id uuid REFERENCES work_orders(id),
  category text NOT NULL CHECK (length(category) <= 100),
  item text NOT NULL CHECK (length(item) <= 100),
  critical boolean NOT NULL,
  notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 500),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN (
    'OPEN', 'REPAIR_IN_PROGRESS', 'REPAIRED', 'CERTIFIED', 'ACKNOWLEDGED', 'NO_CORRECTION_NEEDED')),
  reported_by_id uuid REFERENCES users(id),
  reported_at timestamptz NOT NULL DEFAULT now(),
  repair_started_at timestamptz,
  repaired_at timestamptz,
  repaired_by_id uuid REFERENCES users(id),
  -- Who certified the repair, or that no correction is needed (then certification_note is the reason).
  certified_at timestamptz,
  certified_by_id uuid REFERENCES users(id),
  certification_note text CHECK (length(certification_note) <= 1000),
  acknowledged_at timestamptz,
  acknowledged_by_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'NO_CORRECTION_NEEDED' OR certification_note IS NOT NULL)
);
-- One defect per failed item of an inspection (the offline replay's idempotency).
CREATE UNIQUE INDEX defects_inspection_item ON defects (inspection_work_order_id, category, item)
  WHERE inspection_work_order_id IS NOT NULL;
-- The lists, newest first: the organization's, by status, and a machine's.
CREATE INDEX defects_organization_recent ON defects (organization_id, reported_at DESC, id);
CREATE INDEX defects_organization_status ON defects (organization_id, status, reported_at DESC, id);
CREATE INDEX defects_organization_critical ON defects (organization_id, reported_at DESC, id) WHERE critical;
CREATE INDEX defects_machine ON defects (equipment_id, reported_at DESC, id);
-- What makes a machine unsafe (read with every machine shown): its critical defects not yet certified.
CREATE INDEX defects_unsafe ON defects (equipment_id, reported_at, id)
  WHERE critical AND status IN ('OPEN', 'REPAIR_IN_PROGRESS', 'REPAIRED');
-- The repair work order's start and completion move its defects.
CREATE INDEX defects_work_order ON defects (work_order_id) WHERE work_order_id IS NOT NULL;

GRANT SELECT ON defects TO mnx_dev_tools_reader;
ALTER TABLE defects ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON defects FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
