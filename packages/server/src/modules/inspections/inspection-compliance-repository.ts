import { type ComplianceList, MISSED_INSPECTION_WINDOW_DAYS } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { NOT_RUN_STATUSES, OPEN_INSPECTION, SUBMITTED, UNSUBMITTED } from "./inspection-sql.js";

export interface ComplianceRow {
  equipment_id: string;
  equipment_number: string;
  equipment_name: string;
  equipment_status: string;
  operator_id: string | null;
  operator_first_name: string | null;
  operator_last_name: string | null;
  job_site: string | null;
  inspection_id: string | null;
  inspection_status: string | null;
  inspection_date: string | null;
  assigned_at: Date | null;
  submitted_at: Date | null;
  completion_notes: string | null;
  follow_up_id: string | null;
  follow_up_title: string | null;
  follow_up_status: string | null;
}

/**
 * The organization's machines, each with today's inspection (the one-per-machine-per-day index) and its ACTIVE
 * assignment (one per machine; the organization's active-assignment index): at most one row per machine of the
 * fleet, whatever the history. `$1` organization.
 */
const TODAYS_MACHINES = `
  SELECT e.id AS equipment_id, e.equipment_number, i.id AS inspection_id
  FROM equipment e
  LEFT JOIN work_orders i ON i.equipment_id = e.id AND i.work_order_type = 'INSPECTION'
    AND i.inspection_date = current_date AND i.organization_id = e.organization_id
  LEFT JOIN equipment_assignments a ON a.equipment_id = e.id AND a.status = 'ACTIVE'
    AND a.organization_id = e.organization_id
  WHERE e.organization_id = $1`;

/**
 * Each list: which rows (the same conditions as the figures in inspection-repository.ts), their order, by
 * names that the page and the final rows both carry, and whether they are worked out once for the count and
 * the page (today's lists: one pass over the fleet, at most one row a machine) or read twice from the index
 * (missed: the page stops after its rows in index order).
 */
const LISTS: Readonly<Record<ComplianceList, { matched: string; order: string; once: boolean }>> = {
  // Not submitted today: assigned and waiting, or not even assigned yet on a machine that has an operator.
  pending: {
    matched: `${TODAYS_MACHINES}
      AND ((i.id IS NULL AND a.id IS NOT NULL AND e.status NOT IN ${NOT_RUN_STATUSES})
           OR i.status IN ${UNSUBMITTED})`,
    order: "equipment_number, equipment_id",
    once: true,
  },
  completed: {
    matched: `${TODAYS_MACHINES} AND i.status IN ${SUBMITTED}`,
    order: "equipment_number, equipment_id",
    once: true,
  },
  // Open inspections of the last 7 days, newest day first, read in the order of the open-inspection index.
  missed: {
    matched: `
      SELECT wo.id AS inspection_id, wo.equipment_id, wo.inspection_date
      FROM work_orders wo
      WHERE wo.organization_id = $1 AND wo.work_order_type = 'INSPECTION'
        AND wo.inspection_date < current_date AND wo.inspection_date >= current_date - $4::int
        AND wo.${OPEN_INSPECTION}`,
    order: "inspection_date DESC, inspection_id DESC",
    once: false,
  },
};

/**
 * One page of a compliance list in one statement (the shape of the other lists: `matched`, the page cut from
 * it in index order, the total counted up to one past the cap), each row with its machine, its inspection, the
 * person who has to do it (the inspection's assignee, else the machine's operator) and the newest work order
 * created from the inspection (its follow-up).
 */
export async function listCompliance(
  db: Database,
  organizationId: string,
  list: ComplianceList,
  page: number,
  limit: number,
) {
  const { matched, order, once } = LISTS[list];
  const window = pageWindow(page, limit);
  const params: unknown[] = [organizationId, window.limit, window.offset];
  if (list === "missed") params.push(MISSED_INSPECTION_WINDOW_DAYS);
  const rows = await db.query<(ComplianceRow & { total: number }) | { equipment_id: null; total: number }>(
    `WITH matched AS ${once ? "MATERIALIZED" : "NOT MATERIALIZED"} (${matched}),
     page AS (SELECT * FROM matched ORDER BY ${order} LIMIT $2 OFFSET $3)
     SELECT t.total, e.id AS equipment_id, e.equipment_number, e.name AS equipment_name,
            e.status AS equipment_status, op.id AS operator_id, op.first_name AS operator_first_name,
            op.last_name AS operator_last_name, COALESCE(i.job_site, a.job_site) AS job_site,
            i.id AS inspection_id, i.status AS inspection_status, i.inspection_date, i.created_at AS assigned_at,
            i.actual_end AS submitted_at, i.completion_notes, fu.id AS follow_up_id, fu.title AS follow_up_title,
            fu.status AS follow_up_status
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page p ON true
     LEFT JOIN equipment e ON e.id = p.equipment_id
     LEFT JOIN work_orders i ON i.id = p.inspection_id
     LEFT JOIN equipment_assignments a ON a.equipment_id = p.equipment_id AND a.status = 'ACTIVE'
       AND a.organization_id = $1
     LEFT JOIN users op ON op.id = COALESCE(i.assigned_to_id, a.operator_id)
     LEFT JOIN LATERAL (
       SELECT f.id, f.title, f.status FROM work_orders f
       WHERE f.inspection_id = i.id AND f.organization_id = $1
       ORDER BY f.created_at DESC LIMIT 1
     ) fu ON true
     ORDER BY ${order}`,
    params,
  );
  const items = rows.filter((row): row is ComplianceRow & { total: number } => row.equipment_id !== null);
  return { rows: items, counted: rows[0]?.total ?? 0 };
}
