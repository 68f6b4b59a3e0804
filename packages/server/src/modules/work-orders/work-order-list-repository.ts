import {
  isSearchableWorkOrderText,
  isTerminalStatus,
  LIST_TOTAL_CAP,
  type ListWorkOrdersQuery,
  SEARCH_TOTAL_CAP,
  type SORT_ORDERS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  type WorkOrderSortField,
} from "@mnx/domain";
import { UNFINISHED, type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { containsPattern, SqlParams } from "../../db/sql-helpers.js";
import { pageWindow } from "../../paging.js";
import { WORK_ORDER_COLUMNS, type WorkOrderRow, workOrderJoins } from "./work-order-row.js";

/**
 * The list's filters once parsed; `myUserId` is set by the 'my' filter (assigned to or reported by me),
 * `searchMachineIds` by a search: the machines whose number or name it contains; `jobSiteNames` by a job site
 * filter: the organization's sites its text is in (work-order-job-sites.ts; unset, the text is matched row by row).
 */
export type WorkOrderListFilters = Omit<ListWorkOrdersQuery, "my"> & {
  myUserId?: string | undefined;
  searchMachineIds?: string[] | undefined;
  jobSiteNames?: string[] | undefined;
};

/** Priority CRITICAL > HIGH > MEDIUM > LOW; status in workflow order (PENDING first): migration 003's functions. */
const SORT_KEYS: Readonly<Record<WorkOrderSortField, string>> = {
  createdAt: "wo.created_at",
  dueDate: "wo.due_date",
  priority: "work_order_priority_rank(wo.priority)",
  status: "work_order_status_rank(wo.status)",
};

/** What a sort reads of each match: its key's column, creation and id (every order's ties). */
const SORT_COLUMNS: Readonly<Record<WorkOrderSortField, string>> = {
  createdAt: "wo.id, wo.created_at",
  dueDate: "wo.id, wo.created_at, wo.due_date",
  priority: "wo.id, wo.created_at, wo.priority",
  status: "wo.id, wo.created_at, wo.status",
};

/**
 * Every key in the same direction, ties broken by creation then id, so each sortBy reads one index
 * (migration 003) forwards or backwards and a page never depends on the order ties happen to come in.
 * Work orders without a due date come last both ways.
 */
function orderBy(field: WorkOrderSortField, order: (typeof SORT_ORDERS)[number]): string {
  const direction = order === "asc" ? "ASC" : "DESC";
  const ties = `wo.created_at ${direction}, wo.id ${direction}`;
  if (field === "createdAt") return ties;
  const nulls = field === "dueDate" ? " NULLS LAST" : "";
  return `${SORT_KEYS[field]} ${direction}${nulls}, ${ties}`;
}

/**
 * A walk of the sort order's index, when the list filters on priorities or statuses: their ranks as a condition
 * on the second column of migration 003's priority and status indexes. One value asked for (folded to a
 * constant) lets the walk read that value's section of the index, in creation order, for any sort by creation;
 * several, sorted by that key, let it start at the first rank asked for instead of reading every work order of
 * the ranks before it. (Only for the walk: as a bitmap, a range of unknown width would read the index.)
 */
function rankConditions(f: WorkOrderListFilters, p: SqlParams, which: "all" | "single" | "ranges"): string[] {
  const found: string[] = [];
  for (const key of ["priority", "status"] as const) {
    const values = f[key];
    if (!values) continue;
    const rank = `work_order_${key}_rank`;
    if (values.length === 1) {
      if (which !== "ranges") found.push(`${rank}(wo.${key}) = ${rank}(${p.add(values[0])}::text)`);
    } else if (f.sortBy === key && which !== "single") {
      const list = p.add(values);
      found.push(`${rank}(wo.${key}) BETWEEN (SELECT min(${rank}(v)) FROM unnest(${list}::text[]) v)
      AND (SELECT max(${rank}(v)) FROM unnest(${list}::text[]) v)`);
    }
  }
  return found;
}

function conditions(scope: WorkOrderScope, f: WorkOrderListFilters, p: SqlParams): string[] {
  const where = [workOrderScopeCondition(scope, p.values)];
  const search = containsPattern(f.search);
  if (search) {
    // Title and description in their stored lowercase form (migration 003's trigram index), or one of the
    // machines the search names, given as a list so the planner knows how many work orders that can be.
    // Without 3 letters or digits in a row ('EX-1', 'a_b') the index finds no text: machines only.
    const either = [];
    if (isSearchableWorkOrderText(f.search ?? "")) either.push(`wo.search_text LIKE lower(${p.add(search)})`);
    if (f.searchMachineIds?.length)
      either.push(`wo.equipment_id = ANY(${p.add(f.searchMachineIds)}::uuid[])`);
    where.push(either.length ? `(${either.join(" OR ")})` : "false");
  }
  if (f.status) {
    where.push(`wo.status = ANY(${p.add(f.status)}::text[])`);
    // Only unfinished statuses asked for: say so in the partial indexes' words, so the planner may use them.
    if (!f.status.some(isTerminalStatus)) where.push(UNFINISHED);
  }
  if (f.priority) where.push(`wo.priority = ANY(${p.add(f.priority)}::text[])`);
  if (f.workOrderType) where.push(`wo.work_order_type = ANY(${p.add(f.workOrderType)}::text[])`);
  const jobSite = containsPattern(f.jobSite);
  if (jobSite && f.jobSiteNames) where.push(`wo.job_site = ANY(${p.add(f.jobSiteNames)}::text[])`);
  else if (jobSite) where.push(`lower(wo.job_site) LIKE lower(${p.add(jobSite)})`);
  // Emergencies: the bare column, which migration 023's partial index serves (the organization's emergencies,
  // a few percent of its history, with every filter and sort key). Not emergencies: as a list, since the
  // planner turns `= false` into `NOT column`, which the filters' GIN index cannot serve.
  if (f.isEmergency === true) where.push("wo.is_emergency");
  if (f.isEmergency === false) where.push(`wo.is_emergency = ANY(${p.add([false])}::boolean[])`);
  if (f.myUserId) {
    const me = `${p.add(f.myUserId)}::uuid`;
    where.push(`(wo.mechanic_id = ${me} OR wo.assigned_to_id = ${me} OR wo.reported_by_id = ${me})`);
  }
  if (f.equipmentId) where.push(`wo.equipment_id = ${p.add(f.equipmentId)}::uuid`);
  if (f.equipmentOperatorId) where.push(`wo.equipment_operator_id = ${p.add(f.equipmentOperatorId)}::uuid`);
  if (f.mechanicId) where.push(`wo.mechanic_id = ${p.add(f.mechanicId)}::uuid`);
  if (f.assignedToId) where.push(`wo.assigned_to_id = ${p.add(f.assignedToId)}::uuid`);
  if (f.assignedTo) {
    const who = `${p.add(f.assignedTo)}::uuid`;
    where.push(`(wo.mechanic_id = ${who} OR wo.assigned_to_id = ${who})`);
  }
  return where;
}

/**
 * How far a list counts: a searched list, or one filtered by a job site's text, stops at SEARCH_TOTAL_CAP (its
 * matches are rechecked one by one, and a text is in no sort index: a deep page would check rows in a walk).
 */
export const workOrderTotalCap = (f: Pick<WorkOrderListFilters, "search" | "jobSite">) =>
  containsPattern(f.search) || containsPattern(f.jobSite) ? SEARCH_TOTAL_CAP : LIST_TOTAL_CAP;

/**
 * The planner is told to read only bitmaps of the conditions' indexes (intersected, so a rare combination of
 * common conditions reads only its own rows), never to walk an index or the table hoping for early matches:
 * it cannot know how rare a combination or a search's text is (docs/decisions/029-worst-case-lists.md).
 */
const BITMAPS_ONLY = "SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off";
/**
 * Many matches: walk the sort order's index, which finds a page's matches at their density. (SET LOCAL: the
 * settings end with the list's transaction.)
 */
const WALK_THE_ORDER =
  "SET LOCAL enable_indexscan = on; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off";

/**
 * A search that names machines only (no text: 'EX-0') reads those machines' work orders from migration 018's
 * index alone, filters and sort keys included: the bitmaps would read a filter's rows (55,000 emergencies)
 * and check each one's machine, since the planner does not intersect them with the machines'. Job sites asked
 * for by name read migration 042's index alone the same way.
 */
const ONE_INDEX_ONLY = "SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off";

/**
 * A list whose conditions all ride in the sort indexes (migration 018): an index-only walk reads at most the
 * organization's index entries, never a row, so the planner may also choose it where it expects many matches
 * (two priorities: 1.4 ms for 10,001, where the bitmap of 724,567 entries took 99 ms); the table stays closed.
 */
const INDEXES_ONLY = "SET LOCAL enable_seqscan = off";

/**
 * Every value of the filters the list does not ask for, for a count read from migration 039's index (status,
 * priority, type, then the sort keys): PostgreSQL 15 cannot skip a leading column it has no condition on, so
 * 'priority LOW, two types' would read the whole organization's entries; given every status, it descends once
 * for each status, priority and type asked for and reads the matches' entries only (44.7 ms as the GIN bitmap
 * and the rows, 7.4 ms so). Constants of the domain, written into the statement.
 */
function everyValueNotAsked(f: WorkOrderListFilters): string[] {
  const lists = [
    ["status", f.status, WORK_ORDER_STATUSES],
    ["priority", f.priority, WORK_ORDER_PRIORITIES],
    ["work_order_type", f.workOrderType, WORK_ORDER_TYPES],
  ] as const;
  if (lists.every(([, asked]) => !asked)) return [];
  return lists
    .filter(([, asked]) => !asked)
    .map(([column, , values]) => `wo.${column} = ANY('{${values.join(",")}}'::text[])`);
}

/** The most matches a probe reads (deep pages of lists with tens of thousands of matches walk instead). */
const BOUND_MAX = 30_000;
/**
 * How many index entries a walk reads for the price of one match counted, when the walk reads the sort index
 * alone (migration 018: the filters ride in it), measured on PostgreSQL 15 (0.17 us an entry against about
 * 5 us a counted match): the probe then counts only to sqrt(reach x N / 30) before walking.
 */
const INDEX_ONLY_WALK_SHARE = 30;

/**
 * A job site's matches counted from migration 042's index alone cost about a tenth of an entry walked in a sort
 * index, which reads its row to check the site: the probe counts to sqrt(reach x N x 10) before walking.
 */
const SITE_INDEX_COUNT_SHARE = 1 / 10;

/** Conditions on people or the caller's scope: columns in no index a list reads alone (a match reads its row). */
const peopleReadRows = (scope: WorkOrderScope, f: WorkOrderListFilters) =>
  scope.kind !== "organization" ||
  Boolean(
    f.myUserId || f.equipmentId || f.equipmentOperatorId || f.mechanicId || f.assignedToId || f.assignedTo,
  );

/** Conditions besides the search on columns that are not in the sort indexes (a walked entry reads its row). */
const filtersReadRows = (scope: WorkOrderScope, f: WorkOrderListFilters) =>
  peopleReadRows(scope, f) || Boolean(containsPattern(f.jobSite));

/** Migration 023's emergencies or migration 003's open work orders hold every match, in a small index. */
const partialIndexServes = (f: WorkOrderListFilters) =>
  f.isEmergency === true || Boolean(f.status && !f.status.some(isTerminalStatus));

/**
 * A page of work orders, bounded in its worst case whatever the filters, search and sort
 * (docs/decisions/029-worst-case-lists.md):
 * - The organization's whole list (the default view) walks the sort index and reads its total from the
 *   counters.
 * - Otherwise the matches are first counted from the indexes' bitmaps, up to `bound` = the larger of one past
 *   the cap and sqrt(reach x the organization's work orders), where reach is the page's last position. Fewer
 *   matches than `bound`: the page sorts them all (at most `bound` rows read). More: they are at least
 *   `bound` among N, so walking the sort order's index finds the page's `reach` matches after about
 *   reach x N / bound <= bound rows. Either way about 2 x sqrt(reach x N) rows at most: 9,000 for page 1
 *   and 200,000 index entries for page 500 at a million work orders.
 * The page's ids come first (from the index alone when it holds what is needed), then their rows.
 */
export async function listWorkOrders(db: Database, scope: WorkOrderScope, f: WorkOrderListFilters) {
  const cap = workOrderTotalCap(f);
  const window = pageWindow(f.page, f.limit, cap);
  const p = new SqlParams();
  const readsRows = Boolean(containsPattern(f.search)) || filtersReadRows(scope, f);
  const all = conditions(scope, f, p);
  // One priority or one status asked for, on a list read from the indexes alone: its rank too, so the count may
  // read that value's own section of the sort index (CRITICAL: 18,904 entries in 30 ms, where it walked 280,747
  // of the creation index in 265 ms); a range of ranks is left to the walk (as a count it read a range of
  // statuses wider than the few matches: 773 ms against 231 ms for the filters' bitmap).
  if (!readsRows) all.push(...rankConditions(f, p, "single"));
  const where = all.join("\n       AND ");
  const order = orderBy(f.sortBy, f.sortOrder);
  const pageSql = (limit: string, offset: string, walk = "") =>
    `SELECT wo.id FROM work_orders wo WHERE ${where}${walk} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  // The machines' matches first (OFFSET 0 keeps the planner from walking a sort index instead), then sorted.
  const machinesPageSql = (limit: string, offset: string) =>
    `SELECT wo.id FROM (SELECT wo.id, wo.created_at, wo.due_date, wo.priority, wo.status FROM work_orders wo
       WHERE ${where} OFFSET 0) wo ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  if (scope.kind === "organization" && all.length === 1) {
    const organization = p.add(scope.organizationId);
    const [first] = await db.query<{ total: number; ids: string[] }>(
      `SELECT (SELECT COALESCE(max(LEAST(c.total, ${LIST_TOTAL_CAP + 1})), 0) FROM work_order_counts c
               WHERE c.organization_id = ${organization}::uuid) AS total,
              ARRAY(${pageSql(p.add(window.limit), p.add(window.offset))}) AS ids`,
      p.values,
    );
    return { rows: await rowsOf(db, first?.ids ?? [], order), counted: first?.total ?? 0 };
  }
  // A page past the cap reads no row: counting to one past the cap is all it needs.
  const reach = window.limit === 0 ? 0 : window.offset + window.limit;
  const probeParams = [...p.values];
  const walk = rankConditions(f, p, readsRows ? "all" : "ranges")
    .map((condition) => `\n       AND ${condition}`)
    .join("");
  const at = p.values.length;
  // A search runs on the searches' own connections (docs/decisions/029): it cannot hold everyone else's.
  const searching = Boolean(containsPattern(f.search) || containsPattern(f.jobSite));
  // (With a person or a site too, their own indexes' bitmaps are the smaller read.)
  const machinesOnly = Boolean(
    containsPattern(f.search) &&
      !isSearchableWorkOrderText(f.search ?? "") &&
      f.searchMachineIds?.length &&
      !filtersReadRows(scope, f),
  );
  // Counted without reading the rows where the bitmap is exact and the page all-visible: no column is asked
  // for, so PostgreSQL skips such pages (only trigram matches are rechecked against their row). Where the few
  // would be sorted from the same bitmaps (always when a condition reads rows; otherwise unless a partial
  // index or the machines' index holds them), the count keeps each match's sort keys and the same statement
  // sorts them: the heap pages a bitmap count reads anyway (a working table's pages are seldom all-visible)
  // are not read, nor the bitmaps built (a search's text rechecked), a second time. Many: kept, not sorted.
  const onePass = !machinesOnly && (readsRows || !partialIndexServes(f));
  // A status, priority or type asked for, on a list read from the indexes alone: the filters' b-tree (migration
  // 039) holds the matches side by side with their sort keys, once every filter has values (everyValueNotAsked),
  // so a match counted and kept for the sort costs about what an entry walked does.
  const filtersIndexCounts = onePass && !readsRows && Boolean(f.status || f.priority || f.workOrderType);
  // Job sites asked for by name, and no search or person: migration 042's index holds the matches, their filters
  // and sort keys, so they are counted and sorted from it (the walk, if many, still reads each entry's row).
  const sitesIndexCounts =
    f.jobSiteNames !== undefined && !containsPattern(f.search) && !peopleReadRows(scope, f);
  const ids = await (searching ? db.searches : db).transaction(async (tx) => {
    const [counter] = await tx.query<{ total: number }>(
      "SELECT total FROM work_order_counts WHERE organization_id = $1",
      [scope.organizationId],
    );
    const share = sitesIndexCounts
      ? SITE_INDEX_COUNT_SHARE
      : readsRows || filtersIndexCounts
        ? 1
        : INDEX_ONLY_WALK_SHARE;
    const balanced = Math.ceil(Math.sqrt((reach * (counter?.total ?? 0)) / share));
    const bound = Math.max(cap + 1, Math.min(BOUND_MAX, balanced));
    await tx.exec(
      machinesOnly || sitesIndexCounts ? ONE_INDEX_ONLY : readsRows ? BITMAPS_ONLY : INDEXES_ONLY,
    );
    const limit = `$${probeParams.length + 1}`;
    const offset = `$${probeParams.length + 2}`;
    const probeWhere = filtersIndexCounts ? [where, ...everyValueNotAsked(f)].join("\n       AND ") : where;
    const [probe] = await tx.query<{ matched: number; ids: string[] | null }>(
      onePass
        ? `WITH probe AS MATERIALIZED (
             SELECT ${SORT_COLUMNS[f.sortBy]} FROM work_orders wo WHERE ${probeWhere} LIMIT ${bound}),
           counted AS (SELECT count(*)::int AS matched FROM probe)
           SELECT counted.matched,
                  CASE WHEN counted.matched < ${bound} THEN ARRAY(
                    SELECT wo.id FROM probe wo ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) END AS ids
           FROM counted`
        : `SELECT count(*)::int AS matched, NULL AS ids
           FROM (SELECT FROM work_orders wo WHERE ${where} LIMIT ${bound}) probe`,
      onePass ? [...probeParams, window.limit, window.offset] : probeParams,
    );
    const matched = probe?.matched ?? 0;
    if (matched === 0) return { matched, page: [] };
    const many = matched >= bound;
    if (!many && probe?.ids) return { matched, page: probe.ids };
    // Few: sorted from the same bitmaps or machines' index (at most `bound` read). Many: the walk of the sort order.
    if (many) await tx.exec(WALK_THE_ORDER);
    // Few (and not sorted above): emergencies, or unfinished statuses only, with no condition that reads rows,
    // are read from their own partial indexes (at most the organization's emergencies or open work orders):
    // 0.4 ms for 8,871 open matches that took 112 ms as bitmaps; a search naming machines only, from the
    // machines' index.
    const few = machinesOnly ? machinesPageSql : pageSql;
    const rows = await tx.query<{ id: string }>(
      many ? pageSql(`$${at + 1}`, `$${at + 2}`, walk) : few(limit, offset),
      [...(many ? p.values : probeParams), window.limit, window.offset],
    );
    return { matched, page: rows.map((row) => row.id) };
  });
  return { rows: await rowsOf(db, ids.page, order), counted: Math.min(ids.matched, cap + 1) };
}

/** The page's rows, in the page's order, with their machine and people. */
async function rowsOf(db: Database, ids: string[], order: string): Promise<WorkOrderRow[]> {
  if (ids.length === 0) return [];
  return db.query<WorkOrderRow>(
    `SELECT ${WORK_ORDER_COLUMNS}
     FROM work_orders wo
     ${workOrderJoins()}
     WHERE wo.id = ANY($1::uuid[])
     ORDER BY ${order}`,
    [ids],
  );
}
