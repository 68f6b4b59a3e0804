-- 001: the whole first schema. PostgreSQL 15 and PGlite (PostgreSQL 18) both accept it.
-- Enumerations are CHECK constraints holding the domain package's values (packages/domain/src/enums.ts,
-- roles.ts); test/db/schema.test.ts fails when the two drift apart.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text,
  role text NOT NULL DEFAULT 'OPERATOR' CONSTRAINT users_role_check CHECK (role IN
    ('SUPER_ADMIN', 'FLEET_MANAGER', 'SHOP_FOREMAN', 'FIELD_SUPERVISOR', 'INSPECTOR', 'MECHANIC', 'OPERATOR', 'VIEWER')),
  status text NOT NULL DEFAULT 'ACTIVE' CONSTRAINT users_status_check CHECK (status IN ('ACTIVE', 'INACTIVE', 'SUSPENDED')),
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- An email address belongs to one organization (docs/decisions/002-database.md): sign-in finds the user, and
-- with it the organization, from the identity provider's verified email.
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE INDEX users_organization_role_idx ON users (organization_id, role);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_states (
  state_hash text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_states_expires_idx ON login_states (expires_at);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE auth_codes (
  code_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_codes_session_idx ON auth_codes (session_id);

CREATE TABLE equipment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  equipment_number varchar(100) NOT NULL,
  name varchar(255) NOT NULL,
  equipment_type text NOT NULL DEFAULT 'EXCAVATOR' CONSTRAINT equipment_type_check CHECK (equipment_type IN
    ('EXCAVATOR', 'BULLDOZER', 'LOADER', 'DUMP_TRUCK', 'CRANE', 'GRADER', 'COMPACTOR', 'BACKHOE', 'FORKLIFT',
     'GENERATOR', 'CONCRETE_MIXER', 'PAVER', 'ROLLER', 'SKID_STEER', 'OTHER')),
  category text NOT NULL DEFAULT 'EARTHMOVING' CONSTRAINT equipment_category_check CHECK (category IN
    ('EARTHMOVING', 'LIFTING', 'HAULING', 'COMPACTION', 'PAVING', 'UTILITY', 'SUPPORT')),
  -- make is the form's 'Manufacturer'; manufacturer is the separate field some calls send (part 2, 3).
  make varchar(255) NOT NULL,
  manufacturer varchar(255),
  model varchar(255),
  year integer CHECK (year BETWEEN 1900 AND 2200),
  serial_number varchar(255),
  hour_meter numeric(12, 1) NOT NULL DEFAULT 0 CHECK (hour_meter >= 0),
  mileage numeric(12, 1) NOT NULL DEFAULT 0 CHECK (mileage >= 0),
  current_job_site varchar(255),
  assigned_operator_id uuid REFERENCES users (id) ON DELETE SET NULL,
  location_yard varchar(255),
  location_building varchar(255),
  location_floor varchar(100),
  location_room varchar(100),
  status text NOT NULL DEFAULT 'OPERATIONAL' CONSTRAINT equipment_status_check CHECK (status IN
    ('OPERATIONAL', 'IN_SERVICE', 'DOWN_FOR_REPAIR', 'SCHEDULED_MAINTENANCE', 'OUT_OF_SERVICE', 'RETIRED',
     'MAINTENANCE', 'WARNING', 'CRITICAL')),
  purchase_date date,
  warranty_expiry date,
  qr_code varchar(255),
  last_inspection_date date,
  next_inspection_due date,
  next_maintenance_due date,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT equipment_number_unique UNIQUE (organization_id, equipment_number)
);
CREATE UNIQUE INDEX equipment_qr_code_unique ON equipment (organization_id, qr_code) WHERE qr_code IS NOT NULL;
CREATE INDEX equipment_org_status_idx ON equipment (organization_id, status);
CREATE INDEX equipment_org_type_idx ON equipment (organization_id, equipment_type);
CREATE INDEX equipment_org_category_idx ON equipment (organization_id, category);
CREATE INDEX equipment_org_operator_idx ON equipment (organization_id, assigned_operator_id);

-- Deleting a machine ('This action cannot be undone') removes its assignments and work orders with it.
CREATE TABLE equipment_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  equipment_id uuid NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  operator_id uuid NOT NULL REFERENCES users (id),
  job_site varchar(255) NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  notes varchar(500),
  hour_meter_reading numeric(12, 1) CHECK (hour_meter_reading >= 0),
  mileage_reading numeric(12, 1) CHECK (mileage_reading >= 0),
  status text NOT NULL DEFAULT 'ACTIVE' CONSTRAINT equipment_assignments_status_check CHECK (status IN
    ('ACTIVE', 'COMPLETED', 'TRANSFERRED')),
  created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One ACTIVE assignment per machine, whatever the number of servers or concurrent calls.
CREATE UNIQUE INDEX equipment_assignments_one_active ON equipment_assignments (equipment_id) WHERE status = 'ACTIVE';
CREATE INDEX equipment_assignments_org_equipment_idx ON equipment_assignments (organization_id, equipment_id);
CREATE INDEX equipment_assignments_org_operator_idx ON equipment_assignments (organization_id, operator_id);
CREATE INDEX equipment_assignments_org_status_idx ON equipment_assignments (organization_id, status);

CREATE TABLE work_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  title varchar(255) NOT NULL,
  description text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CONSTRAINT work_orders_status_check CHECK (status IN
    ('PENDING', 'ASSIGNED', 'IN_PROGRESS', 'WAITING_PARTS', 'WAITING_APPROVAL', 'COMPLETED', 'CANCELLED', 'ON_HOLD')),
  priority text NOT NULL DEFAULT 'MEDIUM' CONSTRAINT work_orders_priority_check CHECK (priority IN
    ('LOW', 'MEDIUM', 'HIGH', 'CRITICAL')),
  work_order_type text NOT NULL DEFAULT 'REPAIR' CONSTRAINT work_orders_type_check CHECK (work_order_type IN
    ('REPAIR', 'PREVENTIVE_MAINTENANCE', 'INSPECTION_FOLLOWUP', 'BREAKDOWN', 'SAFETY_ISSUE', 'MODIFICATION',
     'CALIBRATION', 'CLEANING', 'LUBRICATION', 'SEASONAL_PREP', 'INSPECTION')),
  is_emergency boolean NOT NULL DEFAULT false,
  equipment_id uuid NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  equipment_operator_id uuid REFERENCES users (id) ON DELETE SET NULL,
  mechanic_id uuid REFERENCES users (id) ON DELETE SET NULL,
  assigned_to_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reported_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  job_site varchar(255),
  estimated_hours numeric(6, 2) CHECK (estimated_hours >= 0 AND estimated_hours <= 999.99),
  actual_hours numeric(8, 2) CHECK (actual_hours >= 0),
  scheduled_start timestamptz,
  scheduled_end timestamptz,
  actual_start timestamptz,
  actual_end timestamptz,
  due_date timestamptz,
  completion_notes text,
  notes text,
  hour_meter_start numeric(12, 1) CHECK (hour_meter_start >= 0),
  hour_meter_end numeric(12, 1) CHECK (hour_meter_end >= 0),
  mileage_start numeric(12, 1) CHECK (mileage_start >= 0),
  mileage_end numeric(12, 1) CHECK (mileage_end >= 0),
  requires_operator_approval boolean NOT NULL DEFAULT false,
  inspection_id uuid,
  -- The day a daily inspection (type INSPECTION) is for; required for that type so the index below holds.
  inspection_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT work_orders_inspection_date_check CHECK (work_order_type <> 'INSPECTION' OR inspection_date IS NOT NULL),
  CONSTRAINT work_orders_schedule_check CHECK (scheduled_end IS NULL OR scheduled_start IS NULL OR scheduled_end > scheduled_start)
);
-- At most one daily inspection per machine per day, however many servers or retries create them.
CREATE UNIQUE INDEX work_orders_one_inspection_per_day ON work_orders (equipment_id, inspection_date)
  WHERE work_order_type = 'INSPECTION';
