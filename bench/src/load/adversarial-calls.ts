// The domain's own lists (enums.ts imports nothing), read from source: bench installs apart from the workspaces.
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_FIELDS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from "../../../packages/domain/src/enums.js";
import type { Caller, PartsSubjects, Subjects } from "./endpoints.js";

/**
 * The adversarial mix (docs/benchmarks.md, issue 25): list calls drawn at random, seeded, over every list's
 * filters, sorts, pages and search terms of every kind. The same seed draws the same calls.
 */
export interface DrawnCall {
  name: string;
  path: string;
  who: Caller;
}

/** mulberry32: small, fast, and the same sequence for a seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EQUIPMENT_TYPES = [
  "EXCAVATOR",
  "BULLDOZER",
  "LOADER",
  "DUMP_TRUCK",
  "CRANE",
  "GRADER",
  "PAVER",
  "OTHER",
];
const ROLES = [
  "OPERATOR",
  "MECHANIC",
  "SHOP_FOREMAN",
  "FIELD_SUPERVISOR",
  "INSPECTOR",
  "VIEWER",
  "FLEET_MANAGER",
];
const JOB_SITES = ["Cedar", "Quarry", "Harbor Bridge", "Route 30", "Central Depot", "Nowhere Site"];

/** Search terms of every kind; a machine number comes from the grown organization. */
function searchTerms(s: Subjects): Record<string, string[]> {
  return {
    common: ["hydraulic", "inspection", "daily", "leak", "oil", "replace", "the"],
    rare: ["track", "coolant", "seal", "alternator", "windshield", "calibrat"],
    absent: ["zzqx", "flux capacitor", "qwertyuiop"],
    "one letter": ["a", "e", "x", "7"],
    "two letters": ["ex", "oi"],
    "machine number": [s.equipmentNumber, s.equipmentNumber.slice(0, 5), "EX-0", "DZ-00042", "CR-01"],
    "person's name": ["Ortega", "Priya", "Nguyen", "Kowalczyk", "Dana Price"],
    "accents and symbols": ["café", "Müller", "naïve", "O'Brien", "50%", "a_b", "\\", "日本", "--", "%_%"],
  };
}

/** `count` calls drawn with `random`. */
/** The drawing helpers every stream shares: one of, some of, a page (1, 2-21 or the last few), and a call. */
export function drawingWith(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const some = (list: readonly string[], max = 3) => {
    const n = 1 + Math.floor(random() * max);
    return [...new Set(Array.from({ length: n }, () => pick(list)))].join(",");
  };
  const page = (deepest: number) => {
    const r = random();
    if (r < 0.5) return 1;
    if (r < 0.8) return 2 + Math.floor(random() * 20);
    return Math.max(1, deepest - Math.floor(random() * 3));
  };
  const calls: DrawnCall[] = [];
  const add = (name: string, who: Caller, base: string, query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    calls.push({ name, who, path: `${base}?${qs.toString()}` });
  };
  /** Runs the draws, each chosen with its weight, until `count` calls are drawn; the calls. */
  const drawWeighted = (count: number, draws: [weight: number, draw: () => void][]) => {
    const total = draws.reduce((sum, [weight]) => sum + weight, 0);
    while (calls.length < count) {
      let r = random() * total;
      let at = 0;
      while (r >= (draws[at]?.[0] ?? 0)) r -= draws[at++]?.[0] ?? 0;
      draws[at]?.[1]();
    }
    return calls;
  };
  return { pick, some, page, calls, add, drawWeighted };
}

