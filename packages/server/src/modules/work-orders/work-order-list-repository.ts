import {
  isTerminalStatus,
  LIST_TOTAL_CAP,
  type ListWorkOrdersQuery,
  SEARCH_TOTAL_CAP,
  type SORT_ORDERS,
  type WorkOrderSortField,
} from "@mnx/domain";
import { UNFINISHED, type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { containsPattern, SqlParams } from "../../db/sql-helpers.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { WORK_ORDER_COLUMNS, type WorkOrderRow, workOrderJoins } from "./work-order-row.js";

/**
 * The list's filters once parsed; `myUserId` is set by the 'my' filter (assigned to or reported by me),
 * `searchMachineIds` by a search: the machines whose number or name it contains.
 */
export type WorkOrderListFilters = Omit<ListWorkOrdersQuery, "my"> & {
  myUserId?: string | undefined;
  searchMachineIds?: string[] | undefined;
};

/** Priority CRITICAL > HIGH > MEDIUM > LOW; status in workflow order (PENDING first): migration 003's functions. */
const SORT_KEYS: Readonly<Record<WorkOrderSortField, string>> = {
  createdAt: "wo.created_at",
  dueDate: "wo.due_date",
  priority: "work_order_priority_rank(wo.priority)",
  status: "work_order_status_rank(wo.status)",
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

function conditions(scope: WorkOrderScope, f: WorkOrderListFilters, p: SqlParams): string[] {
  const where = [workOrderScopeCondition(scope, p.values)];
  const search = containsPattern(f.search);
  if (search) {
    // Title and description in their stored lowercase form (migration 003's trigram index), or one of the
    // machines the search names, given as a list so the planner knows how many work orders that can be.
    const text = `wo.search_text LIKE lower(${p.add(search)})`;
    const machines = f.searchMachineIds?.length
      ? ` OR wo.equipment_id = ANY(${p.add(f.searchMachineIds)}::uuid[])`
      : "";
    where.push(`(${text}${machines})`);
  }
  if (f.status) {
    where.push(`wo.status = ANY(${p.add(f.status)}::text[])`);
    // Only unfinished statuses asked for: say so in the partial indexes' words, so the planner may use them.
    if (!f.status.some(isTerminalStatus)) where.push(UNFINISHED);
  }
  if (f.priority) where.push(`wo.priority = ANY(${p.add(f.priority)}::text[])`);
  if (f.workOrderType) where.push(`wo.work_order_type = ANY(${p.add(f.workOrderType)}::text[])`);
  const jobSite = containsPattern(f.jobSite);
  if (jobSite) where.push(`wo.job_site ILIKE ${p.add(jobSite)}`);
  if (f.isEmergency !== undefined) where.push(`wo.is_emergency = ${p.add(f.isEmergency)}::boolean`);
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

/** How far a list counts: a searched list stops at SEARCH_TOTAL_CAP (its matches are rechecked one by one). */
export const workOrderTotalCap = (f: Pick<WorkOrderListFilters, "search">) =>
  containsPattern(f.search) ? SEARCH_TOTAL_CAP : LIST_TOTAL_CAP;

/**
 * One statement per page: `page` finds the page's ids in the sort order's index (from the index alone when no
 * filter needs the rows, so a deep page skips its offset cheaply); the total counts the matches up to one past
 * the cap (or, unfiltered, reads the organization's counter); the outer SELECT starts from the total (one row
 * even for an empty page) and reads the page's rows by id, with their machine and people.
 */
export async function listWorkOrders(db: Database, scope: WorkOrderScope, f: WorkOrderListFilters) {
  const p = new SqlParams();
  const all = conditions(scope, f, p);
  const where = all.join("\n       AND ");
  // The organization's whole list (the default view) reads its total from the counters instead of counting.
  const total =
    scope.kind === "organization" && all.length === 1
      ? `(SELECT COALESCE(max(LEAST(c.total, ${LIST_TOTAL_CAP + 1})), 0) FROM work_order_counts c
          WHERE c.organization_id = ${p.add(scope.organizationId)}::uuid)`
      : cappedCount(`SELECT 1 FROM work_orders wo WHERE ${where}`, workOrderTotalCap(f));
  const window = pageWindow(f.page, f.limit, workOrderTotalCap(f));
  const limit = p.add(window.limit);
  const offset = p.add(window.offset);
  const order = orderBy(f.sortBy, f.sortOrder);
  const rows = await db.query<(WorkOrderRow & { total: number }) | { id: null; total: number }>(
    `WITH page AS (
       SELECT wo.id FROM work_orders wo
       WHERE ${where}
       ORDER BY ${order}
       LIMIT ${limit} OFFSET ${offset}
     )
     SELECT t.total, ${WORK_ORDER_COLUMNS}
     FROM (SELECT ${total} AS total) t
     LEFT JOIN page ON true
     LEFT JOIN work_orders wo ON wo.id = page.id
     ${workOrderJoins("LEFT JOIN")}
     ORDER BY ${order}`,
    p.values,
  );
  const workOrders = rows.filter((row): row is WorkOrderRow & { total: number } => row.id !== null);
  return { rows: workOrders, counted: rows[0]?.total ?? 0 };
}
