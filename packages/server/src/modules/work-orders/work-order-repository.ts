import type { WorkOrderPriority, WorkOrderStatus, WorkOrderType } from "@mnx/domain";
import { type WorkOrderScope, workOrderScopeCondition } from "../../access/work-order-scope.js";
import type { Database } from "../../db/database.js";
import { SqlParams } from "../../db/sql-helpers.js";
import { WORK_ORDER_COLUMNS, type WorkOrderRow, workOrderJoins } from "./work-order-row.js";

/** One work order the scope allows, with its machine and people; undefined otherwise. */
export function findWorkOrder(db: Database, scope: WorkOrderScope, id: string) {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push(id);
  return db.one<WorkOrderRow>(
    `SELECT ${WORK_ORDER_COLUMNS} FROM work_orders wo ${workOrderJoins()}
     WHERE ${where} AND wo.id = $${params.length}::uuid`,
    params,
  );
}

/** Several work orders the scope allows, in no particular order (ids not answered are missing or foreign). */
export function findWorkOrders(db: Database, scope: WorkOrderScope, ids: readonly string[]) {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push([...ids]);
  return db.query<WorkOrderRow>(
    `SELECT ${WORK_ORDER_COLUMNS} FROM work_orders wo ${workOrderJoins()}
     WHERE ${where} AND wo.id = ANY($${params.length}::uuid[])`,
    params,
  );
}

/** What a write needs to know about a work order before changing it. */
export interface WorkOrderState {
  id: string;
  organization_id: string;
  status: WorkOrderStatus;
  equipment_id: string;
  mechanic_id: string | null;
  assigned_to_id: string | null;
  actual_start: Date | null;
  scheduled_start: Date | null;
  scheduled_end: Date | null;
}

/**
 * Locks the work orders the scope allows among `ids` (FOR UPDATE, inside a transaction), so two writers of
 * one work order take turns and each sees the status the other left. Ids not answered are missing or foreign.
 */
export function lockWorkOrders(tx: Database, scope: WorkOrderScope, ids: readonly string[]) {
  const params: unknown[] = [];
  const where = workOrderScopeCondition(scope, params);
  params.push([...ids]);
  return tx.query<WorkOrderState>(
    `SELECT wo.id, wo.organization_id, wo.status, wo.equipment_id, wo.mechanic_id, wo.assigned_to_id,
            wo.actual_start, wo.scheduled_start, wo.scheduled_end
     FROM work_orders wo
     WHERE ${where} AND wo.id = ANY($${params.length}::uuid[])
     ORDER BY wo.id
     FOR UPDATE`,
    params,
  );
}

/** The columns a write may set (values already checked by the services). */
export interface WorkOrderColumns {
  title: string;
  description: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  work_order_type: WorkOrderType;
  is_emergency: boolean;
  requires_operator_approval: boolean;
  job_site: string | null;
  equipment_id: string;
  equipment_operator_id: string | null;
  mechanic_id: string | null;
  assigned_to_id: string | null;
  reported_by_id: string | null;
  inspection_id: string | null;
  inspection_date: string | null;
  maintenance_plan_id: string | null;
  /** The schedule a periodic inspection was done for (docs/decisions/046). */
  periodic_schedule_id: string | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  scheduled_start: Date | string | null;
  scheduled_end: Date | string | null;
  actual_start: Date | string | null;
  actual_end: Date | string | null;
  due_date: Date | string | null;
  completion_notes: string | null;
  /** The checklist version a daily inspection was done with (docs/decisions/042). */
  checklist_template_version_id: string | null;
  notes: string | null;
  hour_meter_start: number | null;
  hour_meter_end: number | null;
  mileage_start: number | null;
  mileage_end: number | null;
}
export type WorkOrderChanges = Partial<WorkOrderColumns>;

const defined = (changes: WorkOrderChanges) =>
  Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof WorkOrderColumns, unknown][];

/**
 * The columns a new work order must name; the others take their defaults (or null). `id` is given only when the
 * device made it (a periodic inspection, whose signature binds its id before the server has a row).
 */
export type NewWorkOrderRow = WorkOrderChanges & { id?: string } & Pick<
    WorkOrderColumns,
    "title" | "description" | "status" | "priority" | "work_order_type" | "equipment_id"
  >;

