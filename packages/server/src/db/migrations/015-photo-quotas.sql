-- 015: photo upload quotas (docs/decisions/024-limits-and-photo-quotas.md). Uploads and bytes are counted in
-- the sign-in rate limit's table (one fixed-window counter per key, shared by every server); an organization's
-- bytes in a day pass 2^31, so its counts become bigint.
ALTER TABLE rate_limit_counters ALTER COLUMN hits TYPE bigint;

-- A person's and an organization's unattached uploads, counted on every upload.
CREATE INDEX photos_unattached_uploader_idx ON photos (uploaded_by_id) WHERE work_order_id IS NULL;
CREATE INDEX photos_unattached_organization_idx ON photos (organization_id) WHERE work_order_id IS NULL;
