import type { AssignmentListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { ASSIGNMENT_COLUMNS, type AssignmentRow } from "./assignment-row.js";
import type { AssignmentScope } from "./assignment-scope.js";

/**
 * One statement per page (the same shape as the equipment list): filters in `matched`, the page cut from it in
 * the order of the (organization, start date, id) index, newest first, the total counted up to one past the
 * cap and read even when the page is empty. Search: equipment number and name, operator first, last and full
 * name (each through its own trigram index, as the lists of matching machines and people), and job site; the
 * jobSite filter is a 'contains' too, all ignoring case.
 */
export async function listAssignments(db: Database, scope: AssignmentScope, q: AssignmentListQuery) {
  const window = pageWindow(q.page, q.limit);
  // A search runs on the searches' own connections (docs/decisions/029-worst-case-lists.md).
  const rows = await (q.search?.trim() ? db.searches : db).query<
    (AssignmentRow & { total: number }) | { id: null; total: number }
  >(
    `WITH matched AS NOT MATERIALIZED (
       SELECT a.* FROM equipment_assignments a
       WHERE a.organization_id = $1
         AND ($2::uuid IS NULL OR a.operator_id = $2::uuid)
         AND ($3::uuid IS NULL OR a.equipment_id = $3::uuid)
         AND ($4::uuid IS NULL OR a.operator_id = $4::uuid)
         AND ($5::text IS NULL OR a.job_site ILIKE $5::text)
         AND ($6::text[] IS NULL OR a.status = ANY($6::text[]))
         AND ($7::text IS NULL OR a.job_site ILIKE $7::text
              OR a.equipment_id = ANY(ARRAY(
                SELECT se.id FROM equipment se
                WHERE se.organization_id = $1 AND (se.equipment_number ILIKE $7::text OR se.name ILIKE $7::text)))
              OR a.operator_id = ANY(ARRAY(
                SELECT su.id FROM users su
                WHERE su.organization_id = $1
                  AND (su.first_name ILIKE $7::text OR su.last_name ILIKE $7::text
                       OR (su.first_name || ' ' || su.last_name) ILIKE $7::text))))
     ),
     page AS (SELECT * FROM matched ORDER BY start_date DESC, id DESC LIMIT $8 OFFSET $9)
     SELECT t.total, ${ASSIGNMENT_COLUMNS}
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page a ON true
     LEFT JOIN equipment e ON e.id = a.equipment_id
     LEFT JOIN users op ON op.id = a.operator_id
     ORDER BY a.start_date DESC, a.id DESC`,
    [
      scope.organizationId,
      scope.operatorId,
      q.equipmentId ?? null,
      q.operatorId ?? null,
      containsPattern(q.jobSite),
      q.status ?? null,
      containsPattern(q.search),
      window.limit,
      window.offset,
    ],
  );
  const assignments = rows.filter((row): row is AssignmentRow & { total: number } => row.id !== null);
  return { rows: assignments, counted: rows[0]?.total ?? 0 };
}
