import { t } from "@lingui/core/macro";
import { fullName, roleLabel, type User } from "@mnx/domain";
import { domainText } from "../../../lib/i18n/i18n";

const nameAndRole = (user: User) => ({ name: fullName(user), role: domainText(roleLabel(user.role)) });

/** What the page says after a change succeeds (the server answers only 'Role updated' / 'Status updated'). */
export const teamNotice = {
  added: (user: User) => {
    const { name, role } = nameAndRole(user);
    return user.status === "ACTIVE"
      ? t`${name} was added as ${role} and can sign in now.`
      : t`${name} was added as ${role} (inactive: they cannot sign in until activated).`;
  },
  roleChanged: (user: User) => {
    const { name, role } = nameAndRole(user);
    return t`${name} is now ${role}.`;
  },
  statusChanged: (user: User) => {
    const name = fullName(user);
    return user.status === "ACTIVE"
      ? t`${name} was activated and can sign in again.`
      : t`${name} was deactivated and signed out on every device.`;
  },
};
