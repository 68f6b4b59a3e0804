-- 014: an organization may keep where its photos were taken (docs/decisions/021-photos.md). Off by default: a
-- photo's location is then never read on the device nor stored here.

ALTER TABLE organizations ADD COLUMN keep_photo_location boolean NOT NULL DEFAULT false;

-- Read from the original file's EXIF on the device, stored only while the organization keeps locations.
ALTER TABLE photos ADD COLUMN latitude double precision, ADD COLUMN longitude double precision;
ALTER TABLE photos ADD CONSTRAINT photos_location_check CHECK (
  (latitude IS NULL) = (longitude IS NULL)
  AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))
);

-- The session cache holds the organization as the profile shows it (migration 003): a changed setting makes
-- every server forget the organization's cached sessions when it commits.
CREATE TRIGGER organizations_notify_keep_photo_location AFTER UPDATE OF keep_photo_location ON organizations
  FOR EACH ROW WHEN (OLD.keep_photo_location IS DISTINCT FROM NEW.keep_photo_location)
  EXECUTE FUNCTION notify_organization_change();