/** Defaults of the NOT NULL columns a new row may leave out (as the table's own defaults). */
const NOT_NULL_DEFAULTS: Partial<Record<keyof WorkOrderColumns, string>> = {
  is_emergency: "false",
  requires_operator_approval: "false",
};

/**
 * The unique indexes a creation may meet and skip: today's inspection of a machine (one per machine per day),
 * a plan's open order (one open order per plan). Another conflict is an error.
 */
const SKIP_EXISTING = {
  inspectionOfTheDay:
    "ON CONFLICT (equipment_id, inspection_date) WHERE work_order_type = 'INSPECTION' DO NOTHING",
  openPlanOrder: `ON CONFLICT (maintenance_plan_id)
    WHERE maintenance_plan_id IS NOT NULL AND status NOT IN ('COMPLETED', 'CANCELLED') DO NOTHING`,
} as const;
export type SkipExisting = keyof typeof SKIP_EXISTING;

/**
 * Inserts work orders of `organizationId` in one statement, in the order given (each row a JSON object read
 * into the table's row type, so every column keeps its type). Column names come from the typed keys. With
 * `skip`, rows that meet that unique index are left out. Answers the inserted rows, in the order given.
 */
export async function insertWorkOrders(
  tx: Database,
  organizationId: string,
  rows: readonly NewWorkOrderRow[],
  skip?: SkipExisting,
): Promise<{ id: string; status: WorkOrderStatus }[]> {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((row) => defined(row).map(([column]) => column)))];
  const values = columns.map((column) => {
    const fallback = NOT_NULL_DEFAULTS[column];
    return fallback ? `COALESCE(r.${column}, ${fallback})` : `r.${column}`;
  });
  return tx.query<{ id: string; status: WorkOrderStatus }>(
    `INSERT INTO work_orders (organization_id, ${columns.join(", ")})
     SELECT $1::uuid, ${values.join(", ")}
     FROM jsonb_populate_recordset(NULL::work_orders, $2::jsonb) WITH ORDINALITY AS r
     ORDER BY r.ordinality
     ${skip ? SKIP_EXISTING[skip] : ""}
     RETURNING id, status`,
    [organizationId, JSON.stringify(rows)],
  );
}

/** Sets the given columns (undefined ones are left alone) and updated_at. */
export async function updateWorkOrder(tx: Database, id: string, changes: WorkOrderChanges): Promise<void> {
  const entries = defined(changes);
  if (entries.length === 0) return;
  const p = new SqlParams();
  const sets = entries.map(([column, value]) => `${column} = ${p.add(value)}`);
  await tx.query(
    `UPDATE work_orders SET ${sets.join(", ")}, updated_at = now() WHERE id = ${p.add(id)}`,
    p.values,
  );
}

/** Whether `id` is a daily inspection (work order of type INSPECTION) of the organization. */
export async function isInspectionOf(db: Database, organizationId: string, id: string): Promise<boolean> {
  const row = await db.one(
    "SELECT 1 FROM work_orders WHERE organization_id = $1 AND id = $2::uuid AND work_order_type = 'INSPECTION'",
    [organizationId, id],
  );
  return row !== undefined;
}

/**
 * Whether the work order is a signed inspection record (docs/decisions/043): its fields are then never changed
 * (reads the signatures module's table; only that module writes it).
 */
export async function isSignedRecord(tx: Database, id: string): Promise<boolean> {
  const row = await tx.one("SELECT 1 FROM signatures WHERE work_order_id = $1 LIMIT 1", [id]);
  return row !== undefined;
}

/** What the events of a change are worked out from (work-order-events.ts), after the change. */
export function findEventFacts(tx: Database, ids: readonly string[]) {
  return tx.query<{
    id: string;
    organization_id: string;
    work_order_type: WorkOrderType;
    is_emergency: boolean;
    assignee_id: string | null;
  }>(
    `SELECT id, organization_id, work_order_type, is_emergency, coalesce(assigned_to_id, mechanic_id) AS assignee_id
     FROM work_orders WHERE id = ANY($1::uuid[])`,
    [[...ids]],
  );
}
