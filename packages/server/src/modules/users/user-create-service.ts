import { type AddUserForm, userCreateRefusal } from "@mnx/domain";
import type { Database } from "../../db/database.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { recordEvent } from "../events/event-writes.js";
import { refusalError } from "./user-refusal.js";
import { findUserById, insertUser, shareLockTeamRow, toUserDto } from "./user-repository.js";

/**
 * Add New User: the person exists in the caller's organization at once, with a 'created' history line, so
 * they can sign in (demo page or the configured issuer) right away. The caller is read under lock: a manager
 * demoted a moment ago adds nobody. 409 USER_EMAIL_TAKEN when the email exists in any case, anywhere.
 */
export async function createUser(db: Database, caller: AuthenticatedUser, form: AddUserForm) {
  return db.transaction(async (tx) => {
    const manager = await shareLockTeamRow(tx, caller.organizationId, caller.id);
    const refusal = manager ? userCreateRefusal(manager, form.role) : "INSUFFICIENT_PERMISSIONS";
    if (refusal) throw refusalError(refusal);
    const id = await insertUser(tx, caller.organizationId, form, caller.id);
    const created = await findUserById(tx, caller.organizationId, id);
    if (!created) throw new Error("The new user was not found");
    await recordEvent(tx, {
      kind: "USER_ADDED",
      organizationId: caller.organizationId,
      subjectType: "USER",
      subjectId: id,
      actorId: caller.id,
    });
    return toUserDto(created);
  });
}