export function drawCalls(count: number, random: () => number, s: Subjects): DrawnCall[] {
  const { pick, some, page, add, drawWeighted } = drawingWith(random);
  const terms = searchTerms(s);
  const term = () => {
    const kind = pick(Object.keys(terms));
    return { kind, text: pick(terms[kind] ?? []) };
  };
  let q: Record<string, string | number> = {};
  let parts: string[] = [];
  const start = () => {
    q = {};
    parts = [];
  };
  /** With probability `p`, sets the query's `key` to a drawn value and names it in the call's description. */
  const maybe = (p: number, key: string, label: string, value: () => string) => {
    if (random() >= p) return;
    q[key] = value();
    parts.push(`${label} ${q[key]}`);
  };
  const listDraws: (() => void)[] = [
    () => {
      start();
      maybe(0.45, "status", "status", () =>
        random() < 0.2 ? pick(["active", "open"]) : some(WORK_ORDER_STATUSES),
      );
      maybe(0.4, "priority", "priority", () => some(WORK_ORDER_PRIORITIES, 2));
      maybe(0.3, "workOrderType", "type", () => some(WORK_ORDER_TYPES, 2));
      maybe(0.15, "isEmergency", "emergency", () => pick(["true", "false"]));
      maybe(0.1, "jobSite", "site", () => pick(JOB_SITES));
      if (random() < 0.55) {
        const t = term();
        q.search = t.text;
        parts.push(`search ${t.kind} '${t.text}'`);
      }
      q.sortBy = pick(WORK_ORDER_SORT_FIELDS);
      q.sortOrder = pick(["asc", "desc"]);
      q.limit = pick([20, 20, 50, 100]);
      q.page = page(Math.floor(10_000 / Number(q.limit)));
      const who = pick<Caller>(["manager", "manager", "manager", "foreman", "mechanic", "operator"]);
      const my = random() < 0.1;
      const base = my ? "/api/v1/work-orders/my" : "/api/v1/work-orders";
      parts.push(`${q.sortBy} ${q.sortOrder}`, `page ${q.page} of ${q.limit}`);
      add(`work orders${my ? " (my)" : ""}: ${parts.join(", ")}`, who, base, q);
    },
    () => {
      start();
      if (random() < 0.5) {
        const t = term();
        q.search = t.text;
        parts.push(`search ${t.kind} '${t.text}'`);
      }
      maybe(0.3, "status", "status", () => some(EQUIPMENT_STATUSES));
      maybe(0.2, "equipmentType", "type", () => some(EQUIPMENT_TYPES));
      maybe(0.15, "category", "category", () => some(EQUIPMENT_CATEGORIES));
      maybe(0.1, "make", "make", () => pick(["Caterpillar", "cat", "Volvo", "Zeta"]));
      maybe(0.15, "assigned", "assigned", () => pick(["true", "false"]));
      q.limit = pick([24, 24, 100]);
      q.page = page(Math.ceil(5_000 / Number(q.limit)));
      parts.push(`page ${q.page} of ${q.limit}`);
      add(
        `equipment: ${parts.join(", ")}`,
        pick<Caller>(["manager", "supervisor", "operator"]),
        "/api/v1/equipment",
        q,
      );
    },
    () => {
      start();
      if (random() < 0.6) {
        const t = term();
        q.search = t.text;
        parts.push(`search ${t.kind} '${t.text}'`);
      }
      maybe(0.3, "status", "status", () => some(["ACTIVE", "COMPLETED", "TRANSFERRED"]));
      maybe(0.15, "jobSite", "site", () => pick(JOB_SITES));
      q.limit = 20;
      q.page = page(500);
      parts.push(`page ${q.page}`);
      add(`assignments: ${parts.join(", ")}`, "manager", "/api/v1/equipment/assignments", q);
    },
    () => {
      start();
      if (random() < 0.6) {
        const t = term();
        q.search = t.text;
        parts.push(`search ${t.kind} '${t.text}'`);
      }
      maybe(0.3, "role", "role", () => some(ROLES));
      maybe(0.2, "status", "status", () => pick(["ACTIVE", "INACTIVE", "SUSPENDED"]));
      q.limit = pick([20, 50, 100]);
      q.page = page(Math.ceil(2_000 / Number(q.limit)));
      parts.push(`page ${q.page} of ${q.limit}`);
      add(`users: ${parts.join(", ")}`, pick<Caller>(["manager", "foreman"]), "/api/v1/users", q);
    },
    () => {
      start();
      if (random() < 0.6) {
        const t = term();
        q.search = t.text;
        parts.push(`search ${t.kind} '${t.text}'`);
      }
      q.page = page(50);
      parts.push(`page ${q.page}`);
      add(`operators board: ${parts.join(", ")}`, "supervisor", "/api/v1/field-supervisor/operators", q);
    },
    () => {
      const list = pick(["pending", "missed", "completed"]);
      const q = { list, page: page(200) };
      add(`compliance: ${list}, page ${q.page}`, "supervisor", "/api/v1/field-supervisor/compliance", q);
    },
    () =>
      add(
        "daily inspections",
        pick<Caller>(["foreman", "supervisor", "operator"]),
        "/api/v1/inspections/daily",
        {},
      ),
    () => add("due maintenance", "foreman", "/api/v1/maintenance/schedule", {}),
  ];
  // Work orders are most of the weight (the largest table, the most filters); every list appears.
  const weights = [10, 3, 2, 2, 1, 1, 0.5, 0.5];
  return drawWeighted(
    count,
    listDraws.map((draw, at) => [weights[at] ?? 0, draw]),
  );
}

