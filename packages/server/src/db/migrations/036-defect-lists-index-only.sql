-- 036: the defects lists counted from their indexes alone (docs/decisions/040, amendment 2026-11-28).
-- A list filtered by status and critical (or by critical alone) checked each match's row for `critical`: counting
-- 10,001 'no correction needed, critical' of 500,000 defects read 5,029 pages. The organization's two list indexes
-- now carry the filters, so the count and the page walk read index entries only.
DROP INDEX defects_organization_recent;
CREATE INDEX defects_organization_recent ON defects (organization_id, reported_at DESC, id)
  INCLUDE (status, critical);
DROP INDEX defects_organization_status;
CREATE INDEX defects_organization_status ON defects (organization_id, status, reported_at DESC, id)
  INCLUDE (critical);
