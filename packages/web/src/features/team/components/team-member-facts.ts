import type { User } from "@mnx/domain";
import { formatDate, formatDateTime, lastLoginText } from "../../../lib/format";

/** Last login in the spec's words ('Never', 'Just now', '5h ago', 'Yesterday', a date) and joined as a date. */
export function teamMemberDates(user: User, now = new Date()) {
  return {
    lastLogin: lastLoginText(user.lastLogin, now),
    /** The exact time, for the tooltip and the <time> element. */
    lastLoginExact: user.lastLogin ? formatDateTime(user.lastLogin) : undefined,
    joined: formatDate(user.createdAt),
  };
}
