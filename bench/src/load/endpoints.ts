/** Who calls: the demo organization's accounts, and grown ones with a typical share of the work. */
export type Caller = "manager" | "foreman" | "supervisor" | "mechanic" | "operator" | "inspector" | "nobody";

export interface Endpoint {
  name: string;
  path: string;
  who: Caller;
  /** Also replay the SQL the server sends for it through pgbench. */
  pgbench?: boolean;
  /** A write: sent with this JSON body (and a new Idempotency-Key each time), timed alone only. */
  post?: Record<string, unknown>;
  /** Print the plans of its SQL (EXPLAIN ANALYZE) however fast it was. */
  explain?: boolean;
}

export interface Subjects {
  /** A machine number to search for (a rare match). */
  equipmentNumber: string;
  /** A work order's id, for the details call. */
  workOrderId: string;
  /** The machine with the most inspections (ten years of daily checks when grown). */
  veteranMachineId: string;
  operatorId: string;
  /** Undefined when the database has no parts. */
  parts?: PartsSubjects;
}

/** What the parts calls ask for (bench/src/load/prepare.ts reads them from the grown demo organization). */
export interface PartsSubjects {
  /** The part with the longest ledger. */
  partId: string;
  partNumber: string;
  partUnitCost: number;
  partLedgerRows: number;
  barcode: string;
  /** The busiest store, and the measured mechanic's truck, an open job of theirs and a part the truck holds. */
  storeId: string;
  truckId: string;
  openWorkOrderId: string;
  truckPartId: string;
  /** A work order with several parts used. */
  workOrderWithPartsId: string;
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
    // With parts and labour, the reports carry their cost figures (docs/decisions/031-labour-and-costs.md).
    { name: "reports, 30 days", path: "/api/v1/reports?period=30d", who: "manager" },
    { name: "reports, 1 year", path: "/api/v1/reports?period=1y", who: "manager", explain: Boolean(s.parts) },
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
    ...inspectionRecordEndpoints(s),
    ...(s.parts ? partsEndpoints(s.parts) : []),
  ];
}

/**
 * The defects and a machine's inspections at ten years (docs/decisions/040, 043; bench/src/grow/grow-defects.ts):
 * the Defects page as its filters make it, its deepest page, a machine's open defects as Equipment Details asks,
 * an operator's (their machines only), the inspector's dashboard (theirs, and a foreman's of everyone's) and the
 * longest inspection history, first and last page.
 */
function inspectionRecordEndpoints(s: Subjects): Endpoint[] {
  const DEFECTS = "/api/v1/defects";
  const machine = `/api/v1/equipment/${s.veteranMachineId}`;
  return [
    { name: "defects, page 1", path: `${DEFECTS}?page=1&limit=20`, who: "manager", pgbench: true },
    { name: "defects, open", path: `${DEFECTS}?status=open&limit=20`, who: "foreman" },
    {
      name: "defects, unsafe and critical",
      path: `${DEFECTS}?status=unsafe&critical=true&limit=20`,
      who: "foreman",
    },
    {
      name: "defects, no correction needed",
      path: `${DEFECTS}?status=NO_CORRECTION_NEEDED&limit=20`,
      who: "manager",
    },
    { name: "defects, deepest page (500 of 500)", path: `${DEFECTS}?page=500&limit=20`, who: "manager" },
    { name: "defects, operator's machines", path: `${DEFECTS}?status=open&limit=20`, who: "operator" },
    { name: "a machine's open defects", path: `${machine}/defects?status=open&limit=50`, who: "foreman" },
    {
      name: "a machine's inspections, page 1",
      path: `${machine}/inspections?page=1&limit=20`,
      who: "foreman",
    },
    {
      name: "inspector's dashboard (their own)",
      path: "/api/v1/periodic-inspections/dashboard",
      who: "inspector",
    },
    {
      name: "inspector's dashboard (everyone's)",
      path: "/api/v1/periodic-inspections/dashboard",
      who: "foreman",
    },
    {
      name: "a machine's inspections, last page (183 of 20)",
      path: `${machine}/inspections?page=183&limit=20`,
      who: "foreman",
    },
  ];
}

const PARTS = "/api/v1/parts";

/**
 * Every parts call (docs/decisions/030-parts-and-stock.md): the catalogue as the parts page and the scan make
 * it, a part's details and ledger, stock by location and on a truck, the 'to order' list, a job's parts, and
 * the writes (each timed alone: they append ledger rows).
 */
