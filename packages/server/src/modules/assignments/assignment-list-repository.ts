import type { AssignmentListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { ASSIGNMENT_COLUMNS, type AssignmentRow } from "./assignment-row.js";
import type { AssignmentScope } from "./assignment-scope.js";

/**
 * One query per page (the same shape as the equipment list): filters in `matched`, the page cut from it,
 * the total read even when the page is empty. Newest start first. Search: equipment number and name,
 * operator first, last and full name, job site; the jobSite filter is a 'contains' too, both ignoring case.
 */
export async function listAssignments(db: Database, scope: AssignmentScope, q: AssignmentListQuery) {
  const rows = await db.query<(AssignmentRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS (
       SELECT a.* FROM equipment_assignments a
       JOIN equipment e ON e.id = a.equipment_id
       JOIN users op ON op.id = a.operator_id
       WHERE a.organization_id = $1
         AND ($2::uuid IS NULL OR a.operator_id = $2::uuid)
         AND ($3::uuid IS NULL OR a.equipment_id = $3::uuid)
         AND ($4::uuid IS NULL OR a.operator_id = $4::uuid)
         AND ($5::text IS NULL OR a.job_site ILIKE $5::text)
         AND ($6::text[] IS NULL OR a.status = ANY($6::text[]))
         AND ($7::text IS NULL OR e.equipment_number ILIKE $7::text OR e.name ILIKE $7::text
              OR op.first_name ILIKE $7::text OR op.last_name ILIKE $7::text
              OR (op.first_name || ' ' || op.last_name) ILIKE $7::text OR a.job_site ILIKE $7::text)
     ),
     page AS (SELECT * FROM matched ORDER BY start_date DESC, id LIMIT $8 OFFSET $9)
     SELECT t.total, ${ASSIGNMENT_COLUMNS}
     FROM (SELECT count(*) AS total FROM matched) t
     LEFT JOIN page a ON true
     LEFT JOIN equipment e ON e.id = a.equipment_id
     LEFT JOIN users op ON op.id = a.operator_id
     ORDER BY a.start_date DESC, a.id`,
    [
      scope.organizationId,
      scope.operatorId,
      q.equipmentId ?? null,
      q.operatorId ?? null,
      containsPattern(q.jobSite),
      q.status ?? null,
      containsPattern(q.search),
      q.limit,
      (q.page - 1) * q.limit,
    ],
  );
  const assignments = rows.filter((row): row is AssignmentRow & { total: number } => row.id !== null);
  return { rows: assignments, total: rows[0]?.total ?? 0 };
}
