import type { ListUsersQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { listUsers, technicianStats, userStats } from "./user-list-repository.js";
import { toUserDto } from "./user-repository.js";

/** GET /users: the page of the caller's organization's users that match the filters. */
export async function listUsersFor(db: Database, user: AuthenticatedUser, query: ListUsersQuery) {
  const { rows, counted } = await listUsers(db, user.organizationId, { ...query, roles: query.role });
  return { users: rows.map(toUserDto), pagination: listPagination(query.page, query.limit, counted) };
}

/** GET /users/stats: the team's figures. */
export function teamStats(db: Database, user: AuthenticatedUser) {
  return userStats(db, user.organizationId);
}

/** The technicians' figures (the Reports page). */
export { technicianStats };
