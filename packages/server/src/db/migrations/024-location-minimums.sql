-- 024: a part's minimum stock per location (docs/decisions/036). A service truck carries two filters while the
-- main store keeps twenty: the part's own minimum stays the default, and a location may set its own
-- (stock_on_hand.min_stock; null: the part's applies). The 'to order' flag of migration 021 reads whichever
-- applies, in the ledger's trigger, when a part's minimum changes, and when a location's is set (the parts
-- module's write sets the flag in the same statement).
ALTER TABLE stock_on_hand ADD COLUMN min_stock numeric(12, 3)
  CONSTRAINT stock_on_hand_min_stock_check CHECK (min_stock IS NULL OR min_stock >= 0);

CREATE OR REPLACE FUNCTION stock_on_hand_after_ledger_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  part_min numeric;
  part_archived boolean;
BEGIN
  -- The stock change holds the part's row (FOR SHARE), so its minimum cannot change under it.
  SELECT min_stock, archived_at IS NOT NULL INTO part_min, part_archived FROM parts WHERE id = NEW.part_id;
  INSERT INTO stock_on_hand AS s (organization_id, part_id, location_id, quantity, needs_count, updated_at, to_order)
  VALUES (NEW.organization_id, NEW.part_id, NEW.location_id, NEW.quantity,
          NEW.kind <> 'COUNTED' AND NEW.quantity < 0, NEW.created_at,
          stock_is_to_order(NEW.quantity, part_min, part_archived))
  ON CONFLICT (part_id, location_id) DO UPDATE SET
    quantity = s.quantity + EXCLUDED.quantity,
    needs_count = CASE WHEN NEW.kind = 'COUNTED' THEN false
                       ELSE s.needs_count OR s.quantity + EXCLUDED.quantity < 0 END,
    updated_at = EXCLUDED.updated_at,
    to_order = stock_is_to_order(s.quantity + EXCLUDED.quantity, COALESCE(s.min_stock, part_min), part_archived);
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION stock_on_hand_after_part_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE stock_on_hand
  SET to_order = stock_is_to_order(quantity, COALESCE(min_stock, NEW.min_stock), NEW.archived_at IS NOT NULL)
  WHERE part_id = NEW.id
    AND to_order IS DISTINCT FROM
        stock_is_to_order(quantity, COALESCE(min_stock, NEW.min_stock), NEW.archived_at IS NOT NULL);
  RETURN NULL;
END
$fn$;
