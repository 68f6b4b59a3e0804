import type { UserStatus } from "./enums.js";
import type { UserRefusal } from "./messages.js";
import { can } from "./permissions.js";
import { ROLES, type Role } from "./roles.js";

/**
 * Who may add whom and change whom (DECISIONS.md "Team management"), as pure rules: the server applies them
 * to the rows it has locked, the web app to what it shows. FLEET_MANAGER and SUPER_ADMIN manage the users of
 * their own organization; only a super admin gives the Super Admin role or changes a super admin; nobody
 * changes their own role or status; the organization's last active super admin stays one.
 */

/** The person making the change, as read inside the change's transaction. */
export interface TeamManager {
  id: string;
  role: Role;
  status: UserStatus;
}

/** The person being changed. */
export interface TeamMember {
  id: string;
  role: Role;
  status: UserStatus;
}

/** A change by id: a role or a status, one at a time (part 2, 7). */
export type UserChange = { role: Role; status?: undefined } | { status: UserStatus; role?: undefined };

const mayManage = (manager: TeamManager) => manager.status === "ACTIVE" && can(manager.role, "users.manage");
const mayManageSuperAdmins = (manager: TeamManager) => can(manager.role, "users.manageSuperAdmins");

/** The roles a manager may give (the Add New User select and the inline role edit); none for other roles. */
export function grantableRoles(managerRole: string | null | undefined): Role[] {
  if (!can(managerRole, "users.manage")) return [];
  return can(managerRole, "users.manageSuperAdmins") ? [...ROLES] : ROLES.filter((r) => r !== "SUPER_ADMIN");
}

/** Why adding someone with this role is refused, or null when it is allowed. */
export function userCreateRefusal(manager: TeamManager, role: Role): UserRefusal | null {
  if (!mayManage(manager)) return "INSUFFICIENT_PERMISSIONS";
  if (role === "SUPER_ADMIN" && !mayManageSuperAdmins(manager)) return "SUPER_ADMIN_REQUIRED";
  return null;
}

/** Why this manager may not change this person at all (role or status), or null when they may. */
export function userEditRefusal(manager: TeamManager, member: TeamMember): UserRefusal | null {
  if (!mayManage(manager)) return "INSUFFICIENT_PERMISSIONS";
  if (manager.id === member.id) return "OWN_ACCOUNT_CHANGE";
  if (member.role === "SUPER_ADMIN" && !mayManageSuperAdmins(manager)) return "SUPER_ADMIN_REQUIRED";
  return null;
}

const isActiveSuperAdmin = (member: { role: Role; status: UserStatus }) =>
  member.role === "SUPER_ADMIN" && member.status === "ACTIVE";

/** The person as they are after the change. */
export function applyUserChange<T extends TeamMember>(member: T, change: UserChange): T {
  return change.role !== undefined ? { ...member, role: change.role } : { ...member, status: change.status };
}

/** A change to any status but ACTIVE ends every session of theirs at once. */
export const endsSessions = (change: UserChange) => change.status !== undefined && change.status !== "ACTIVE";

/**
 * Why this change is refused, or null when it is allowed. `activeSuperAdmins` counts the organization's active
 * super admins before the change (the server counts the rows it has locked).
 */
export function userChangeRefusal(
  manager: TeamManager,
  member: TeamMember,
  change: UserChange,
  activeSuperAdmins: number,
): UserRefusal | null {
  if (!mayManage(manager)) return "INSUFFICIENT_PERMISSIONS";
  if (manager.id === member.id) return "OWN_ACCOUNT_CHANGE";
  // Checked before the super-admin rule: of two super admins demoting each other at once, the second (no
  // longer a super admin when its turn comes) learns that the organization would lose its last one.
  const after = applyUserChange(member, change);
  if (isActiveSuperAdmin(member) && !isActiveSuperAdmin(after) && activeSuperAdmins <= 1) {
    return "LAST_SUPER_ADMIN";
  }
  if (member.role === "SUPER_ADMIN" || change.role === "SUPER_ADMIN") {
    if (!mayManageSuperAdmins(manager)) return "SUPER_ADMIN_REQUIRED";
  }
  return null;
}

/** What the page offers on a person's row: the roles it may give them and whether the status toggle works. */
export interface AllowedUserChanges {
  roles: Role[];
  status: boolean;
  /** Why nothing may be changed, when that is so. */
  refusal: UserRefusal | null;
}

export function allowedUserChanges(manager: TeamManager, member: TeamMember): AllowedUserChanges {
  const refusal = userEditRefusal(manager, member);
  if (refusal) return { roles: [], status: false, refusal };
  return { roles: grantableRoles(manager.role), status: true, refusal: null };
}
