-- 021: parts and stock at a fleet's size (docs/decisions/030-parts-and-stock.md, amendment 2026-11-26;
-- docs/benchmarks.md 'Parts and stock at a fleet's whole history').

-- Whether a part is 'to order' at a location (active, with a minimum, at or below it; or below zero) is kept on
-- its on-hand row, so the 'to order' list reads its own rows from a small index instead of every part's stock at
-- every location (250,000 rows for 20,000 parts at 4 stores and 382 trucks). The ledger's trigger sets it with
-- the quantity; a change of a part's minimum or archived state sets it on the part's rows.
CREATE FUNCTION stock_is_to_order(quantity numeric, min_stock numeric, archived boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $fn$
  SELECT NOT archived AND ((min_stock > 0 AND quantity <= min_stock) OR quantity < 0)
$fn$;

ALTER TABLE stock_on_hand ADD COLUMN to_order boolean NOT NULL DEFAULT false;
-- Built before the rows are set, so it is usable at once (an index built over just-updated rows waits for the
-- transactions older than it).
CREATE INDEX stock_on_hand_to_order_idx ON stock_on_hand (organization_id, location_id) WHERE to_order;
UPDATE stock_on_hand h SET to_order = true
FROM parts p
WHERE p.id = h.part_id AND stock_is_to_order(h.quantity, p.min_stock, p.archived_at IS NOT NULL);

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
    to_order = stock_is_to_order(s.quantity + EXCLUDED.quantity, part_min, part_archived);
  RETURN NULL;
END
$fn$;

CREATE FUNCTION stock_on_hand_after_part_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE stock_on_hand SET to_order = stock_is_to_order(quantity, NEW.min_stock, NEW.archived_at IS NOT NULL)
  WHERE part_id = NEW.id
    AND to_order IS DISTINCT FROM stock_is_to_order(quantity, NEW.min_stock, NEW.archived_at IS NOT NULL);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER parts_keep_to_order AFTER UPDATE OF min_stock, archived_at ON parts
  FOR EACH ROW WHEN (OLD.min_stock IS DISTINCT FROM NEW.min_stock
                     OR (OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL))
  EXECUTE FUNCTION stock_on_hand_after_part_change();

-- Parts in part-number order whatever their archived state: a location's stock walks it and looks up each
-- part's row there (page 1 of the main store's 20,000 parts: 52 parts read instead of all 20,000 sorted).
CREATE INDEX parts_number_idx ON parts (organization_id, part_number, id);
