/**
 * Every table of the public schema, and whether the database tools' reader may see it (migrations
 * 005, 006, 008, 011, 013 and 019 grant and guard them). test/dev-tools/table-exposure.test.ts fails when a
 * table is missing here, when a granted table lacks its grant, row-level security or policy, or when the
 * reader can read a table listed as not granted: a migration that adds a table must add it here too.
 */

export interface GrantedTable {
  name: string;
  displayName: string;
  description: string;
}

/** Granted: SELECT, with row-level security by organization. In the order the tools list them. */
export const GRANTED_TABLES: readonly GrantedTable[] = [
  { name: "organizations", displayName: "Organizations", description: "Your organization" },
  { name: "users", displayName: "Users", description: "Team members, their roles and status" },
  {
    name: "equipment",
    displayName: "Equipment",
    description: "The fleet: machines, meters, locations, status",
  },
  {
    name: "equipment_assignments",
    displayName: "Equipment Assignments",
    description: "Which operator runs which machine, where and when",
  },
  { name: "work_orders", displayName: "Work Orders", description: "Repairs, maintenance and inspections" },
  {
    name: "maintenance_plans",
    displayName: "Maintenance Plans",
    description: "Each machine's service every N hours or days, and its last service",
  },
  {
    name: "photos",
    displayName: "Photos",
    description:
      "Photos of escalations, inspections and work orders (the files are kept outside the database)",
  },
  {
    name: "work_order_history",
    displayName: "Work Order History",
    description: "Every status change: who, when, from, to, note",
  },
  {
    name: "user_history",
    displayName: "User History",
    description: "Every change to a team member: added, role and status from/to, who and when",
  },
  {
    name: "work_order_counts",
    displayName: "Work Order Counts",
    description: "Running totals the dashboards read (kept by triggers on work orders)",
  },
  {
    name: "machine_work_order_counts",
    displayName: "Work Order Counts per Machine",
    description:
      "Each machine's work orders by status and type, for the fleet list (kept by triggers on work orders)",
  },
  {
    name: "work_order_daily_opened",
    displayName: "Work Orders Opened per Day",
    description: "The reports' work orders by creation day, status and priority (kept by triggers)",
  },
  {
    name: "work_order_daily_completed",
    displayName: "Work Orders Completed per Day",
    description: "The reports' completed work orders and hours by completion day (kept by triggers)",
  },
  {
    name: "work_order_daily_repairs",
    displayName: "Repairs per Machine and Day",
    description: "The reports' repair work orders by creation day and machine (kept by triggers)",
  },
  {
    name: "parts",
    displayName: "Parts",
    description: "The parts catalogue: numbers, units, costs, minimums",
  },
  {
    name: "stock_locations",
    displayName: "Stock Locations",
    description: "The shop's stores and service trucks, with each truck's keeper",
  },
  {
    name: "stock_ledger",
    displayName: "Stock Ledger",
    description: "Every change of stock: received, used, returned, moved, counted; who, when, cost",
  },
  {
    name: "stock_on_hand",
    displayName: "Stock on Hand",
    description: "Each part's quantity per location (kept by a trigger on the stock ledger)",
  },
  {
    name: "labour_rates",
    displayName: "Labour Rates",
    description: "Hourly rates per role and per person",
  },
  {
    name: "labour_lines",
    displayName: "Labour Lines",
    description: "Time on work orders: who, hours, rate at the time, cost; removed lines kept, struck out",
  },
  {
    name: "cost_daily",
    displayName: "Costs per Day",
    description: "The reports' parts and labour cost by day (kept by triggers)",
  },
  {
    name: "machine_cost_daily",
    displayName: "Costs per Machine and Day",
    description: "The reports' parts and labour cost by day and machine (kept by triggers)",
  },
  {
    name: "cost_windows",
    displayName: "Cost Windows",
    description: "The last day the reports' cost windows include (moved on daily)",
  },
  {
    name: "machine_cost_window",
    displayName: "Costs per Machine and Period",
    description:
      "Each machine's parts and labour cost over the last 7, 30, 90 and 365 days (kept by triggers)",
  },
  {
    name: "part_use_window",
    displayName: "Parts Used per Period",
    description:
      "Each part's uses, quantity and cost on jobs over the last 7, 30, 90 and 365 days (kept by triggers)",
  },
  {
    name: "stock_value",
    displayName: "Stock Value",
    description: "What the stock on hand is worth at each part's unit cost (kept by triggers)",
  },
  {
    name: "part_use_daily",
    displayName: "Parts Used per Day",
    description: "The reports' parts used on jobs by day: times, quantity, cost (kept by triggers)",
  },
  {
    name: "meter_daily",
    displayName: "Engine Hours per Day",
    description: "How far the fleet's hour meters moved each day (kept by triggers)",
  },
  {
    name: "machine_meter_daily",
    displayName: "Engine Hours per Machine and Day",
    description: "How far each machine's hour meter moved each day (kept by triggers)",
  },
  {
    name: "meters",
    displayName: "Meters",
    description: "Each machine's meters (engine hours, odometer...) and their values as last read",
  },
  {
    name: "meter_readings",
    displayName: "Meter Readings",
    description:
      "Every meter reading: value, time taken, source, and whether it was accepted, held or refused",
  },
  {
    name: "events",
    displayName: "Events",
    description:
      "What happened (assignments, escalations, completions...), as the live screens and notifications read it",
  },
  {
    name: "notifications",
    displayName: "Notifications",
    description: "Who was told of what, and when they read it",
  },
  {
    name: "notification_preferences",
    displayName: "Notification Preferences",
    description: "Each person's switches per kind of event and channel",
  },
  {
    name: "notification_settings",
    displayName: "Notification Settings",
    description: "Each person's quiet hours and how their email comes (each or a daily digest)",
  },
  {
    name: "email_messages",
    displayName: "Email Messages",
    description: "Notifications to mail: at once or in a daily digest, and when each was mailed",
  },
  {
    name: "webhook_deliveries",
    displayName: "Webhook Deliveries",
    description: "Each event sent to each webhook: status, the receiver's answer, tries, when",
  },
  {
    name: "telematics_machines",
    displayName: "Telematics Machines",
    description: "The machines each telematics feed names: matched, linked, unmatched or ignored",
  },
  {
    name: "equipment_positions",
    displayName: "Machine Positions",
    description: "Each machine's last known position, as its telematics last told",
  },
  {
    name: "equipment_levels",
    displayName: "Machine Levels",
    description: "Each machine's latest fuel and DEF levels and engine status, as its telematics last told",
  },
  {
    name: "machine_alerts",
    displayName: "Machine Alerts",
    description: "Fault codes machines' telematics reported: severity, occurrences, acknowledged, cleared",
  },
  {
    name: "defects",
    displayName: "Defects",
    description:
      "Failed inspection items to repair, certify and acknowledge; critical ones make a machine unsafe",
  },
  {
    name: "checklist_templates",
    displayName: "Checklist Templates",
    description:
      "The checklists per equipment type or machine and kind (daily, monthly, quarterly, annual), and the default",
  },
  {
    name: "checklist_template_versions",
    displayName: "Checklist Template Versions",
    description:
      "Each published version of a checklist: its sections and items, kept for the inspections done with it",
  },
  {
    name: "periodic_inspection_schedules",
    displayName: "Periodic Inspection Schedules",
    description:
      "Each machine's monthly, quarterly or annual inspection: its interval, assignee and next due day",
  },
  {
    name: "signatures",
    displayName: "Signatures",
    description:
      "Signed inspections, repair certifications and acknowledgements: the strokes, the signer, the time, the hash",
  },
];

