import { ACTIVE_TODAY_HOURS } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import type { UserRow } from "./user-repository.js";

export interface UserListFilters {
  search?: string | undefined;
  roles?: string[] | undefined;
  status?: string | undefined;
  page: number;
  limit: number;
}

/** One query per page (search: first, last or full name, or email): the rows and the total (window count) together. */
export async function listUsers(db: Database, organizationId: string, f: UserListFilters) {
  const rows = await db.query<UserRow & { total: number | string }>(
    `SELECT u.id, u.organization_id, o.name AS organization_name, u.email, u.first_name, u.last_name, u.phone,
            u.role, u.status, u.last_login, u.created_at, count(*) OVER () AS total
     FROM users u JOIN organizations o ON o.id = u.organization_id
     WHERE u.organization_id = $1
       AND ($2::text IS NULL OR u.first_name ILIKE $2 OR u.last_name ILIKE $2
            OR (u.first_name || ' ' || u.last_name) ILIKE $2 OR u.email ILIKE $2)
       AND ($3::text[] IS NULL OR u.role = ANY($3::text[]))
       AND ($4::text IS NULL OR u.status = $4)
     ORDER BY u.last_name, u.first_name, u.id
     LIMIT $5 OFFSET $6`,
    [
      organizationId,
      containsPattern(f.search),
      f.roles?.length ? f.roles : null,
      f.status ?? null,
      f.limit,
      (f.page - 1) * f.limit,
    ],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Team Management's figures: everyone, the ACTIVE ones, and those signed in within the last 24 hours. */
export async function userStats(db: Database, organizationId: string) {
  const row = await db.one<{ total: number; active: number; active_today: number }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'ACTIVE') AS active,
            count(*) FILTER (WHERE last_login > now() - make_interval(hours => $2)) AS active_today
     FROM users WHERE organization_id = $1`,
    [organizationId, ACTIVE_TODAY_HOURS],
  );
  return { total: row?.total ?? 0, active: row?.active ?? 0, activeToday: row?.active_today ?? 0 };
}
