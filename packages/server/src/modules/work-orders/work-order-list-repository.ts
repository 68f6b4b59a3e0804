import {
  type ListWorkOrdersQuery,
  type SORT_ORDERS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderSortField,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern, SqlParams } from "../../db/sql-helpers.js";
import { WORK_ORDER_COLUMNS, type WorkOrderRow, workOrderJoins } from "./work-order-row.js";
import { type WorkOrderScope, workOrderScopeCondition } from "./work-order-scope.js";

/** The list's filters once parsed; `myUserId` is set by the 'my' filter (assigned to or reported by me). */
export type WorkOrderListFilters = Omit<ListWorkOrdersQuery, "my"> & { myUserId?: string | undefined };

/** `CASE column WHEN 'A' THEN 0 ...`: the position of a value in a domain list (constants, never input). */
const rankOf = (column: string, values: readonly string[]) =>
  `CASE ${column} ${values.map((value, index) => `WHEN '${value}' THEN ${index}`).join(" ")} END`;

/** Priority CRITICAL > HIGH > MEDIUM > LOW; status in workflow order (PENDING first). */
const SORT_KEYS: Readonly<Record<WorkOrderSortField, string>> = {
  createdAt: "wo.created_at",
  dueDate: "wo.due_date",
  priority: rankOf("wo.priority", WORK_ORDER_PRIORITIES),
  status: rankOf("wo.status", WORK_ORDER_STATUSES),
};

function orderBy(field: WorkOrderSortField, order: (typeof SORT_ORDERS)[number]): string {
  const direction = order === "asc" ? "ASC" : "DESC";
  const nulls = field === "dueDate" ? " NULLS LAST" : "";
  return `${SORT_KEYS[field]} ${direction}${nulls}, wo.created_at DESC, wo.id`;
}

function conditions(scope: WorkOrderScope, f: WorkOrderListFilters, p: SqlParams): string[] {
  const where = [workOrderScopeCondition(scope, p.values)];
  const search = containsPattern(f.search);
  if (search) {
    const s = p.add(search);
    where.push(`(wo.title ILIKE ${s} OR wo.description ILIKE ${s} OR e.equipment_number ILIKE ${s}
                 OR e.name ILIKE ${s})`);
  }
  if (f.status) where.push(`wo.status = ANY(${p.add(f.status)}::text[])`);
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

/**
 * One query per page: `matched` applies the scope and the filters, `page` cuts and numbers the page, and the
 * outer SELECT starts from the total (one row even for an empty page) and nests the machine and the people.
 */
export async function listWorkOrders(db: Database, scope: WorkOrderScope, f: WorkOrderListFilters) {
  const p = new SqlParams();
  const where = conditions(scope, f, p).join("\n       AND ");
  const limit = p.add(f.limit);
  const offset = p.add((f.page - 1) * f.limit);
  const rows = await db.query<(WorkOrderRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS (
       SELECT wo.* FROM work_orders wo JOIN equipment e ON e.id = wo.equipment_id
       WHERE ${where}
     ),
     page AS (
       SELECT wo.*, row_number() OVER (ORDER BY ${orderBy(f.sortBy, f.sortOrder)}) AS position
       FROM matched wo ORDER BY position LIMIT ${limit} OFFSET ${offset}
     )
     SELECT t.total, ${WORK_ORDER_COLUMNS}
     FROM (SELECT count(*) AS total FROM matched) t
     LEFT JOIN page wo ON true
     ${workOrderJoins("LEFT JOIN")}
     ORDER BY wo.position`,
    p.values,
  );
  const workOrders = rows.filter((row): row is WorkOrderRow & { total: number } => row.id !== null);
  return { rows: workOrders, total: rows[0]?.total ?? 0 };
}
