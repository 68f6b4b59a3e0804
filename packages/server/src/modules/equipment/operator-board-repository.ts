import type { OperatorBoardQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { cappedCount, pageWindow } from "../../paging.js";

export interface OperatorBoardRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  machines: {
    id: string;
    equipmentNumber: string;
    name: string;
    status: string;
    jobSite: string;
    since: string;
  }[];
}

/**
 * The organization's operators (role OPERATOR, whatever their status) and, of them, the ACTIVE ones holding at
 * least one ACTIVE assignment: the users' (organization, role) index and the active-assignment index.
 */
export async function countOperators(db: Database, organizationId: string) {
  const row = await db.one<{ total: number; active: number }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE u.status = 'ACTIVE' AND EXISTS (
              SELECT 1 FROM equipment_assignments a
              WHERE a.organization_id = u.organization_id AND a.operator_id = u.id AND a.status = 'ACTIVE')) AS active
     FROM users u WHERE u.organization_id = $1 AND u.role = 'OPERATOR'`,
    [organizationId],
  );
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/**
 * One page of operators by name (the (organization, last name, first name, id) index), each with the machines
 * of their ACTIVE assignments in number order, in one statement. Search: first, last and full name, and email.
 */
export async function listOperatorBoard(db: Database, organizationId: string, q: OperatorBoardQuery) {
  const window = pageWindow(q.page, q.limit);
  const rows = await db.query<(OperatorBoardRow & { total: number }) | { id: null; total: number }>(
    `WITH matched AS NOT MATERIALIZED (
       SELECT u.* FROM users u
       WHERE u.organization_id = $1 AND u.role = 'OPERATOR'
         AND ($2::text IS NULL OR u.first_name ILIKE $2 OR u.last_name ILIKE $2
              OR (u.first_name || ' ' || u.last_name) ILIKE $2 OR u.email ILIKE $2)
         AND ($3::text[] IS NULL OR u.status = ANY($3::text[]))
     ),
     page AS (SELECT * FROM matched ORDER BY last_name, first_name, id LIMIT $4 OFFSET $5)
     SELECT t.total, u.id, u.first_name, u.last_name, u.email, u.status, m.machines
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page u ON true
     LEFT JOIN LATERAL (
       SELECT COALESCE(json_agg(json_build_object(
                'id', e.id, 'equipmentNumber', e.equipment_number, 'name', e.name, 'status', e.status,
                'jobSite', a.job_site, 'since', a.start_date) ORDER BY e.equipment_number), '[]') AS machines
       FROM equipment_assignments a JOIN equipment e ON e.id = a.equipment_id
       WHERE a.organization_id = $1 AND a.operator_id = u.id AND a.status = 'ACTIVE'
     ) m ON true
     ORDER BY u.last_name, u.first_name, u.id`,
    [organizationId, containsPattern(q.search), q.status ?? null, window.limit, window.offset],
  );
  const operators = rows.filter((row): row is OperatorBoardRow & { total: number } => row.id !== null);
  return { rows: operators, counted: rows[0]?.total ?? 0 };
}
