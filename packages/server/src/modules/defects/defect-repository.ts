import type { DefectListQuery, DefectStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { DEFECT_COLUMNS, type DefectRow } from "./defect-row.js";
import type { DefectScope } from "./defect-scope.js";

/**
 * The scope's condition on `d` ($1 organization, $2 operator or null): an operator's is only the machines
 * assigned to them, each read on its machine index (two statements, so neither plan has to serve the other's
 * case and an operator's list never walks the organization's whole history).
 */
const inScope = (scope: DefectScope) =>
  scope.operatorId === null
    ? "d.organization_id = $1 AND $2::uuid IS NULL"
    : `d.organization_id = $1 AND d.equipment_id IN (
         SELECT mine.id FROM equipment mine WHERE mine.organization_id = $1 AND mine.assigned_operator_id = $2::uuid)`;

/**
 * One statement per page, newest first: `page` walks the index that serves the filters (the organization's,
 * by status, the critical ones, a machine's, or one checklist item's, each in (reported_at DESC, id) order), the total counts up to
 * one past the cap, and each defect of the page is joined to its machine and people.
 */
export async function listDefects(db: Database, scope: DefectScope, q: DefectListQuery) {
  const window = pageWindow(q.page, q.limit);
  // Only when asked: the unfiltered lists name no column their indexes do not carry, so they stay index-only
  // (migration 036) whatever plan is chosen.
  const itemFilter = q.templateItemId ? "AND d.template_item_id = $8::uuid" : "";
  const rows = await db.query<(DefectRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS NOT MATERIALIZED (
       SELECT d.id, d.reported_at FROM defects d
       WHERE ${inScope(scope)}
         AND ($3::text[] IS NULL OR d.status = ANY($3::text[]))
         AND ($4::uuid IS NULL OR d.equipment_id = $4::uuid)
         AND ($5::boolean IS NULL OR d.critical = $5::boolean)
         ${itemFilter}
     ),
     page AS (SELECT id, reported_at FROM matched ORDER BY reported_at DESC, id LIMIT $6 OFFSET $7)
     SELECT t.total, ${DEFECT_COLUMNS}
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page p ON true
     LEFT JOIN defects d ON d.id = p.id
     LEFT JOIN equipment e ON e.id = d.equipment_id
     ORDER BY d.reported_at DESC, d.id`,
    [
      scope.organizationId,
      scope.operatorId,
      q.status ?? null,
      q.equipmentId ?? null,
      q.critical ?? null,
      window.limit,
      window.offset,
      ...(q.templateItemId ? [q.templateItemId] : []),
    ],
  );
  const defects = rows.filter((row): row is DefectRow & { total: number } => row.id !== null);
  return { rows: defects, counted: rows[0]?.total ?? 0 };
}

/** One defect the scope sees, or undefined; `lock` holds it until the transaction ends. */
export function findDefect(db: Database, scope: DefectScope, id: string, lock = false) {
  return db.one<DefectRow>(
    `SELECT ${DEFECT_COLUMNS}
     FROM defects d JOIN equipment e ON e.id = d.equipment_id
     WHERE d.id = $3::uuid AND ${inScope(scope)}
     ${lock ? "FOR UPDATE OF d" : ""}`,
    [scope.organizationId, scope.operatorId, id],
  );
}

/** The columns a move writes besides the status (each step's time and person). */
export interface DefectStepChanges {
  repair_started_at?: Date;
  repaired_at?: Date;
  repaired_by_id?: string;
  certified_at?: Date;
  certified_by_id?: string;
  certification_note?: string | null;
  acknowledged_at?: Date;
  acknowledged_by_id?: string;
  work_order_id?: string;
}

export async function updateDefect(
  tx: Database,
  id: string,
  status: DefectStatus,
  changes: DefectStepChanges,
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  await tx.query(
    `UPDATE defects SET status = $2, ${[...sets, "updated_at = now()"].join(", ")} WHERE id = $1`,
    [id, status, ...entries.map(([, value]) => value)],
  );
}

export interface NewDefect {
  category: string;
  item: string;
  critical: boolean;
  notes: string;
  /** The checklist template item it was reported on (null: before templates). */
  templateItemId: string | null;
}

/**
 * The failed items of one inspection as OPEN defects of its machine; an item recorded already (the same
 * inspection sent again) is left as it is. Answers those added.
 */
export async function insertInspectionDefects(
  tx: Database,
  inspection: { organizationId: string; equipmentId: string; workOrderId: string; reportedById: string },
  defects: readonly NewDefect[],
): Promise<{ id: string; item: string; critical: boolean }[]> {
  if (defects.length === 0) return [];
  return tx.query<{ id: string; item: string; critical: boolean }>(
    `INSERT INTO defects (organization_id, equipment_id, inspection_work_order_id, reported_by_id, category, item,
                          critical, notes, template_item_id)
     SELECT $1::uuid, $2::uuid, $3::uuid, $4::uuid, r.category, r.item, r.critical, r.notes, r."templateItemId"
     FROM jsonb_to_recordset($5::jsonb)
       AS r(category text, item text, critical boolean, notes text, "templateItemId" uuid)
     ON CONFLICT (inspection_work_order_id, category, item) WHERE inspection_work_order_id IS NOT NULL DO NOTHING
     RETURNING id, item, critical`,
    [
      inspection.organizationId,
      inspection.equipmentId,
      inspection.workOrderId,
      inspection.reportedById,
      JSON.stringify(defects),
    ],
  );
}

/** The repair work order started: its open (or repaired, being worked on again) defects are in repair. */
export async function startRepairs(tx: Database, workOrderId: string): Promise<void> {
  await tx.query(
    `UPDATE defects SET status = 'REPAIR_IN_PROGRESS', repair_started_at = COALESCE(repair_started_at, now()),
                        updated_at = now()
     WHERE work_order_id = $1 AND status IN ('OPEN', 'REPAIRED')`,
    [workOrderId],
  );
}

/** The repair work order completed: its defects not yet repaired are repaired, by who completed it. */
export async function finishRepairs(tx: Database, workOrderId: string, userId: string): Promise<void> {
  await tx.query(
    `UPDATE defects SET status = 'REPAIRED', repair_started_at = COALESCE(repair_started_at, now()),
                        repaired_at = now(), repaired_by_id = $2, updated_at = now()
     WHERE work_order_id = $1 AND status IN ('OPEN', 'REPAIR_IN_PROGRESS')`,
    [workOrderId, userId],
  );
}

/** The repair work order cancelled: its defects not yet repaired are free for another repair work order. */
export async function releaseRepairs(tx: Database, workOrderId: string): Promise<void> {
  await tx.query(
    `UPDATE defects SET work_order_id = NULL, updated_at = now()
     WHERE work_order_id = $1 AND status IN ('OPEN', 'REPAIR_IN_PROGRESS')`,
    [workOrderId],
  );
}

/** A work order's type and machine (read across to guard an inspection's completion). */
export function findWorkOrderKind(db: Database, workOrderId: string) {
  return db.one<{ work_order_type: string; equipment_id: string }>(
    "SELECT work_order_type, equipment_id FROM work_orders WHERE id = $1",
    [workOrderId],
  );
}