/** Never granted and never listed, with the reason. */
export const NOT_GRANTED_TABLES: Readonly<Record<string, string>> = {
  app_secrets: "the server's own secrets (token signing keys)",
  login_states: "sign-in states (PKCE verifiers, nonces)",
  sessions: "sessions",
  refresh_tokens: "refresh tokens",
  auth_codes: "one-time sign-in codes",
  idempotency_keys: "idempotency records (stored answers)",
  schema_migrations: "the migration log, not the organization's data",
  rate_limit_counters: "sign-in rate-limit counters (client addresses)",
  oidc_provider_records: "the demo identity provider's sign-in records",
  webhooks: "webhook addresses with their signing secrets",
  telematics_connections: "telematics providers' addresses with their credentials (encrypted)",
  push_subscriptions: "devices' push addresses and keys (what it takes to message a person's device)",
};

/**
 * Schemas whose tables are never granted nor listed: the job queue's own (pg-boss: its jobs, schedules and
 * archive; docs/decisions/035). The reader has no USAGE on them.
 */
export const NOT_GRANTED_SCHEMAS: Readonly<Record<string, string>> = {
  pgboss: "the job queue's jobs (pg-boss), not the organization's data",
};

export const grantedTable = (name: string): GrantedTable | undefined =>
  GRANTED_TABLES.find((table) => table.name === name);
