-- 012: what several servers on one database must share, and what a crash must not undo
-- (docs/decisions/019-several-servers-and-crashes.md).

-- The sign-in rate limit: one counter per route and client address, counted by every server. A fixed window:
-- the first call after `window_ends_at` starts a new one (plugins/rate-limit-store.ts, one atomic upsert).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_ends_at);

-- The built-in demo identity provider's records (oidc-provider's adapter: interactions, its sign-in sessions,
-- grants, authorization codes...), so a sign-in begun on one server can finish on another.
CREATE TABLE oidc_provider_records (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_provider_records_grant_idx ON oidc_provider_records (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_provider_records_uid_idx ON oidc_provider_records (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_provider_records_user_code_idx ON oidc_provider_records (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_provider_records_expires_idx ON oidc_provider_records (expires_at);

-- An Idempotency-Key's write committed: written in the write's own transaction, so a key whose answer was never
-- stored (the server died between the commit and storing it) is never taken over and applied a second time.
ALTER TABLE idempotency_keys ADD COLUMN applied_at timestamptz;
