-- 003: a fleet's whole history (DECISIONS.md 'Scale', docs/decisions/013-scale.md). Every list page comes
-- from an index in its sort order, searches use trigram indexes, the dashboard figures never scan history,
-- and every server's session cache hears about revoked sessions and changed users.

-- Trigram indexes for 'contains' searches (PGlite loads the extension when it opens the database).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The lists' order of priority and status: the position in the domain's WORK_ORDER_PRIORITIES and
-- WORK_ORDER_STATUSES (test/db/migrations.test.ts checks both). Indexes and queries use the same functions.
CREATE FUNCTION work_order_priority_rank(priority text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE priority WHEN 'LOW' THEN 0 WHEN 'MEDIUM' THEN 1 WHEN 'HIGH' THEN 2 WHEN 'CRITICAL' THEN 3 END;

CREATE FUNCTION work_order_status_rank(status text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE status WHEN 'PENDING' THEN 0 WHEN 'ASSIGNED' THEN 1 WHEN 'IN_PROGRESS' THEN 2
    WHEN 'WAITING_PARTS' THEN 3 WHEN 'WAITING_APPROVAL' THEN 4 WHEN 'COMPLETED' THEN 5 WHEN 'CANCELLED' THEN 6
    WHEN 'ON_HOLD' THEN 7 END;

-- Work-order pages, one index per sortBy; ties are broken by created_at then id in the same direction, so
-- one index serves both directions (due dates keep no-date last both ways, hence two).
DROP INDEX work_orders_org_created_idx;
CREATE INDEX work_orders_created_sort_idx ON work_orders (organization_id, created_at, id);
CREATE INDEX work_orders_due_sort_idx ON work_orders (organization_id, due_date, created_at, id);
CREATE INDEX work_orders_due_desc_sort_idx
  ON work_orders (organization_id, due_date DESC NULLS LAST, created_at DESC, id DESC);
CREATE INDEX work_orders_priority_sort_idx
  ON work_orders (organization_id, work_order_priority_rank(priority), created_at, id);
CREATE INDEX work_orders_status_sort_idx
  ON work_orders (organization_id, work_order_status_rank(status), created_at, id);

-- Open work orders (not COMPLETED or CANCELLED) are a few thousand among a million: the dashboards' figures,
-- the work queues and the open-status lists read them from these partial indexes.
CREATE INDEX work_orders_open_idx ON work_orders (organization_id, status)
  INCLUDE (priority, is_emergency, due_date, scheduled_end, mechanic_id, assigned_to_id)
  WHERE status NOT IN ('COMPLETED', 'CANCELLED');
-- These hold what the open lists filter on, so a page's ids come from the index alone.
CREATE INDEX work_orders_open_created_idx ON work_orders (organization_id, status, created_at, id)
  WHERE status NOT IN ('COMPLETED', 'CANCELLED');
CREATE INDEX work_orders_open_due_idx ON work_orders (organization_id, due_date, created_at, id)
  INCLUDE (status) WHERE status NOT IN ('COMPLETED', 'CANCELLED');
CREATE INDEX work_orders_open_priority_idx
  ON work_orders (organization_id, work_order_priority_rank(priority), created_at, id)
  INCLUDE (priority, status, mechanic_id, assigned_to_id) WHERE status NOT IN ('COMPLETED', 'CANCELLED');

-- A machine's work-order counts on the equipment list, read from the index alone.
DROP INDEX work_orders_org_equipment_idx;
CREATE INDEX work_orders_equipment_idx ON work_orders (organization_id, equipment_id)
  INCLUDE (status, work_order_type);

-- Daily inspections: today's, and the open ones of earlier days ('missed').
CREATE INDEX work_orders_inspection_day_idx ON work_orders (organization_id, inspection_date)
  INCLUDE (status, assigned_to_id, equipment_id) WHERE work_order_type = 'INSPECTION';
CREATE INDEX work_orders_open_inspections_idx ON work_orders (organization_id, inspection_date)
  INCLUDE (assigned_to_id)
  WHERE work_order_type = 'INSPECTION' AND status NOT IN ('COMPLETED', 'WAITING_APPROVAL', 'CANCELLED');

-- Due maintenance: the preventive orders that may cover a machine.
CREATE INDEX work_orders_preventive_idx ON work_orders (equipment_id, created_at) INCLUDE (status)
  WHERE work_order_type = 'PREVENTIVE_MAINTENANCE' AND status <> 'CANCELLED';

-- Searches ('contains', ignoring case) on trigram indexes. A work order's title and description are also
-- kept lowercased in one column: its index finds candidates, and checking each one is then a plain LIKE,
-- about 25 times cheaper than ILIKE lowercasing long descriptions again row after row. The line break keeps
-- a search from matching across the two (a search box cannot send one).
ALTER TABLE work_orders ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(title || E'\n' || description)) STORED;
CREATE INDEX work_orders_search_trgm_idx ON work_orders USING gin (search_text gin_trgm_ops);
CREATE INDEX work_orders_job_site_trgm_idx ON work_orders USING gin (job_site gin_trgm_ops);
CREATE INDEX equipment_search_trgm_idx ON equipment USING gin (
  equipment_number gin_trgm_ops, name gin_trgm_ops, make gin_trgm_ops, model gin_trgm_ops,
  serial_number gin_trgm_ops, current_job_site gin_trgm_ops);
CREATE INDEX users_search_trgm_idx ON users USING gin (
  first_name gin_trgm_ops, last_name gin_trgm_ops, email gin_trgm_ops, (first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX equipment_assignments_job_site_trgm_idx ON equipment_assignments USING gin (job_site gin_trgm_ops);

-- Other lists in their sort order.
CREATE INDEX equipment_assignments_start_sort_idx ON equipment_assignments (organization_id, start_date, id);
CREATE INDEX users_name_sort_idx ON users (organization_id, last_name, first_name, id);

-- Figures that would otherwise count an organization's whole history, kept in the same transaction as
-- every change by statement triggers: all work orders, the completed ones, and the completed ones with a
-- work clock (actual_end >= actual_start) with their hours summed, for the average completion time.
CREATE TABLE work_order_counts (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id),
  total bigint NOT NULL DEFAULT 0,
  completed bigint NOT NULL DEFAULT 0,
  timed_completed bigint NOT NULL DEFAULT 0,
  completed_hours double precision NOT NULL DEFAULT 0
);

-- The statement's rows as signed changes (+1 for a row added, -1 for a row removed), summed per organization
-- and added to its counts. INSERT has only new rows, DELETE only old ones, UPDATE both; an update that moves
-- no figure (most do not) writes nothing. Organizations in id order, so two statements never deadlock.
CREATE FUNCTION work_order_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO work_order_counts AS c (organization_id, total, completed, timed_completed, completed_hours)
    SELECT organization_id, sum(sign), COALESCE(sum(sign) FILTER (WHERE status = 'COMPLETED'), 0),
           COALESCE(sum(sign) FILTER (WHERE timed), 0), COALESCE(sum(sign * hours) FILTER (WHERE timed), 0)
    FROM (SELECT organization_id, sign, status, status = 'COMPLETED' AND actual_end >= actual_start AS timed,
                 EXTRACT(EPOCH FROM (actual_end - actual_start))::double precision / 3600 AS hours
          FROM (%s) r) changes
    GROUP BY organization_id
    HAVING sum(sign) <> 0 OR sum(sign) FILTER (WHERE status = 'COMPLETED') <> 0
        OR sum(sign) FILTER (WHERE timed) <> 0
    ORDER BY organization_id
    ON CONFLICT (organization_id) DO UPDATE SET
      total = c.total + EXCLUDED.total,
      completed = c.completed + EXCLUDED.completed,
      timed_completed = c.timed_completed + EXCLUDED.timed_completed,
      completed_hours = c.completed_hours + EXCLUDED.completed_hours
  $sql$, changed);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER work_order_counts_insert AFTER INSERT ON work_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_after_change();
CREATE TRIGGER work_order_counts_update AFTER UPDATE ON work_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_after_change();
CREATE TRIGGER work_order_counts_delete AFTER DELETE ON work_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION work_order_counts_after_change();

INSERT INTO work_order_counts (organization_id, total, completed, timed_completed, completed_hours)
SELECT o.id, count(wo.id), count(*) FILTER (WHERE wo.status = 'COMPLETED'),
       count(*) FILTER (WHERE wo.status = 'COMPLETED' AND wo.actual_end >= wo.actual_start),
       COALESCE(sum(EXTRACT(EPOCH FROM (wo.actual_end - wo.actual_start))::double precision / 3600)
         FILTER (WHERE wo.status = 'COMPLETED' AND wo.actual_end >= wo.actual_start), 0)
FROM organizations o LEFT JOIN work_orders wo ON wo.organization_id = o.id
GROUP BY o.id;

-- Every server caches live sessions with their user for a few seconds (docs/decisions/013-scale.md). These
-- notifications, sent when the change commits, tell every server's cache to forget a session, a user's
-- sessions or an organization's at once.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mnx_session_changes', 'session:' || OLD.id);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mnx_session_changes', 'user:' || OLD.id);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_organization_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mnx_session_changes', 'organization:' || OLD.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
-- The cache holds the user as the profile shows them, so any change to the row counts.
CREATE TRIGGER users_notify_update AFTER UPDATE ON users FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER users_notify_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_change();
CREATE TRIGGER organizations_notify_update AFTER UPDATE OF name ON organizations FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION notify_organization_change();
