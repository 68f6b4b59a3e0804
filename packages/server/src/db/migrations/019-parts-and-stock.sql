-- 019: parts, stock locations and the stock ledger (docs/decisions/030-parts-and-stock.md). Every change of
-- stock is an append-only ledger row; the on-hand quantity per part and location is kept by a trigger in the
-- same transaction (as the work-order counters of migrations 003 and 008), so no list sums the ledger.

CREATE TABLE stock_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  name varchar(120) NOT NULL,
  kind text NOT NULL CHECK (kind IN ('STORE', 'TRUCK')),
  -- The mechanic who keeps a truck: they may move stock to and from it.
  keeper_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX stock_locations_name_unique ON stock_locations (organization_id, lower(name));
CREATE INDEX stock_locations_keeper_idx ON stock_locations (keeper_id) WHERE keeper_id IS NOT NULL;

CREATE TABLE parts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  part_number varchar(100) NOT NULL,
  name varchar(255) NOT NULL,
  description varchar(2000),
  category varchar(100),
  unit text NOT NULL CHECK (unit IN ('EACH', 'PAIR', 'SET', 'LITRE', 'METRE', 'KILOGRAM')),
  -- In the organization's currency; the ledger keeps each row's own cost at the time.
  unit_cost numeric(12, 2) NOT NULL DEFAULT 0 CHECK (unit_cost >= 0),
  min_stock numeric(12, 3) NOT NULL DEFAULT 0 CHECK (min_stock >= 0),
  reorder_qty numeric(12, 3) NOT NULL DEFAULT 0 CHECK (reorder_qty >= 0),
  manufacturer_part_number varchar(100),
  supplier_part_number varchar(100),
  barcode varchar(100),
  -- The equipment models or machines it fits, as typed (a catalogue's free text, not the fleet's ids).
  fits text[] NOT NULL DEFAULT '{}',
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Searched as one lowercased column on a trigram index, as work orders (migration 003).
  search_text text GENERATED ALWAYS AS (
    lower(part_number || E'\n' || name || E'\n' || coalesce(barcode, ''))) STORED
);
-- Part numbers are unique per organization ignoring case ('ab-12' is 'AB-12'); barcodes when set.
CREATE UNIQUE INDEX parts_part_number_unique ON parts (organization_id, lower(part_number));
CREATE UNIQUE INDEX parts_barcode_unique ON parts (organization_id, barcode) WHERE barcode IS NOT NULL;
CREATE INDEX parts_search_trgm_idx ON parts USING gin (search_text gin_trgm_ops);
-- The list in its sort order, active and archived apart, and by category.
CREATE INDEX parts_list_idx ON parts (organization_id, (archived_at IS NOT NULL), part_number, id);
CREATE INDEX parts_category_idx ON parts (organization_id, category, part_number, id);

CREATE TABLE stock_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  part_id uuid NOT NULL REFERENCES parts (id),
  location_id uuid NOT NULL REFERENCES stock_locations (id),
  kind text NOT NULL CHECK (kind IN ('RECEIVED', 'USED', 'RETURNED', 'MOVED_OUT', 'MOVED_IN', 'COUNTED')),
  -- Signed: in is positive, out negative; a count records the difference it found (0 confirms the stock).
  quantity numeric(12, 3) NOT NULL,
  unit_cost numeric(12, 2) NOT NULL CHECK (unit_cost >= 0),
  work_order_id uuid REFERENCES work_orders (id),
  reason varchar(500),
  created_by_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stock_ledger_sign_check CHECK (
    (kind IN ('RECEIVED', 'RETURNED', 'MOVED_IN') AND quantity > 0)
    OR (kind IN ('USED', 'MOVED_OUT') AND quantity < 0)
    OR kind = 'COUNTED'),
  CONSTRAINT stock_ledger_work_order_check CHECK ((kind IN ('USED', 'RETURNED')) = (work_order_id IS NOT NULL)),
  CONSTRAINT stock_ledger_reason_check CHECK (kind <> 'COUNTED' OR reason IS NOT NULL)
);
CREATE INDEX stock_ledger_part_idx ON stock_ledger (part_id, created_at DESC, id DESC);
CREATE INDEX stock_ledger_work_order_idx ON stock_ledger (work_order_id, created_at, id)
  WHERE work_order_id IS NOT NULL;
CREATE INDEX stock_ledger_location_idx ON stock_ledger (location_id);
CREATE INDEX stock_ledger_organization_idx ON stock_ledger (organization_id, created_at);

-- On hand per part and location: the sum of the ledger, kept by the trigger below. needs_count is set when a
-- change leaves it below zero (two offline mechanics took the last one) and cleared by a count.
CREATE TABLE stock_on_hand (
  organization_id uuid NOT NULL REFERENCES organizations (id),
  part_id uuid NOT NULL REFERENCES parts (id),
  location_id uuid NOT NULL REFERENCES stock_locations (id),
  quantity numeric(15, 3) NOT NULL,
  needs_count boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (part_id, location_id)
);
CREATE INDEX stock_on_hand_location_idx ON stock_on_hand (organization_id, location_id);

CREATE FUNCTION stock_on_hand_after_ledger_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO stock_on_hand AS s (organization_id, part_id, location_id, quantity, needs_count, updated_at)
  VALUES (NEW.organization_id, NEW.part_id, NEW.location_id, NEW.quantity,
          NEW.kind <> 'COUNTED' AND NEW.quantity < 0, NEW.created_at)
  ON CONFLICT (part_id, location_id) DO UPDATE SET
    quantity = s.quantity + EXCLUDED.quantity,
    needs_count = CASE WHEN NEW.kind = 'COUNTED' THEN false
                       ELSE s.needs_count OR s.quantity + EXCLUDED.quantity < 0 END,
    updated_at = EXCLUDED.updated_at;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER stock_ledger_keeps_on_hand AFTER INSERT ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION stock_on_hand_after_ledger_insert();

-- Append-only: nothing edits or deletes a ledger row, whoever asks (the owner of a table is not bound by
-- REVOKE, so a trigger refuses it); a mistake is corrected by a new row.
CREATE FUNCTION stock_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: correct a row with a new one'
    USING ERRCODE = 'insufficient_privilege';
END
$fn$;
CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_refuse_change();
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_refuse_change();
REVOKE UPDATE, DELETE, TRUNCATE ON stock_ledger FROM PUBLIC;

-- The database tools' reader sees the organization's parts and stock like its other data (migrations 005, 006).
GRANT SELECT ON parts, stock_locations, stock_ledger, stock_on_hand TO mnx_dev_tools_reader;
ALTER TABLE parts ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON parts FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE stock_locations ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON stock_locations FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE stock_ledger ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON stock_ledger FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE stock_on_hand ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON stock_on_hand FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
