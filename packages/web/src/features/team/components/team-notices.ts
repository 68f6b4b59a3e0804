import { fullName, roleLabel, type User } from "@mnx/domain";

/** What the page says after a change succeeds (the server answers only 'Role updated' / 'Status updated'). */
export const teamNotice = {
  added: (user: User) =>
    user.status === "ACTIVE"
      ? `${fullName(user)} was added as ${roleLabel(user.role)} and can sign in now.`
      : `${fullName(user)} was added as ${roleLabel(user.role)} (inactive: they cannot sign in until activated).`,
  roleChanged: (user: User) => `${fullName(user)} is now ${roleLabel(user.role)}.`,
  statusChanged: (user: User) =>
    user.status === "ACTIVE"
      ? `${fullName(user)} was activated and can sign in again.`
      : `${fullName(user)} was deactivated and signed out on every device.`,
};
