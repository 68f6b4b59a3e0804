-- 025: Web Push subscriptions and the PART_BELOW_MINIMUM event (docs/decisions/039-web-push.md).
-- One row per device (browser profile) that allowed notifications: its push service's endpoint and the keys the
-- server encrypts each message to (RFC 8291). The endpoint is the device's: a person signing in on it takes it
-- over. Tied to the session that subscribed, so a device signed out (or its session ended) is sent nothing.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  user_id uuid NOT NULL REFERENCES users(id),
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 2048),
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_person ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id);
-- Not granted to the database tools' reader (src/modules/dev-tools/exposed-tables.ts): an endpoint and its keys
-- are what it takes to message a person's device.

-- A stock change that takes a part to or below its minimum at a location (the parts module records it).
ALTER TABLE events DROP CONSTRAINT events_kind_check;
ALTER TABLE events ADD CONSTRAINT events_kind_check CHECK (kind IN (
  'WORK_ORDER_CREATED', 'WORK_ORDER_UPDATED', 'WORK_ORDER_ASSIGNED', 'WORK_ORDER_STATUS_CHANGED',
  'WORK_ORDER_COMPLETED', 'ESCALATION_REPORTED', 'CRITICAL_BREAKDOWN', 'INSPECTION_ASSIGNED',
  'INSPECTION_FAILED_ITEM', 'INSPECTION_MISSED', 'MAINTENANCE_DUE', 'PART_BELOW_MINIMUM', 'USER_ADDED',
  'USER_DEACTIVATED'));
ALTER TABLE events DROP CONSTRAINT events_subject_type_check;
ALTER TABLE events ADD CONSTRAINT events_subject_type_check
  CHECK (subject_type IN ('WORK_ORDER', 'USER', 'EQUIPMENT', 'PART'));
