-- 030: signatures on inspection records and the record's retention (docs/decisions/043-signatures-and-the-record.md).
-- The operator signs the inspection, the mechanic the repair's certification (or that no correction is needed), the
-- next operator the acknowledgement. A signature keeps the mark as vector data (strokes of [x, y] points on a pad
-- of width x height pixels, or a typed name confirmed), who signed and when, and the SHA-256 hash of the canonical
-- text of what was signed (verified by the server when it was recorded). Rows are never updated nor deleted.
CREATE TABLE signatures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  step text NOT NULL CHECK (step IN ('INSPECTION', 'DEFECT_CERTIFICATION', 'DEFECT_ACKNOWLEDGEMENT')),
  -- The inspection (an INSPECTION work order) signed, or the defect whose step is signed.
  work_order_id uuid REFERENCES work_orders(id),
  defect_id uuid REFERENCES defects(id),
  signer_id uuid NOT NULL REFERENCES users(id),
  -- The signer's name when they signed (a later rename does not change the record).
  signer_name text NOT NULL CHECK (length(signer_name) <= 200),
  typed_name text CHECK (length(typed_name) <= 100),
  strokes jsonb NOT NULL DEFAULT '[]'::jsonb,
  pad_width integer NOT NULL CHECK (pad_width BETWEEN 1 AND 2000),
  pad_height integer NOT NULL CHECK (pad_height BETWEEN 1 AND 2000),
  signed_at timestamptz NOT NULL,
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((step = 'INSPECTION') = (work_order_id IS NOT NULL AND defect_id IS NULL)),
  CHECK ((step <> 'INSPECTION') = (defect_id IS NOT NULL AND work_order_id IS NULL)),
  CHECK (jsonb_typeof(strokes) = 'array' AND (jsonb_array_length(strokes) > 0 OR typed_name IS NOT NULL))
);
-- One signature per inspection and per defect step: a replay from the offline queue adds nothing.
CREATE UNIQUE INDEX signatures_inspection ON signatures (work_order_id) WHERE work_order_id IS NOT NULL;
CREATE UNIQUE INDEX signatures_defect_step ON signatures (defect_id, step) WHERE defect_id IS NOT NULL;
CREATE INDEX signatures_organization ON signatures (organization_id, signed_at DESC);

GRANT SELECT ON signatures TO mnx_dev_tools_reader;
ALTER TABLE signatures ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON signatures FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

-- How long inspection records (inspections, defects, signatures) are kept at least: a year unless set, never under
-- three months (49 CFR 396.11). The app deletes none of them; this is the floor any future purge must respect.
ALTER TABLE organizations ADD COLUMN record_retention_months integer NOT NULL DEFAULT 12
  CHECK (record_retention_months BETWEEN 3 AND 120);
