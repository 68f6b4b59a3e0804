-- 038: the languages people read the product in (issue 30; docs/decisions/048 and 049). A person's language is
-- their own choice (null: follow the device's language); the organization's default is the language of what is
-- sent to those who never chose one (emails, notifications, PDF reports). Codes as LOCALES in
-- packages/domain/src/i18n/locales.ts.
ALTER TABLE users ADD COLUMN language text CONSTRAINT users_language_check
  CHECK (language IN ('en', 'es', 'fr-CA'));
ALTER TABLE organizations ADD COLUMN default_language text NOT NULL DEFAULT 'en'
  CONSTRAINT organizations_default_language_check CHECK (default_language IN ('en', 'es', 'fr-CA'));
-- A session's profile shows the organization's default language: cached sessions forget it when it changes, as
-- they do the name (migration 003).
DROP TRIGGER organizations_notify_update ON organizations;
CREATE TRIGGER organizations_notify_update AFTER UPDATE OF name, default_language ON organizations FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.default_language IS DISTINCT FROM NEW.default_language)
  EXECUTE FUNCTION notify_organization_change();
