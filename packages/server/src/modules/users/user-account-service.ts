import type { Database } from "../../db/database.js";
import { forgetCachedSessions } from "../sessions/session-service.js";
import * as store from "./user-repository.js";

// A person's account as signing in (auth) and the profile see it.
export {
  createOrganizationWithAdmin,
  findAccountById,
  findUserByEmail,
  findUserById,
  listSignInAccounts,
  type SignInAccount,
  toOrganizationDto,
  toUserDto,
  type UserRow,
} from "./user-repository.js";

/** A sign-in happened: the profile's last login moves, and this server's cached sessions show it at once. */
export async function recordLogin(db: Database, userId: string): Promise<void> {
  await store.recordLogin(db, userId);
  forgetCachedSessions(db, { userId });
}

/** The caller's own name, phone and language; their cached sessions show the change at once. */
export async function updateProfile(
  db: Database,
  organizationId: string,
  userId: string,
  changes: Parameters<typeof store.updateProfile>[3],
): Promise<void> {
  await store.updateProfile(db, organizationId, userId, changes);
  forgetCachedSessions(db, { userId });
}
