-- 026: email notifications and webhooks (docs/decisions/037-email-notifications.md, 038-webhooks.md).

-- How a person's email comes: one per notification, or a daily digest (critical ones still at once).
ALTER TABLE notification_settings
  ADD COLUMN email_delivery text NOT NULL DEFAULT 'EACH' CHECK (email_delivery IN ('EACH', 'DIGEST'));

-- The EMAIL channel's outbox: one row per (event, person), so a delivery job run twice mails nobody twice.
-- A row to mail at once has a send job; a digest row waits for the person's daily digest. sent_at: mailed.
CREATE TABLE email_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  user_id uuid NOT NULL REFERENCES users(id),
  event_id bigint NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  critical boolean NOT NULL DEFAULT false,
  digest boolean NOT NULL,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, user_id)
);
CREATE INDEX email_messages_digest_waiting ON email_messages (user_id, created_at) WHERE digest AND sent_at IS NULL;
CREATE INDEX email_messages_created_at ON email_messages (created_at);

GRANT SELECT ON email_messages TO mnx_dev_tools_reader;
ALTER TABLE email_messages ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON email_messages FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
