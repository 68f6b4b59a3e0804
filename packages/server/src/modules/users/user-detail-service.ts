import { allowedUserChanges, USER_MESSAGES } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { listUserHistory } from "./user-history-repository.js";
import { findUserById, toUserDto } from "./user-repository.js";

/** 'View details': the person, every change made to them (oldest first), and what the caller may change. */
export async function getUserDetail(db: Database, caller: AuthenticatedUser, id: string) {
  const row = await findUserById(db, caller.organizationId, id);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const user = toUserDto(row);
  return {
    user,
    history: await listUserHistory(db, caller.organizationId, id),
    allowedChanges: allowedUserChanges({ id: caller.id, role: caller.role, status: "ACTIVE" }, user),
  };
}
