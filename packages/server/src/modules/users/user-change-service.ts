import {
  applyUserChange,
  endsSessions,
  USER_MESSAGES,
  type UserChange,
  userChangeRefusal,
} from "@mnx/domain";
import type { Database } from "../../db/database.js";
import { notFound } from "../../errors.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordEvent } from "../events/event-writes.js";
import { forgetCachedSessions, revokeUserSessions } from "../sessions/session-service.js";
import { insertUserHistory } from "./user-history-repository.js";
import { refusalError } from "./user-refusal.js";
import { findUserById, lockTeamRows, toUserDto, updateRoleOrStatus } from "./user-repository.js";

/**
 * THE one place a user's role or status changes (DECISIONS.md "Team management"); anything that must follow
 * such a change (ending sessions, forgetting cached session checks) belongs here. In one transaction:
 * lock the caller, the person and every active super admin of the organization; apply the domain's rules to
 * the rows as they are once locked (so of two super admins demoting each other at once, the second is no
 * longer a super admin when its turn comes); write the change and its history line; and, when the person
 * leaves ACTIVE, revoke every session of theirs. Another organization's user is 404. Setting what is already
 * set changes nothing and writes no history.
 */
export async function changeUser(db: Database, caller: AuthenticatedUser, id: string, change: UserChange) {
  return db.transaction(async (tx) => {
    const rows = await lockTeamRows(tx, caller.organizationId, [caller.id, id]);
    const member = rows.find((row) => row.id === id);
    if (!member) throw notFound(USER_MESSAGES.notFound);
    const manager = rows.find((row) => row.id === caller.id);
    const activeSuperAdmins = rows.filter(
      (row) => row.role === "SUPER_ADMIN" && row.status === "ACTIVE",
    ).length;
    const refusal = manager
      ? userChangeRefusal(manager, member, change, activeSuperAdmins)
      : "INSUFFICIENT_PERMISSIONS";
    if (refusal) throw refusalError(refusal);

    const after = applyUserChange(member, change);
    if (after.role !== member.role || after.status !== member.status) {
      await updateRoleOrStatus(tx, id, change);
      forgetCachedSessions(tx, { userId: id });
      await insertUserHistory(tx, {
        organizationId: caller.organizationId,
        userId: id,
        changedById: caller.id,
        ...(change.role !== undefined
          ? { event: "ROLE_CHANGED", fromRole: member.role, toRole: after.role }
          : { event: "STATUS_CHANGED", fromStatus: member.status, toStatus: after.status }),
      });
    }
    if (endsSessions(change)) await revokeUserSessions(tx, id, `status:${after.status}`);
    if (member.status === "ACTIVE" && after.status !== "ACTIVE") {
      await recordEvent(tx, {
        kind: "USER_DEACTIVATED",
        organizationId: caller.organizationId,
        subjectType: "USER",
        subjectId: id,
        actorId: caller.id,
      });
    }

    const user = await findUserById(tx, caller.organizationId, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return toUserDto(user);
  });
}