function partsEndpoints(p: PartsSubjects): Endpoint[] {
  const deepLedgerPage = Math.max(1, Math.min(200, Math.ceil(p.partLedgerRows / 50)));
  return [
    { name: "parts: catalogue, page 1", path: `${PARTS}?page=1&limit=25`, who: "manager", pgbench: true },
    {
      name: "parts: catalogue, deepest page (400 of 400)",
      path: `${PARTS}?page=400&limit=25`,
      who: "manager",
    },
    {
      name: "parts: searched (common word 'filter')",
      path: `${PARTS}?search=filter&limit=25`,
      who: "manager",
      pgbench: true,
    },
    {
      name: "parts: searched (rare word 'turbocharger')",
      path: `${PARTS}?search=turbocharger&limit=25`,
      who: "manager",
    },
    { name: "parts: searched (absent 'zzqx')", path: `${PARTS}?search=zzqx&limit=25`, who: "manager" },
    {
      name: "parts: searched (barcode, as scanned)",
      path: `${PARTS}?search=${p.barcode}&limit=25`,
      who: "mechanic",
    },
    { name: "parts: scan (a barcode's part)", path: `${PARTS}/by-code/${p.barcode}`, who: "mechanic" },
    {
      name: "parts: scan (a part number, any case)",
      path: `${PARTS}/by-code/${encodeURIComponent(p.partNumber.toLowerCase())}`,
      who: "mechanic",
    },
    { name: "parts: categories", path: `${PARTS}/categories`, who: "manager" },
    {
      name: "parts: searched (part number)",
      path: `${PARTS}?search=${encodeURIComponent(p.partNumber)}&limit=25`,
      who: "mechanic",
    },
    { name: "parts: category 'Filters'", path: `${PARTS}?category=Filters&limit=25`, who: "manager" },
    {
      name: "parts: category 'Filters', searched 'caterpillar', page 2",
      path: `${PARTS}?category=Filters&search=caterpillar&page=2&limit=25`,
      who: "manager",
    },
    { name: "parts: archived", path: `${PARTS}?archived=true&limit=25`, who: "manager" },
    { name: "parts: catalogue as an operator (no costs)", path: `${PARTS}?page=1&limit=25`, who: "operator" },
    { name: "parts: part details (the busiest part)", path: `${PARTS}/${p.partId}`, who: "manager" },
    {
      name: "parts: part ledger, page 1",
      path: `${PARTS}/${p.partId}/ledger?page=1&limit=50`,
      who: "manager",
      pgbench: true,
    },
    {
      name: `parts: part ledger, deepest page (${deepLedgerPage} of 50)`,
      path: `${PARTS}/${p.partId}/ledger?page=${deepLedgerPage}&limit=50`,
      who: "manager",
    },
    { name: "parts: stock locations", path: "/api/v1/stock-locations", who: "manager" },
    {
      name: "parts: stock at the busiest store, page 1",
      path: `/api/v1/stock-locations/${p.storeId}/stock?page=1&limit=50`,
      who: "foreman",
      pgbench: true,
    },
    {
      name: "parts: stock at the busiest store, deepest page",
      path: `/api/v1/stock-locations/${p.storeId}/stock?page=200&limit=50`,
      who: "foreman",
    },
    {
      name: "parts: the mechanic's truck",
      path: `/api/v1/stock-locations/${p.truckId}/stock?page=1&limit=50`,
      who: "mechanic",
    },
    {
      name: "parts: to order, page 1",
      path: `${PARTS}/to-order?page=1&limit=50`,
      who: "foreman",
      pgbench: true,
    },
    { name: "parts: to order, deepest page", path: `${PARTS}/to-order?page=200&limit=50`, who: "foreman" },
    {
      name: "parts: to order at the busiest store",
      path: `${PARTS}/to-order?locationId=${p.storeId}&limit=50`,
      who: "foreman",
    },
    {
      name: "parts: to order on the mechanic's truck",
      path: `${PARTS}/to-order?locationId=${p.truckId}&limit=50`,
      who: "mechanic",
    },
    {
      name: "parts: a work order's parts",
      path: `/api/v1/work-orders/${p.workOrderWithPartsId}/parts`,
      who: "manager",
    },
    {
      name: "parts: a work order's cost",
      path: `/api/v1/work-orders/${p.workOrderWithPartsId}/cost`,
      who: "manager",
    },
    {
      name: "labour: a work order's labour lines",
      path: `/api/v1/work-orders/${p.workOrderWithPartsId}/labour`,
      who: "manager",
    },
    { name: "labour: hourly rates", path: "/api/v1/labour-rates", who: "manager" },
    {
      name: "labour: write: hours on a job (mechanic)",
      path: `/api/v1/work-orders/${p.openWorkOrderId}/labour`,
      who: "mechanic",
      post: { hours: 1.5, note: "Benchmark: diagnosis" },
    },
    {
      name: "parts: write: receive at the store",
      path: `${PARTS}/${p.partId}/receive`,
      who: "foreman",
      post: { locationId: p.storeId, quantity: 12, unitCost: p.partUnitCost },
    },
    {
      name: "parts: write: load the truck from the store (mechanic)",
      path: `${PARTS}/${p.truckPartId}/move`,
      who: "mechanic",
      post: { fromLocationId: p.storeId, toLocationId: p.truckId, quantity: 2 },
    },
    {
      name: "parts: write: use on a work order, from the truck (mechanic)",
      path: `/api/v1/work-orders/${p.openWorkOrderId}/parts`,
      who: "mechanic",
      post: { partId: p.truckPartId, locationId: p.truckId, quantity: 1 },
    },
    {
      name: "parts: write: return to the truck (mechanic)",
      path: `/api/v1/work-orders/${p.openWorkOrderId}/parts/return`,
      who: "mechanic",
      post: { partId: p.truckPartId, locationId: p.truckId, quantity: 1 },
    },
    {
      name: "parts: write: request a part the truck lacks (mechanic)",
      path: `/api/v1/work-orders/${p.openWorkOrderId}/parts/request`,
      who: "mechanic",
      post: { partId: p.partId, locationId: p.truckId, quantity: 1 },
    },
    {
      name: "parts: write: count at the store",
      path: `${PARTS}/${p.partId}/count`,
      who: "foreman",
      post: { locationId: p.storeId, countedQuantity: 40, reason: "Cycle count (benchmark)" },
    },
  ];
}
