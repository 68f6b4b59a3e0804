-- 035: the checklist template item a defect was reported on, as a column (docs/decisions/042, amendment of
-- 2026-11-28). Until now it was only in the inspection's result JSON (work_orders.completion_notes, each item's
-- templateItemId). An item keeps its id across a template's versions, so every defect of "Boom pressure" on any
-- version shares it: the defects list filters by it. Items are JSON inside a version, so there is no foreign key.
ALTER TABLE defects ADD COLUMN template_item_id uuid;

-- Backfilled from the result JSON of the inspection that reported the defect, matched by its category and item
-- (unique per inspection). A result that is not JSON (a note edited by hand before signatures) is skipped: its
-- defects keep no reference, as those reported before templates.
DO $$
DECLARE
  inspection record;
BEGIN
  FOR inspection IN
    SELECT w.id, w.completion_notes FROM work_orders w
    WHERE w.checklist_template_version_id IS NOT NULL AND w.completion_notes LIKE '{%'
      AND EXISTS (SELECT 1 FROM defects d WHERE d.inspection_work_order_id = w.id)
  LOOP
    BEGIN
      UPDATE defects d SET template_item_id = (entry ->> 'templateItemId')::uuid
      FROM jsonb_array_elements(inspection.completion_notes::jsonb -> 'items') AS entry
      WHERE d.inspection_work_order_id = inspection.id
        AND d.category = entry ->> 'category' AND d.item = entry ->> 'item'
        AND entry ->> 'templateItemId' ~ '^[0-9a-fA-F-]{36}$';
    EXCEPTION WHEN others THEN
      NULL;
    END;
  END LOOP;
END $$;

-- The defects list filtered by an item, newest first, like its other filters; it carries the status and critical
-- flag, so an item's list with those filters too is counted from the index alone (as migration 036 does for the
-- others).
CREATE INDEX defects_organization_template_item ON defects (organization_id, template_item_id, reported_at DESC, id)
  INCLUDE (status, critical) WHERE template_item_id IS NOT NULL;
