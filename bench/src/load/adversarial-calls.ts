// The domain's own lists (enums.ts imports nothing), read from source: bench installs apart from the workspaces.
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORT_FIELDS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from "../../../packages/domain/src/enums.js";
import type { Caller, Subjects } from "./endpoints.js";

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
export function drawCalls(count: number, random: () => number, s: Subjects): DrawnCall[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const some = (list: readonly string[], max = 3) => {
    const n = 1 + Math.floor(random() * max);
    return [...new Set(Array.from({ length: n }, () => pick(list)))].join(",");
  };
  const terms = searchTerms(s);
  const term = () => {
    const kind = pick(Object.keys(terms));
    return { kind, text: pick(terms[kind] ?? []) };
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
  const total = weights.reduce((a, b) => a + b, 0);
  while (calls.length < count) {
    let r = random() * total;
    let at = 0;
    while (r >= (weights[at] ?? 0)) r -= weights[at++] ?? 0;
    listDraws[at]?.();
  }
  return calls;
}
