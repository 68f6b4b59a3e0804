import { ASSIGNMENT_MESSAGES, type AssignmentListQuery } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import { listPagination } from "../../paging.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { listAssignments } from "./assignment-list-repository.js";
import { findAssignment } from "./assignment-repository.js";
import { toAssignmentDto } from "./assignment-row.js";
import { assignmentScopeOf } from "./assignment-scope.js";

/** The assignments page: operators get their own, everyone else the organization's. */
export async function listAssignmentsFor(db: Database, user: AuthenticatedUser, query: AssignmentListQuery) {
  const { rows, counted } = await listAssignments(db, assignmentScopeOf(user), query);
  return {
    assignments: rows.map(toAssignmentDto),
    pagination: listPagination(query.page, query.limit, counted),
  };
}

/** One assignment the user may read; 404 for another organization's, or another operator's for operators. */
export async function getAssignment(db: Database, user: AuthenticatedUser, id: string) {
  const row = await findAssignment(db, assignmentScopeOf(user), id);
  if (!row) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  return toAssignmentDto(row);
}
