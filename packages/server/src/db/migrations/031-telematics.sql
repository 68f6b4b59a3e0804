-- 031: telematics connections (docs/decisions/044-telematics.md; issue 29's second slice). A provider's ISO/TS
-- 15143-3 (AEMP 2.0) fleet snapshot polled on the job queue; its hours arrive as meter readings (041) through
-- the meters module; its machines are matched to ours by serial number / PIN, or wait on the unmatched list.

-- `credentials` is the connection's secrets (Basic user and password, or OAuth 2 client id and secret) as one
-- AES-256-GCM sealed text ("v1.<iv>.<tag>.<ciphertext>"), never answered by the API and never granted to the
-- database tools' reader. next_poll_at: when the scheduler takes it next; poll_started_at: a poll under way
-- (one at a time, whatever the number of servers).
CREATE TABLE telematics_connections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  base_url text NOT NULL CHECK (base_url ~ '^https?://' AND length(base_url) <= 2000),
  auth_kind text NOT NULL CHECK (auth_kind IN ('BASIC', 'OAUTH2')),
  token_url text CHECK (token_url ~ '^https?://' AND length(token_url) <= 2000),
  credentials text NOT NULL,
  poll_interval_minutes integer NOT NULL DEFAULT 30 CHECK (poll_interval_minutes BETWEEN 5 AND 1440),
  meters text[] NOT NULL DEFAULT '{ENGINE_HOURS}',
  enabled boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'OK', 'FAILING', 'RATE_LIMITED')),
  last_poll_at timestamptz,
  last_error text,
  last_summary jsonb,
  consecutive_failures integer NOT NULL DEFAULT 0,
  next_poll_at timestamptz NOT NULL DEFAULT now(),
  poll_started_at timestamptz,
  created_by_id uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX telematics_connections_organization ON telematics_connections (organization_id, created_at);
CREATE INDEX telematics_connections_due ON telematics_connections (next_poll_at) WHERE enabled;

-- The machines a connection's feed names, one row per (connection, the machine's key in the feed: its serial
-- number, else PIN, else the feed's equipment id, lowercase): MATCHED to one of ours by serial number / PIN
-- (and make/model), LINKED by hand, UNMATCHED (waiting on the list) or IGNORED.
CREATE TABLE telematics_machines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  connection_id uuid NOT NULL REFERENCES telematics_connections(id) ON DELETE CASCADE,
  feed_key text NOT NULL,
  oem_name text,
  model text,
  serial_number text,
  pin text,
  feed_equipment_id text,
  status text NOT NULL CHECK (status IN ('MATCHED', 'LINKED', 'UNMATCHED', 'IGNORED')),
  equipment_id uuid REFERENCES equipment(id) ON DELETE SET NULL,
  last_hours double precision,
  last_hours_at timestamptz,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (connection_id, feed_key)
);
CREATE INDEX telematics_machines_unmatched ON telematics_machines (organization_id, last_seen_at DESC)
  WHERE status = 'UNMATCHED';

-- A machine's last known position, as its telematics last told (with the time it was taken there).
CREATE TABLE equipment_positions (
  equipment_id uuid PRIMARY KEY REFERENCES equipment(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  taken_at timestamptz NOT NULL,
  connection_id uuid REFERENCES telematics_connections(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT ON telematics_machines, equipment_positions TO mnx_dev_tools_reader;
ALTER TABLE telematics_machines ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON telematics_machines FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
ALTER TABLE equipment_positions ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON equipment_positions FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
