-- 013: photos on escalations, failed inspection items and work orders (docs/decisions/021-photos.md). The files
-- live outside the database (PHOTO_DIR); a row holds what the server needs to serve and check them.

CREATE TABLE photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  -- Only the person who uploaded a photo may attach it.
  uploaded_by_id uuid NOT NULL REFERENCES users (id),
  -- From the file's first bytes, never from what the sender said.
  content_type varchar(20) NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 10485760),
  -- Set once, when a write attaches the photo; an unattached one is served to nobody.
  work_order_id uuid REFERENCES work_orders (id),
  -- The history line it came with (escalation, Start, Complete, inspection); null when added in the details.
  history_id uuid REFERENCES work_order_history (id),
  -- The failed daily-inspection item it shows ('Category|Item').
  inspection_item varchar(210),
  attached_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT photos_attached_check CHECK ((work_order_id IS NULL) = (attached_at IS NULL))
);
-- A work order's photos, oldest first (its details), and the count per record when attaching.
CREATE INDEX photos_work_order_idx ON photos (work_order_id, created_at, id) WHERE work_order_id IS NOT NULL;
-- Unattached uploads, cleared after a day (an upload whose write was refused or never sent).
CREATE INDEX photos_unattached_idx ON photos (created_at) WHERE work_order_id IS NULL;
CREATE INDEX photos_organization_idx ON photos (organization_id);

-- The database tools' reader sees the organization's photo metadata like its other data (migration 005).
GRANT SELECT ON photos TO mnx_dev_tools_reader;
ALTER TABLE photos ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON photos FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
