/** Who calls: the demo organization's accounts, and grown ones with a typical share of the work. */
export type Caller = "manager" | "foreman" | "supervisor" | "mechanic" | "operator" | "nobody";

export interface Endpoint {
  name: string;
  path: string;
  who: Caller;
  /** Also replay the SQL the server sends for it through pgbench. */
  pgbench?: boolean;
}

export interface Subjects {
  /** A machine number to search for (a rare match). */
  equipmentNumber: string;
  /** A work order's id, for the details call. */
  workOrderId: string;
  operatorId: string;
}

const WO = "/api/v1/work-orders";

/** Every call a screen makes, as the screens make them (docs/benchmarks.md lists which screen calls what). */
export function endpoints(s: Subjects): Endpoint[] {
  return [
    { name: "health", path: "/api/v1/health", who: "nobody" },
    { name: "auth profile", path: "/api/v1/auth/profile", who: "manager" },
    { name: "work orders, page 1", path: `${WO}?page=1&limit=20`, who: "manager", pgbench: true },
    {
      name: "work orders, filtered",
      path: `${WO}?status=PENDING,ASSIGNED,IN_PROGRESS&priority=CRITICAL,HIGH&limit=20`,
      who: "manager",
    },
    { name: "work orders, searched (common word)", path: `${WO}?search=hydraulic&limit=20`, who: "manager" },
    {
      name: "work orders, searched (machine number)",
      path: `${WO}?search=${s.equipmentNumber}&limit=20`,
      who: "manager",
    },
    { name: "work orders, deep page (400 of 500)", path: `${WO}?page=400&limit=20`, who: "manager" },
    { name: "work orders, deepest page (500 of 500)", path: `${WO}?page=500&limit=20`, who: "manager" },
    {
      name: "work orders, deepest page, filtered (500 of 500)",
      path: `${WO}?status=COMPLETED&priority=MEDIUM&page=500&limit=20`,
      who: "manager",
    },
    {
      name: "work orders, oldest first",
      path: `${WO}?sortBy=createdAt&sortOrder=asc&limit=20`,
      who: "manager",
    },
    {
      name: "work orders, due date asc",
      path: `${WO}?sortBy=dueDate&sortOrder=asc&limit=20`,
      who: "manager",
    },
    {
      name: "work orders, due date desc",
      path: `${WO}?sortBy=dueDate&sortOrder=desc&limit=20`,
      who: "manager",
    },
    {
      name: "work orders, priority desc",
      path: `${WO}?sortBy=priority&sortOrder=desc&limit=20`,
      who: "manager",
    },
    {
      name: "work orders, priority asc",
      path: `${WO}?sortBy=priority&sortOrder=asc&limit=20`,
      who: "manager",
    },
    { name: "work orders, status asc", path: `${WO}?sortBy=status&sortOrder=asc&limit=20`, who: "manager" },
    { name: "work orders, status desc", path: `${WO}?sortBy=status&sortOrder=desc&limit=20`, who: "manager" },
    { name: "tasks (open, 50)", path: `${WO}?status=open&limit=50`, who: "manager" },
    { name: "my work orders (mechanic)", path: `${WO}/my?limit=20`, who: "mechanic" },
    {
      name: "mechanic's queue (active, most urgent, 100)",
      path: `${WO}?status=active&sortBy=priority&sortOrder=desc&limit=100`,
      who: "mechanic",
    },
    {
      name: "shop work queue (active, most urgent, 100)",
      path: `${WO}?status=active&sortBy=priority&sortOrder=desc&limit=100`,
      who: "foreman",
    },
    { name: "escalated issues (pending, 100)", path: `${WO}?status=PENDING&limit=100`, who: "foreman" },
    {
      name: "operator's open work orders",
      path: `${WO}?status=PENDING,ASSIGNED,IN_PROGRESS,ON_HOLD,WAITING_PARTS,WAITING_APPROVAL&limit=50`,
      who: "operator",
    },
    { name: "work order details", path: `${WO}/${s.workOrderId}`, who: "manager" },
    { name: "work-order stats (organization)", path: `${WO}/stats`, who: "manager" },
    { name: "work-order stats (mechanic)", path: `${WO}/stats`, who: "mechanic" },
    { name: "work-order stats (operator)", path: `${WO}/stats`, who: "operator" },
    {
      name: "equipment, fleet page",
      path: "/api/v1/equipment?page=1&limit=24",
      who: "manager",
      pgbench: true,
    },
    { name: "equipment, picker (100)", path: "/api/v1/equipment?limit=100", who: "manager" },
    { name: "equipment, searched", path: "/api/v1/equipment?search=komatsu&limit=24", who: "manager" },
    { name: "equipment, operator's own", path: "/api/v1/equipment?limit=100", who: "operator" },
    { name: "equipment stats", path: "/api/v1/equipment/stats", who: "manager" },
    { name: "assignments", path: "/api/v1/equipment/assignments?limit=20", who: "manager" },
    {
      name: "assignments, searched",
      path: "/api/v1/equipment/assignments?search=ortega&limit=20",
      who: "manager",
    },
    {
      name: "operator's active assignments",
      path: `/api/v1/equipment/assignments?operatorId=${s.operatorId}&status=ACTIVE&limit=20`,
      who: "operator",
    },
    { name: "users", path: "/api/v1/users?limit=50", who: "manager" },
    {
      name: "users picker (active mechanics)",
      path: "/api/v1/users?role=MECHANIC,SHOP_FOREMAN&status=ACTIVE&limit=100",
      who: "foreman",
    },
    { name: "daily inspections (GET)", path: "/api/v1/inspections/daily", who: "foreman" },
    { name: "daily inspections (operator)", path: "/api/v1/inspections/daily", who: "operator" },
    { name: "due maintenance (GET)", path: "/api/v1/maintenance/schedule", who: "foreman" },
    { name: "reports, 30 days", path: "/api/v1/reports?period=30d", who: "manager" },
    { name: "reports, 1 year", path: "/api/v1/reports?period=1y", who: "manager" },
    { name: "reports CSV, 1 year", path: "/api/v1/reports/export?period=1y", who: "manager" },
    // The field supervisor dashboard (docs/decisions/016-field-supervisor.md), one call per tab.
    { name: "supervisor: daily inspections (GET)", path: "/api/v1/inspections/daily", who: "supervisor" },
    { name: "supervisor: overview", path: "/api/v1/field-supervisor/overview", who: "supervisor" },
    {
      name: "supervisor: equipment assignments tab",
      path: "/api/v1/equipment?page=1&limit=24",
      who: "supervisor",
    },
    {
      name: "supervisor: unassigned machines",
      path: "/api/v1/equipment?assigned=false&limit=24",
      who: "supervisor",
    },
    { name: "supervisor: operators tab", path: "/api/v1/field-supervisor/operators", who: "supervisor" },
    {
      name: "supervisor: operators, searched",
      path: "/api/v1/field-supervisor/operators?search=ortega",
      who: "supervisor",
    },
    {
      name: "supervisor: compliance, pending today",
      path: "/api/v1/field-supervisor/compliance?list=pending",
      who: "supervisor",
    },
    {
      name: "supervisor: compliance, pending, last page",
      path: "/api/v1/field-supervisor/compliance?list=pending&page=200",
      who: "supervisor",
    },
    {
      name: "supervisor: compliance, missed (7 days)",
      path: "/api/v1/field-supervisor/compliance?list=missed",
      who: "supervisor",
    },
    {
      name: "supervisor: compliance, completed today",
      path: "/api/v1/field-supervisor/compliance?list=completed",
      who: "supervisor",
    },
  ];
}
