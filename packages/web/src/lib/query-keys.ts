/**
 * Every query key of the app, in one place. Each resource's keys start with its root, so invalidating the root
 * (`queryKeys.equipment.all`) refreshes its lists, details, stats and picker options at once.
 */
export const queryKeys = {
  auth: {
    config: ["auth", "config"] as const,
  },
  organization: {
    settings: ["organization", "settings"] as const,
  },
  equipment: {
    all: ["equipment"] as const,
    list: (filters: object) => ["equipment", "list", filters] as const,
    detail: (id: string) => ["equipment", "detail", id] as const,
    /** A machine's maintenance plans: under the equipment root, so a meter reading refreshes them too. */
    plans: (id: string) => ["equipment", "plans", id] as const,
    stats: ["equipment", "stats"] as const,
    options: ["equipment", "options"] as const,
    /** A machine's meters and readings, and the held readings (docs/decisions/041): a reading refreshes them. */
    meters: (id: string) => ["equipment", "meters", id] as const,
    readings: (id: string, page: number) => ["equipment", "readings", id, page] as const,
    heldReadings: (page: number) => ["equipment", "held-readings", page] as const,
    /** A machine's inspections, newest day first (an inspection submitted refreshes the equipment keys). */
    inspections: (id: string, page: number) => ["equipment", "inspections", id, page] as const,
  },
  /** Defects of inspections (docs/decisions/040): a work order's start or completion moves them too. */
  machineAlerts: {
    all: ["machine-alerts"] as const,
    list: (filters: object) => ["machine-alerts", "list", filters] as const,
    machine: (id: string) => ["machine-alerts", "machine", id] as const,
  },
  defects: {
    all: ["defects"] as const,
    list: (filters: object) => ["defects", "list", filters] as const,
    machine: (id: string) => ["defects", "machine", id] as const,
  },
  /** Checklist templates (docs/decisions/042): publishing one refreshes them all. */
  periodicInspections: {
    all: ["periodic-inspections"] as const,
    dashboard: ["periodic-inspections", "dashboard"] as const,
    schedules: ["periodic-inspections", "schedules"] as const,
  },
  checklists: {
    all: ["checklists"] as const,
    list: ["checklists", "list"] as const,
    detail: (id: string) => ["checklists", "detail", id] as const,
    machine: (id: string) => ["checklists", "machine", id] as const,
    /** A machine's checklist of a periodic kind (docs/decisions/046). */
    machineKind: (id: string, kind: string) => ["checklists", "machine", id, kind] as const,
  },
  signatures: {
    all: ["signatures"] as const,
    inspection: (id: string) => ["signatures", "inspection", id] as const,
    defect: (id: string) => ["signatures", "defect", id] as const,
  },
  assignments: {
    all: ["assignments"] as const,
    list: (filters: object) => ["assignments", "list", filters] as const,
  },
  workOrders: {
    all: ["work-orders"] as const,
    list: (params: object) => ["work-orders", "list", params] as const,
    detail: (id: string) => ["work-orders", "detail", id] as const,
    /** The parts a job used and its parts cost (GET /work-orders/{id}/parts). */
    parts: (id: string) => ["work-orders", "parts", id] as const,
    /** Its parts, labour and total cost (GET /work-orders/{id}/cost). */
    cost: (id: string) => ["work-orders", "cost", id] as const,
    /** Its labour lines, hours and labour cost (GET /work-orders/{id}/labour). */
    labour: (id: string) => ["work-orders", "labour", id] as const,
    stats: ["work-orders", "stats"] as const,
  },
  users: {
    all: ["users"] as const,
    options: (roles: readonly string[]) => ["users", "options", [...roles].sort().join(",")] as const,
    lists: ["users", "list"] as const,
    list: (filters: object) => ["users", "list", filters] as const,
    stats: ["users", "stats"] as const,
    detail: (id: string) => ["users", "detail", id] as const,
  },
  /** Parts and stock (docs/decisions/032-parts-screens.md): any stock change refreshes the whole root. */
  parts: {
    all: ["parts"] as const,
    list: (filters: object) => ["parts", "list", filters] as const,
    detail: (id: string) => ["parts", "detail", id] as const,
    ledger: (id: string, page: number) => ["parts", "ledger", id, page] as const,
    categories: ["parts", "categories"] as const,
    /** The stores and trucks (GET /stock-locations): under the parts' root, so a stock change refreshes them. */
    locations: ["parts", "locations"] as const,
    locationStock: (id: string, page: number) => ["parts", "location-stock", id, page] as const,
    toOrder: (filters: object) => ["parts", "to-order", filters] as const,
    /** The part picker's first page, kept for a device without signal (components/pickers/part-picker.tsx). */
    pickerOptions: ["parts", "picker", "options"] as const,
    pickerSearch: (text: string) => ["parts", "picker", "search", text] as const,
    /** Hourly rates per role and per person (GET /labour-rates), for the managers who set them. */
    labourRates: ["parts", "labour-rates"] as const,
  },
  maintenance: {
    all: ["maintenance"] as const,
    due: ["maintenance", "due"] as const,
  },
  inspections: {
    all: ["inspections"] as const,
    daily: ["inspections", "daily"] as const,
  },
  reports: {
    all: ["reports"] as const,
    period: (period: string) => ["reports", period] as const,
  },
  fieldSupervisor: {
    all: ["field-supervisor"] as const,
    overview: ["field-supervisor", "overview"] as const,
    operators: (filters: object) => ["field-supervisor", "operators", filters] as const,
    compliance: (filters: object) => ["field-supervisor", "compliance", filters] as const,
  },
  notifications: {
    all: ["notifications"] as const,
    unread: ["notifications", "unread"] as const,
    list: (page: number) => ["notifications", "list", page] as const,
    preferences: ["notifications", "preferences"] as const,
  },
  /** The organization's webhooks and each one's delivery log (docs/decisions/038). */
  webhooks: {
    all: ["webhooks"] as const,
    list: ["webhooks", "list"] as const,
    deliveries: (id: string, page: number) => ["webhooks", "deliveries", id, page] as const,
  },
  /** Telematics connections and their feeds' machines (docs/decisions/044). */
  telematics: {
    all: ["telematics"] as const,
    connections: ["telematics", "connections"] as const,
    machines: (status: string, page: number) => ["telematics", "machines", status, page] as const,
  },
  /** The queued writes the server refused, kept until dismissed (src/lib/waiting-writes.ts). */
  waitingWrites: {
    refused: ["waiting-writes", "refused"] as const,
  },
  devTools: {
    all: ["dev-tools"] as const,
    apiCatalog: ["dev-tools", "api-explorer"] as const,
    database: ["dev-tools", "database"] as const,
    databaseOverview: ["dev-tools", "database", "overview"] as const,
    databaseSchema: ["dev-tools", "database", "schema"] as const,
    tableInfo: (table: string) => ["dev-tools", "database", "table-info", table] as const,
  },
} as const;