CREATE INDEX work_orders_org_status_idx ON work_orders (organization_id, status);
CREATE INDEX work_orders_org_priority_idx ON work_orders (organization_id, priority);
CREATE INDEX work_orders_org_type_idx ON work_orders (organization_id, work_order_type);
CREATE INDEX work_orders_org_equipment_idx ON work_orders (organization_id, equipment_id);
CREATE INDEX work_orders_org_mechanic_idx ON work_orders (organization_id, mechanic_id);
CREATE INDEX work_orders_org_assigned_to_idx ON work_orders (organization_id, assigned_to_id);
CREATE INDEX work_orders_org_operator_idx ON work_orders (organization_id, equipment_operator_id);
CREATE INDEX work_orders_org_reported_by_idx ON work_orders (organization_id, reported_by_id);
CREATE INDEX work_orders_org_created_idx ON work_orders (organization_id, created_at DESC);

CREATE TABLE work_order_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  work_order_id uuid NOT NULL REFERENCES work_orders (id) ON DELETE CASCADE,
  from_status text CONSTRAINT work_order_history_from_status_check CHECK (from_status IN
    ('PENDING', 'ASSIGNED', 'IN_PROGRESS', 'WAITING_PARTS', 'WAITING_APPROVAL', 'COMPLETED', 'CANCELLED', 'ON_HOLD')),
  to_status text NOT NULL CONSTRAINT work_order_history_to_status_check CHECK (to_status IN
    ('PENDING', 'ASSIGNED', 'IN_PROGRESS', 'WAITING_PARTS', 'WAITING_APPROVAL', 'COMPLETED', 'CANCELLED', 'ON_HOLD')),
  changed_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_order_history_work_order_idx ON work_order_history (work_order_id, created_at);

-- Replayable writes (docs/api-conventions.md). status_code NULL marks a request still being processed.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key varchar(200) NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
