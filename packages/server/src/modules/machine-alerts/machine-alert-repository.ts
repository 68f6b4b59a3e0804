import type { MachineAlertListQuery, MachineAlertSeverity } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { ALERT_COLUMNS, type MachineAlertRow } from "./machine-alert-row.js";

// The machine_alerts table's SQL (docs/decisions/047): this module writes it, no other.

/** What the machine holds of these codes: its open alert of each, and the last cleared one's last time. */
export interface KnownCode {
  code: string;
  code_source: string;
  open_id: string | null;
  open_last: Date | null;
  cleared_last: Date | null;
}

export function findKnownCodes(tx: Database, equipmentId: string, codes: readonly string[]) {
  return tx.query<KnownCode>(
    `SELECT code, code_source,
       (array_agg(id ORDER BY last_occurred_at DESC) FILTER (WHERE status <> 'CLEARED'))[1] AS open_id,
       max(last_occurred_at) FILTER (WHERE status <> 'CLEARED') AS open_last,
       max(last_occurred_at) FILTER (WHERE status = 'CLEARED') AS cleared_last
     FROM machine_alerts WHERE equipment_id = $1 AND code = ANY($2::text[])
     GROUP BY code, code_source`,
    [equipmentId, codes],
  );
}

export interface NewAlert {
  organizationId: string;
  equipmentId: string;
  connectionId: string | null;
  code: string;
  codeSource: string;
  description: string | null;
  severity: MachineAlertSeverity;
  feedSeverity: string | null;
  at: Date;
}

/** Opens an alert; undefined when another poll opened the same code on the machine at the same moment. */
export function insertAlert(tx: Database, a: NewAlert) {
  return tx.one<{ id: string }>(
    `INSERT INTO machine_alerts (organization_id, equipment_id, connection_id, code, code_source, description,
       severity, feed_severity, first_occurred_at, last_occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (equipment_id, code, code_source) WHERE status <> 'CLEARED' DO NOTHING
     RETURNING id`,
    [
      a.organizationId,
      a.equipmentId,
      a.connectionId,
      a.code,
      a.codeSource,
      a.description,
      a.severity,
      a.feedSeverity,
      a.at,
    ],
  );
}

/** A later occurrence of an open alert's code: counted, its time and description taken. */
export async function countOccurrence(tx: Database, id: string, at: Date, description: string | null) {
  const rows = await tx.query(
    `UPDATE machine_alerts SET occurrences = occurrences + 1, last_occurred_at = $2,
       description = COALESCE($3, description), updated_at = now()
     WHERE id = $1 AND status <> 'CLEARED' AND last_occurred_at < $2 RETURNING id`,
    [id, at, description],
  );
  return rows.length > 0;
}

/**
 * One statement per page, newest occurrence first: the organization's alerts (or a machine's) by severity and
 * open or cleared, the total counted up to one past the cap.
 */
export async function listAlerts(
  db: Database,
  organizationId: string,
  equipmentId: string | null,
  q: MachineAlertListQuery,
) {
  const window = pageWindow(q.page, q.limit);
  const rows = await db.query<(MachineAlertRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS NOT MATERIALIZED (
       SELECT a.id, a.last_occurred_at FROM machine_alerts a
       WHERE a.organization_id = $1
         AND ($2::uuid IS NULL OR a.equipment_id = $2::uuid)
         AND ($3::text[] IS NULL OR a.severity = ANY($3::text[]))
         AND ($4::boolean IS NULL OR (a.status <> 'CLEARED') = $4::boolean)
     ),
     page AS (SELECT id, last_occurred_at FROM matched ORDER BY last_occurred_at DESC, id LIMIT $5 OFFSET $6)
     SELECT t.total, ${ALERT_COLUMNS}
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page p ON true
     LEFT JOIN machine_alerts a ON a.id = p.id
     LEFT JOIN equipment e ON e.id = a.equipment_id
     ORDER BY a.last_occurred_at DESC, a.id`,
    [organizationId, equipmentId, q.severity ?? null, q.open ?? null, window.limit, window.offset],
  );
  const alerts = rows.filter((row): row is MachineAlertRow & { total: number } => row.id !== null);
  return { rows: alerts, counted: rows[0]?.total ?? 0 };
}

/** One alert of the organization, or undefined; `lock` holds it until the transaction ends. */
export function findAlert(db: Database, organizationId: string, id: string, lock = false) {
  return db.one<MachineAlertRow>(
    `SELECT ${ALERT_COLUMNS}
     FROM machine_alerts a JOIN equipment e ON e.id = a.equipment_id
     WHERE a.id = $2::uuid AND a.organization_id = $1
     ${lock ? "FOR UPDATE OF a" : ""}`,
    [organizationId, id],
  );
}

export interface AlertChanges {
  status?: "ACKNOWLEDGED" | "CLEARED";
  acknowledged_at?: Date;
  acknowledged_by_id?: string;
  acknowledged_note?: string;
  cleared_at?: Date;
  cleared_by_id?: string;
  cleared_note?: string;
  work_order_id?: string;
}

export async function updateAlert(tx: Database, id: string, changes: AlertChanges): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await tx.query(`UPDATE machine_alerts SET ${[...sets, "updated_at = now()"].join(", ")} WHERE id = $1`, [
    id,
    ...entries.map(([, value]) => value),
  ]);
}
