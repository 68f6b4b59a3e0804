import { type AssignmentListQuery, isSearchableWorkOrderText } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { cappedCount, pageWindow } from "../../paging.js";
import { ASSIGNMENT_COLUMNS, ASSIGNMENT_UNSAFE, type AssignmentRow } from "./assignment-row.js";
import type { AssignmentScope } from "./assignment-scope.js";

/** The organization's machines and people a search names (each through its own trigram index), as lists. */
async function machinesAndPeopleMatching(db: Database, organizationId: string, pattern: string) {
  const [found] = await db.query<{ machines: string[]; people: string[] }>(
    `SELECT ARRAY(SELECT id FROM equipment
                  WHERE organization_id = $1 AND (equipment_number ILIKE $2 OR name ILIKE $2)) AS machines,
            ARRAY(SELECT id FROM users
                  WHERE organization_id = $1
                    AND (first_name ILIKE $2 OR last_name ILIKE $2 OR (first_name || ' ' || last_name) ILIKE $2))
              AS people`,
    [organizationId, pattern],
  );
  return found ?? { machines: [], people: [] };
}

/**
 * One statement per page (the same shape as the equipment list): filters in `matched`, the page cut from it in
 * the order of the (organization, start date, id) index, newest first, the total counted up to one past the
 * cap and read even when the page is empty. Search: equipment number and name, operator first, last and full
 * name (found first, as lists, so the planner reads each one's assignments from their index), and job site
 * through its trigram index when the search holds 3 letters or digits in a row (else the index finds nothing
 * and every assignment would be read: docs/decisions/029-worst-case-lists.md); the jobSite filter is a
 * 'contains' too, all ignoring case.
 */
export async function listAssignments(db: Database, scope: AssignmentScope, q: AssignmentListQuery) {
  const window = pageWindow(q.page, q.limit);
  const search = containsPattern(q.search);
  // A search runs on the searches' own connections (docs/decisions/029-worst-case-lists.md).
  const on = search ? db.searches : db;
  const named = search ? await machinesAndPeopleMatching(on, scope.organizationId, search) : undefined;
  const searchable = search && isSearchableWorkOrderText(q.search ?? "") ? search : null;
  const rows = await on.query<(AssignmentRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS NOT MATERIALIZED (
       SELECT a.* FROM equipment_assignments a
       WHERE a.organization_id = $1
         AND ($2::uuid IS NULL OR a.operator_id = $2::uuid)
         AND ($3::uuid IS NULL OR a.equipment_id = $3::uuid)
         AND ($4::uuid IS NULL OR a.operator_id = $4::uuid)
         AND ($5::text IS NULL OR a.job_site ILIKE $5::text)
         AND ($6::text[] IS NULL OR a.status = ANY($6::text[]))
         AND ($7::uuid[] IS NULL OR a.job_site ILIKE $10::text
              OR a.equipment_id = ANY($7::uuid[]) OR a.operator_id = ANY($8::uuid[]))
     ),
     page AS (SELECT * FROM matched ORDER BY start_date DESC, id DESC LIMIT $9 OFFSET $11)
     SELECT t.total, ${ASSIGNMENT_COLUMNS}
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page a ON true
     LEFT JOIN equipment e ON e.id = a.equipment_id
     LEFT JOIN users op ON op.id = a.operator_id
     ${ASSIGNMENT_UNSAFE}
     ORDER BY a.start_date DESC, a.id DESC`,
    [
      scope.organizationId,
      scope.operatorId,
      q.equipmentId ?? null,
      q.operatorId ?? null,
      containsPattern(q.jobSite),
      q.status ?? null,
      named?.machines ?? null,
      named?.people ?? null,
      window.limit,
      searchable,
      window.offset,
    ],
  );
  const assignments = rows.filter((row): row is AssignmentRow & { total: number } => row.id !== null);
  return { rows: assignments, counted: rows[0]?.total ?? 0 };
}
