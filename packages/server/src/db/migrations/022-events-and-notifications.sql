-- 022: events and notifications (docs/decisions/035-events-and-notifications.md).
-- `events` is the outbox: each thing that happens, written in the same transaction as the change; its id
-- orders the live screens' stream (and their catch-up after a dropped connection). Delivery runs after
-- commit, as jobs of the job queue (pg-boss, its own schema `pgboss`).
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  kind text NOT NULL CHECK (kind IN (
    'WORK_ORDER_CREATED', 'WORK_ORDER_UPDATED', 'WORK_ORDER_ASSIGNED', 'WORK_ORDER_STATUS_CHANGED',
    'WORK_ORDER_COMPLETED', 'ESCALATION_REPORTED', 'CRITICAL_BREAKDOWN', 'INSPECTION_ASSIGNED',
    'INSPECTION_FAILED_ITEM', 'INSPECTION_MISSED', 'MAINTENANCE_DUE', 'USER_ADDED', 'USER_DEACTIVATED')),
  subject_type text NOT NULL CHECK (subject_type IN ('WORK_ORDER', 'USER', 'EQUIPMENT')),
  subject_id uuid NOT NULL,
  -- Who made the change (never told of it); null for the scheduled checks.
  actor_id uuid REFERENCES users(id),
  data jsonb NOT NULL DEFAULT '{}',
  -- An event that must happen once (a missed inspection): a second record of the same key is skipped.
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_organization_recent ON events (organization_id, id);
CREATE INDEX events_created_at ON events (created_at);
CREATE UNIQUE INDEX events_once ON events (organization_id, dedupe_key) WHERE dedupe_key IS NOT NULL;

-- The bell: one row per person told of an event. (event_id, user_id) is unique, so a delivery job run twice
-- (retried after a crash, or by two servers) tells nobody twice. No foreign key to events: old events are
-- purged, a person's notifications stay until read and old.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  user_id uuid NOT NULL REFERENCES users(id),
  event_id bigint NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  subject_type text NOT NULL,
  subject_id uuid NOT NULL,
  link text NOT NULL,
  critical boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, user_id)
);
CREATE INDEX notifications_person_recent ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_person_unread ON notifications (user_id, created_at DESC, id DESC) WHERE read_at IS NULL;

-- A person's choices per kind and channel (only those they changed; the domain's defaults otherwise).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users(id),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('IN_APP', 'PUSH', 'EMAIL')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, channel)
);

-- A person's quiet hours ('HH:MM' in their time zone; both null: none).
CREATE TABLE notification_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  quiet_hours_start text CHECK (quiet_hours_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  quiet_hours_end text CHECK (quiet_hours_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text NOT NULL DEFAULT 'UTC',
  critical_passes boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((quiet_hours_start IS NULL) = (quiet_hours_end IS NULL))
);

-- The database tools' reader sees the organization's events and notifications (migration 005).
GRANT SELECT ON events, notifications, notification_preferences, notification_settings TO mnx_dev_tools_reader;
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON events FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON notifications FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON notification_preferences FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE notification_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON notification_settings FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
