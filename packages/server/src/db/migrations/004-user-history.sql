-- 004: team management (docs/decisions/014-team-management.md). Every change to a user is kept with who and
-- when: created (with the role and status they were added with), role from/to, status from/to. Users are never
-- deleted, so their names stay on this history and on everyone else's.
-- Emails are already unique case-insensitively across organizations (users_email_unique, 001).

CREATE TABLE user_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event text NOT NULL CONSTRAINT user_history_event_check CHECK (event IN
    ('CREATED', 'ROLE_CHANGED', 'STATUS_CHANGED')),
  from_role text CONSTRAINT user_history_from_role_check CHECK (from_role IN
    ('SUPER_ADMIN', 'FLEET_MANAGER', 'SHOP_FOREMAN', 'FIELD_SUPERVISOR', 'INSPECTOR', 'MECHANIC', 'OPERATOR', 'VIEWER')),
  to_role text CONSTRAINT user_history_to_role_check CHECK (to_role IN
    ('SUPER_ADMIN', 'FLEET_MANAGER', 'SHOP_FOREMAN', 'FIELD_SUPERVISOR', 'INSPECTOR', 'MECHANIC', 'OPERATOR', 'VIEWER')),
  from_status text CONSTRAINT user_history_from_status_check CHECK (from_status IN ('ACTIVE', 'INACTIVE', 'SUSPENDED')),
  to_status text CONSTRAINT user_history_to_status_check CHECK (to_status IN ('ACTIVE', 'INACTIVE', 'SUSPENDED')),
  -- NULL: the seed, the bootstrap sign-in, or this migration's backfill.
  changed_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Each event fills exactly its own columns.
  CONSTRAINT user_history_shape_check CHECK (
    (event = 'CREATED' AND from_role IS NULL AND from_status IS NULL
      AND to_role IS NOT NULL AND to_status IS NOT NULL)
    OR (event = 'ROLE_CHANGED' AND from_status IS NULL AND to_status IS NULL
      AND from_role IS NOT NULL AND to_role IS NOT NULL)
    OR (event = 'STATUS_CHANGED' AND from_role IS NULL AND to_role IS NULL
      AND from_status IS NOT NULL AND to_status IS NOT NULL)
  )
);
CREATE INDEX user_history_user_idx ON user_history (user_id, created_at);

-- Everyone who exists before this migration gets their 'created' line, with the role and status they hold now.
INSERT INTO user_history (organization_id, user_id, event, to_role, to_status, created_at)
SELECT organization_id, id, 'CREATED', role, status, created_at FROM users;
