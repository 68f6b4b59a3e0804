-- 029: checklist templates (docs/decisions/042-checklist-templates.md).
-- A template per equipment type, or per machine (which wins over its type's), or the organization's default (the
-- spec's 16 items). Editing publishes a new version; versions are never changed or deleted, and a daily inspection
-- keeps the version it was done with (work_orders.checklist_template_version_id).
CREATE TABLE checklist_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  -- Neither: the default template; one of them: a type's or a machine's.
  equipment_type text CHECK (length(equipment_type) <= 30),
  equipment_id uuid REFERENCES equipment(id),
  name text NOT NULL CHECK (length(name) <= 100),
  current_version_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (equipment_type IS NULL OR equipment_id IS NULL)
);
CREATE UNIQUE INDEX checklist_templates_default ON checklist_templates (organization_id)
  WHERE equipment_type IS NULL AND equipment_id IS NULL;
CREATE UNIQUE INDEX checklist_templates_type ON checklist_templates (organization_id, equipment_type)
  WHERE equipment_type IS NOT NULL;
CREATE UNIQUE INDEX checklist_templates_machine ON checklist_templates (organization_id, equipment_id)
  WHERE equipment_id IS NOT NULL;

CREATE TABLE checklist_template_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  template_id uuid NOT NULL REFERENCES checklist_templates(id),
  version integer NOT NULL CHECK (version >= 1),
  name text NOT NULL CHECK (length(name) <= 100),
  -- [{title, items: [{id, name, kind, unit, min, max, photoRequiredOnFail, critical}]}]; an item keeps its id
  -- across versions while it is kept.
  sections jsonb NOT NULL,
  published_by_id uuid REFERENCES users(id),
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (template_id, version)
);
ALTER TABLE checklist_templates ADD CONSTRAINT checklist_templates_current_version
  FOREIGN KEY (current_version_id) REFERENCES checklist_template_versions(id);

-- The version a daily inspection was done with (null: before templates).
ALTER TABLE work_orders ADD COLUMN checklist_template_version_id uuid
  REFERENCES checklist_template_versions(id);

GRANT SELECT ON checklist_templates, checklist_template_versions TO mnx_dev_tools_reader;
ALTER TABLE checklist_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON checklist_templates FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE checklist_template_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON checklist_template_versions FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
