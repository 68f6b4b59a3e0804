import { ACTIVE_TODAY_HOURS } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { containsPattern } from "../../db/sql-helpers.js";
import { cappedCount, pageWindow } from "../../paging.js";
import type { UserRow } from "./user-repository.js";

export interface UserListFilters {
  search?: string | undefined;
  roles?: string[] | undefined;
  status?: string | undefined;
  page: number;
  limit: number;
}

/**
 * One statement per page, in the order of the (organization, last name, first name, id) index: the page, and
 * the total counted up to one past the cap. Search: first, last and full name, and email (trigram index),
 * not the role's name (docs/decisions/014).
 */
export async function listUsers(db: Database, organizationId: string, f: UserListFilters) {
  const window = pageWindow(f.page, f.limit);
  // A search runs on the searches' own connections (docs/decisions/029-worst-case-lists.md).
  const rows = await (f.search?.trim() ? db.searches : db).query<
    (UserRow & { total: number }) | { id: null; total: number }
  >(
    `WITH matched AS NOT MATERIALIZED (
       SELECT u.* FROM users u
       WHERE u.organization_id = $1
         AND ($2::text IS NULL OR u.first_name ILIKE $2 OR u.last_name ILIKE $2
              OR (u.first_name || ' ' || u.last_name) ILIKE $2 OR u.email ILIKE $2)
         AND ($3::text[] IS NULL OR u.role = ANY($3::text[]))
         AND ($4::text IS NULL OR u.status = $4)
     ),
     page AS (SELECT * FROM matched ORDER BY last_name, first_name, id LIMIT $5 OFFSET $6)
     SELECT t.total, u.id, u.organization_id, o.name AS organization_name, o.keep_photo_location, o.currency,
            o.default_language, u.email, u.first_name, u.last_name,
            u.phone, u.role, u.status, u.last_login, u.created_at, u.language
     FROM (SELECT ${cappedCount("SELECT 1 FROM matched")} AS total) t
     LEFT JOIN page u ON true
     LEFT JOIN organizations o ON o.id = u.organization_id
     ORDER BY u.last_name, u.first_name, u.id`,
    [
      organizationId,
      containsPattern(f.search),
      f.roles?.length ? f.roles : null,
      f.status ?? null,
      window.limit,
      window.offset,
    ],
  );
  const users = rows.filter((row): row is UserRow & { total: number } => row.id !== null);
  return { rows: users, counted: rows[0]?.total ?? 0 };
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

/**
 * The Reports page's team (DECISIONS.md 'Reports'): ACTIVE mechanics and shop foremen, and those of them signed
 * in within the last 24 hours.
 */
export async function technicianStats(db: Database, organizationId: string) {
  const row = await db.one<{ technicians: number; active_today: number }>(
    `SELECT count(*) AS technicians,
            count(*) FILTER (WHERE last_login > now() - make_interval(hours => $2)) AS active_today
     FROM users
     WHERE organization_id = $1 AND role IN ('MECHANIC', 'SHOP_FOREMAN') AND status = 'ACTIVE'`,
    [organizationId, ACTIVE_TODAY_HOURS],
  );
  return { technicians: row?.technicians ?? 0, activeToday: row?.active_today ?? 0 };
}
