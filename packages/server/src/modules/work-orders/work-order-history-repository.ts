import type { PersonRef, WorkOrderHistoryEntry, WorkOrderStatus } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { SqlParams } from "../../db/sql-helpers.js";

export interface HistoryLine {
  organizationId: string;
  workOrderId: string;
  from: WorkOrderStatus | null;
  to: WorkOrderStatus;
  changedById: string;
  note?: string | null | undefined;
}

/**
 * Writes history lines in one statement, inside the transaction of the change they record; answers their ids
 * in the order given (photos attached with a move point at its line).
 */
export async function insertHistory(tx: Database, lines: readonly HistoryLine[]): Promise<string[]> {
  if (lines.length === 0) return [];
  const p = new SqlParams();
  // clock_timestamp() plus the line's index: lines written together keep their order when read back.
  const values = lines.map(
    (line, index) =>
      `(${p.add(line.organizationId)}::uuid, ${p.add(line.workOrderId)}::uuid, ${p.add(line.from)}, ${p.add(
        line.to,
      )}, ${p.add(line.changedById)}::uuid, ${p.add(line.note ?? null)},
        clock_timestamp() + ${index} * interval '1 microsecond')`,
  );
  const rows = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO work_order_history
       (organization_id, work_order_id, from_status, to_status, changed_by_id, note, created_at)
     VALUES ${values.join(", ")}
     RETURNING id, created_at`,
    p.values,
  );
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).map((row) => row.id);
}

interface HistoryRow {
  id: string;
  from_status: WorkOrderStatus | null;
  to_status: WorkOrderStatus;
  note: string | null;
  changed_by: PersonRef | null;
  created_at: Date;
}

/** A work order's history, oldest first, with who made each change. */
export async function listHistory(db: Database, workOrderId: string): Promise<WorkOrderHistoryEntry[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT h.id, h.from_status, h.to_status, h.note, h.created_at,
            CASE WHEN u.id IS NULL THEN NULL
                 ELSE json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) END
              AS changed_by
     FROM work_order_history h LEFT JOIN users u ON u.id = h.changed_by_id
     WHERE h.work_order_id = $1
     ORDER BY h.created_at, h.id`,
    [workOrderId],
  );
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    changedBy: row.changed_by,
    createdAt: row.created_at.toISOString(),
  }));
}