/** Search terms of every kind for the parts catalogue; a part number and a barcode from the grown catalogue. */
function partsSearchTerms(p: PartsSubjects): Record<string, string[]> {
  return {
    common: ["filter", "oil", "seal", "kit", "hose", "caterpillar", "bolt", "m1"],
    rare: ["turbocharger", "swing bearing", "windshield", "alternator", "moly", "decal"],
    absent: ["zzqx", "flux capacitor", "qwertyuiop"],
    "one letter": ["a", "e", "7", "-"],
    "two letters": ["oi", "40", "re"],
    "part number": [
      p.partNumber,
      p.partNumber.slice(0, 4),
      p.partNumber.toLowerCase(),
      "VOE1",
      "600-",
      "XKAY-0",
    ],
    barcode: [p.barcode, p.barcode.slice(0, 6), p.barcode.slice(-5), "4000000000000"],
    "accents and symbols": ["café", "O'Brien", "50%", "a_b", "\\", "日本", "%_%", "1/2 in", "--", "15W-40"],
  };
}

const PART_CATEGORIES = [
  "Filters",
  "Hydraulics",
  "Fluids",
  "Fasteners",
  "Electrical",
  "Tyres",
  "Nope",
  "filters",
];

/**
 * `count` parts calls drawn with `random` (their own stream, so a seed draws the same list calls as before
 * parts were added): the catalogue with every kind of search, filter and page as every role, a busy part's
 * ledger and details, a store's and a truck's stock, the 'to order' list, a job's parts.
 */
export function drawPartsCalls(count: number, random: () => number, p: PartsSubjects): DrawnCall[] {
  const { pick, page, calls, add, drawWeighted } = drawingWith(random);
  const terms = partsSearchTerms(p);
  const anyone: Caller[] = ["manager", "foreman", "mechanic", "operator", "supervisor"];
  const draws: (() => void)[] = [
    () => {
      const q: Record<string, string | number> = {};
      const parts: string[] = [];
      if (random() < 0.7) {
        const kind = pick(Object.keys(terms));
        q.search = pick(terms[kind] ?? []);
        parts.push(`search ${kind} '${q.search}'`);
      }
      if (random() < 0.25) {
        q.category = pick(PART_CATEGORIES);
        parts.push(`category ${q.category}`);
      }
      if (random() < 0.15) {
        q.archived = "true";
        parts.push("archived");
      }
      q.limit = pick([25, 25, 50, 100]);
      q.page = page(Math.floor(10_000 / Number(q.limit)));
      parts.push(`page ${q.page} of ${q.limit}`);
      add(`parts catalogue: ${parts.join(", ")}`, pick(anyone), "/api/v1/parts", q);
    },
    () => {
      const limit = pick([20, 50, 100]);
      const deepest = Math.min(Math.floor(10_000 / limit), Math.ceil(p.partLedgerRows / limit));
      const q = { page: page(deepest), limit };
      add(`part ledger: page ${q.page} of ${limit}`, pick(anyone), `/api/v1/parts/${p.partId}/ledger`, q);
    },
    () => {
      const truck = random() < 0.4;
      const limit = pick([50, 100]);
      const q = { page: page(truck ? 3 : Math.floor(10_000 / limit)), limit };
      const who: Caller = truck ? "mechanic" : pick<Caller>(["manager", "foreman", "supervisor"]);
      const where = truck
        ? `/api/v1/stock-locations/${p.truckId}/stock`
        : `/api/v1/stock-locations/${p.storeId}/stock`;
      add(`location stock: ${truck ? "truck" : "main store"}, page ${q.page} of ${limit}`, who, where, q);
    },
    () => {
      const where = pick(["everywhere", "main store", "truck"]);
      const q: Record<string, string | number> = { limit: pick([50, 100]) };
      if (where !== "everywhere") q.locationId = where === "truck" ? p.truckId : p.storeId;
      q.page = page(where === "everywhere" ? 100 : 20);
      add(`to order: ${where}, page ${q.page} of ${q.limit}`, pick(anyone), "/api/v1/parts/to-order", q);
    },
    () => {
      calls.push({ name: "part details", who: pick(anyone), path: `/api/v1/parts/${p.partId}` });
    },
    () => {
      const who = pick<Caller>(["manager", "foreman", "supervisor"]);
      calls.push({
        name: "work order parts",
        who,
        path: `/api/v1/work-orders/${p.workOrderWithPartsId}/parts`,
      });
    },
  ];
  const weights = [6, 2, 2, 2, 0.5, 0.5];
  return drawWeighted(
    count,
    draws.map((draw, at) => [weights[at] ?? 0, draw]),
  );
}
