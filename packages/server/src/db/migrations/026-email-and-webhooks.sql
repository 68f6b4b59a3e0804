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

-- Webhooks for integrators (038): an organization's addresses and the kinds of event each is sent. `secret`
-- signs each delivery (HMAC-SHA256), so it is kept as it is, shown once, and never granted to the database
-- tools' reader. `failing`: the last delivery failed after every retry.
CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  url text NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 2000),
  kinds text[] NOT NULL CHECK (cardinality(kinds) > 0),
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  failing boolean NOT NULL DEFAULT false,
  created_by_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- recordEvents asks, with every change, whether the organization has an enabled webhook for the kinds.
CREATE INDEX webhooks_organization_enabled ON webhooks (organization_id) WHERE enabled;

-- One delivery per (webhook, event): the fan-out run twice sends nothing twice. The body is kept, so 'send
-- again' sends what was sent (events are purged after a week). Removed with its webhook.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id bigint NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'RETRYING', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  response_code integer,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_created_at ON webhook_deliveries (created_at);

GRANT SELECT ON webhook_deliveries TO mnx_dev_tools_reader;
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON webhook_deliveries FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
